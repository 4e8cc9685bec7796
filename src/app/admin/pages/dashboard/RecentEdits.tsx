import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useListRecentEditsQuery, type AuditEntry } from '@/features/audit/api';
import { ENTITY_LIST } from '../../entities';
import { ago, Panel } from './Panel';
import { RetryAlert } from '@/components/ui/RetryAlert';

/** Where an edited record is managed (resources live in Content). */
function linkTo(entry: AuditEntry): string {
  const def = ENTITY_LIST.find((d) => d.name === entry.entity);
  const base = entry.entity === 'resources' ? '/admin/content?tab=resources&' : `/admin/${def?.name ?? 'dashboard'}?`;
  return entry.action === 'deleted' ? base.replace(/[?&]$/, '') : `${base}edit=${entry.recordId}`;
}

function what(entry: AuditEntry): string {
  const def = ENTITY_LIST.find((d) => d.name === entry.entity);
  return `${def?.singular ?? entry.entity} “${entry.title}” ${entry.action}`;
}

/** The latest back-office edits (what, who, when), live from the audit trail. */
export function RecentEdits() {
  const edits = useListRecentEditsQuery(8);
  return (
    <Panel title="Recent edits" to="/admin/content" linkLabel="Content">
      {edits.isLoading && <Skeleton variant="rounded" height={160} />}
      {edits.isError && <RetryAlert onRetry={edits.refetch}>Recent edits could not be loaded.</RetryAlert>}
      {edits.data?.length === 0 && <Typography color="text.secondary">No edits yet.</Typography>}
      <List dense disablePadding aria-label="Recent edits">
        {edits.data?.map((e) => (
          // Each link in its own list item: a list holds only list items (axe "list").
          <ListItem key={e.id} disablePadding>
            <ListItemButton component={RouterLink} to={linkTo(e)} sx={{ borderRadius: 1 }}>
              <ListItemText
                primary={what(e)}
                secondary={`${e.byName} · ${ago(e.at)}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Panel>
  );
}
