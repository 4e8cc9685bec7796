import HistoryIcon from '@mui/icons-material/History';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { EntityApi, EntityRevision } from '@/lib/entity';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'just now');

/** A record's saves, newest first (who, when); "Restore" loads one into the form as unsaved
 *  changes, kept by saving (which records a new revision). */
export function RevisionHistory({
  useRevisions,
  id,
  titleField,
  onRestore,
}: {
  useRevisions: NonNullable<EntityApi<unknown, unknown>['useRevisions']>;
  id: string;
  titleField: string;
  onRestore: (revision: EntityRevision) => void;
}) {
  const { data, isLoading, isError } = useRevisions(id);
  return (
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<HistoryIcon />} aria-controls={`revisions-${id}`} id={`revisions-${id}-header`}>
        <Typography sx={{ fontWeight: 600 }}>Revision history{data ? ` (${data.length})` : ''}</Typography>
      </AccordionSummary>
      <AccordionDetails id={`revisions-${id}`}>
        {isError && <Alert severity="error">The history could not be loaded.</Alert>}
        {isLoading && <Typography color="text.secondary">Loading…</Typography>}
        {data?.length === 0 && <Typography color="text.secondary">No revisions yet: every save keeps one.</Typography>}
        <List dense aria-label="Revisions">
          {data?.map((r, i) => (
            <ListItem
              key={r.id}
              divider
              secondaryAction={
                <Button
                  size="small"
                  onClick={() => onRestore(r)}
                  aria-label={`Restore revision from ${when(r.savedAt)}`}
                >
                  Restore
                </Button>
              }
            >
              <ListItemText
                primary={`${String(r.values[titleField] ?? '')}${i === 0 ? ' (current)' : ''}`}
                secondary={`${r.savedByName} · ${when(r.savedAt)}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere', pr: 8 } } }}
              />
            </ListItem>
          ))}
        </List>
      </AccordionDetails>
    </Accordion>
  );
}
