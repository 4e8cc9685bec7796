import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { nounOf, timeAgo, type LastChange } from '@/lib/entity/conflict';

/** The current time, moved on every 20 s (for "2 minutes ago"). */
export function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 20_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export interface ConflictNoticeProps {
  singular: string;
  /** Who saved the newer version and when (null while loading or unknown). */
  change: LastChange | null | undefined;
  /** Labels of the fields their save changed. */
  theirFields: readonly string[];
  /** Labels of the fields both of you changed (yours differ from theirs). */
  bothFields: readonly string[];
  onKeepTheirs: () => void;
  onReapply: () => void;
  /** The newer save is of the record's pending version (staged changes), not of the record. */
  pending?: boolean;
}

/** Someone else saved the record open in the form (or its pending version): who, when, which
 *  fields; keep theirs or re-apply mine on top. Nothing typed is lost until one is chosen. */
export function ConflictNotice({
  singular,
  change,
  theirFields,
  bothFields,
  onKeepTheirs,
  onReapply,
  pending,
}: ConflictNoticeProps) {
  const now = useNow();
  const who = change?.byName ? `Changed by ${change.byName} ${timeAgo(change.at, now)}` : 'Changed by someone else';
  return (
    <Alert severity="warning" role="alert" data-testid="conflict-notice">
      <AlertTitle>{who}</AlertTitle>
      {pending ? `The pending changes to this ${nounOf(singular)} were` : `This ${nounOf(singular)} was`} saved after
      you opened it
      {theirFields.length ? `; they changed ${theirFields.join(', ')}` : ''}.
      {bothFields.length ? ` You changed ${bothFields.join(', ')} too.` : ''} Your typing is still in the form: keep
      their version, or re-apply your changes on top of theirs and save.
      <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" color="inherit" onClick={onKeepTheirs}>
          Keep theirs
        </Button>
        <Button size="small" variant="contained" onClick={onReapply}>
          Re-apply mine
        </Button>
      </Stack>
    </Alert>
  );
}
