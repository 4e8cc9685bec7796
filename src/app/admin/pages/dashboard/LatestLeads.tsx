import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { APIS } from '../../apis';
import { ago, Panel } from './Panel';
import { RetryAlert } from '@/components/ui/RetryAlert';

/** The five newest demo requests, live; each opens the lead. */
export function LatestLeads() {
  // A window of five (leads are listed in windows: EntityDef.window).
  const leads = APIS.leads.useList({ limit: 5 });
  const latest = (leads.data ?? []).slice(0, 5);
  return (
    <Panel title="Latest leads" to="/admin/leads" linkLabel="All leads">
      {leads.isLoading && <Skeleton variant="rounded" height={160} />}
      {leads.isError && <RetryAlert onRetry={leads.refetch}>Leads could not be loaded.</RetryAlert>}
      {leads.data && latest.length === 0 && <Typography color="text.secondary">No demo requests yet.</Typography>}
      <List dense disablePadding aria-label="Latest leads">
        {latest.map((lead) => (
          // Each link in its own list item: a list holds only list items (axe "list").
          <ListItem key={lead.id} disablePadding>
            <ListItemButton component={RouterLink} to={`/admin/leads?edit=${lead.id}`} sx={{ borderRadius: 1 }}>
              <ListItemText
                primary={`${lead.name} · ${lead.company}`}
                secondary={`${lead.email} · ${ago(lead.createdAt)} · ${lead.status}`}
                slotProps={{
                  primary: { sx: { overflowWrap: 'anywhere' } },
                  secondary: { sx: { overflowWrap: 'anywhere' } },
                }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Panel>
  );
}
