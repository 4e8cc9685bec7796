import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useListPageRevisionsQuery, useRestorePageRevisionMutation, type PageRevision } from '../../editor-api';
import type { PageId } from '../../types';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { RetryAlert } from '@/components/ui/RetryAlert';

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : 'Just now (saving...)';

export interface RevisionListProps {
  pageId: PageId;
  /** Restoring replaces a local draft or unsaved edits: ask first. */
  needsConfirm: boolean;
  onRestored: () => void;
}

/** Who published the page and when, newest first; Restore loads a revision into the editor. */
export function RevisionList({ pageId, needsConfirm, onRestored }: RevisionListProps) {
  const { data, isLoading, isError, refetch } = useListPageRevisionsQuery(pageId);
  const [restore, { isLoading: restoring }] = useRestorePageRevisionMutation();
  const [pending, setPending] = useState<PageRevision | null>(null);

  const run = async (revision: PageRevision) => {
    setPending(null);
    try {
      await restore({ pageId, revisionId: revision.id }).unwrap();
      onRestored();
    } catch {
      // The toast reports it; the editor is unchanged.
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="revisions-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="revisions-title" variant="h6" component="h2">
        Revisions
      </Typography>
      {isLoading && <Skeleton height={48} aria-label="Loading revisions" />}
      {isError && <RetryAlert onRetry={refetch}>The revisions could not be loaded.</RetryAlert>}
      {data && data.length === 0 && <Typography color="text.secondary">Not published yet.</Typography>}
      <List aria-label="Published revisions" dense>
        {data?.map((r) => (
          <ListItem
            key={r.id}
            secondaryAction={
              <Button
                size="small"
                disabled={restoring}
                aria-describedby={`revision-${r.id}`}
                onClick={() => (needsConfirm ? setPending(r) : void run(r))}
              >
                Restore
              </Button>
            }
          >
            <ListItemText id={`revision-${r.id}`} primary={when(r.publishedAt)} secondary={`by ${r.publishedByName}`} />
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={pending !== null}
        title="Replace your draft?"
        text="Restoring loads this revision into the editor as a draft, replacing your unpublished changes. Nothing goes live until you publish."
        confirmLabel="Restore"
        onConfirm={() => pending && void run(pending)}
        onCancel={() => setPending(null)}
      />
    </Paper>
  );
}
