// Staged changes in a record's panel (issue 22; src/lib/entity/pending.ts): a published record's
// saves wait as a pending version. Says so, who saved the pending version and when, and offers
// Preview (the pending version in the public design, staff only) and Discard changes.
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { nounOf, timeAgo } from '@/lib/entity/conflict';
import type { PendingChange } from '@/lib/entity';
import { ConfirmDialog } from './ConfirmDialog';
import { useNow } from './ConflictNotice';

export interface PendingNoticeProps {
  singular: string;
  pending: PendingChange | null;
  /** The staff-only preview of the pending version. */
  previewHref: string;
  /** Resolves true once the pending version is gone. */
  onDiscard: () => Promise<boolean>;
}

export function PendingNotice({ singular, pending, previewHref, onDiscard }: PendingNoticeProps) {
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  const now = useNow();
  const noun = nounOf(singular);
  if (!pending)
    return (
      <Alert severity="info" data-testid="staged-hint">
        This {noun} is live. Save changes keeps your edits pending; visitors see them once you publish them.
      </Alert>
    );
  const by = pending.savedByName ? ` by ${pending.savedByName}` : '';
  return (
    <Alert severity="warning" data-testid="pending-notice" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>Changes pending</AlertTitle>
      Saved{by} {timeAgo(pending.savedAt, now)}. Visitors see the published version until you press Publish changes.
      <Stack direction="row" sx={{ mt: 1.5, gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          href={previewHref}
          target="_blank"
          rel="noopener"
          endIcon={<OpenInNewIcon fontSize="small" />}
        >
          Preview
        </Button>
        <Button size="small" variant="outlined" color="inherit" onClick={() => setConfirm(true)}>
          Discard changes
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirm}
        title="Discard the pending changes?"
        text={`The pending version of this ${noun} will be deleted. Visitors keep seeing the published version.`}
        confirmLabel="Discard changes"
        destructive
        busy={busy}
        onConfirm={async () => {
          setBusy(true);
          await onDiscard();
          setBusy(false);
          setConfirm(false);
        }}
        onCancel={() => setConfirm(false)}
      />
    </Alert>
  );
}
