// The In review queue (issue 22): the posts and case studies contributors have submitted, oldest
// first, each with Publish and Send back (with a note the contributor sees on their draft). Both go
// through the entity's own save (revision, audit entry, rules), naming the revision the editor saw.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AdminPage } from '@/components/admin/AdminPage';
import type { AppError } from '@/lib/data';
import { REVIEW_NOTE_MAX } from '@/lib/schema/article';
import { reviewApiOf, reviewDefOf, useReviewQueue, type ReviewKind, type Submitted } from '../review-queue';
import type { SectionProps } from '../section';
import { ago } from './dashboard/Panel';

const KINDS: { kind: ReviewKind; path: string }[] = [
  { kind: 'blog', path: 'blog' },
  { kind: 'caseStudies', path: 'case-studies' },
];

const defOf = reviewDefOf;
const apiOf = reviewApiOf;

export default function ReviewPage({ section }: SectionProps) {
  const { items, loading, failed } = useReviewQueue();

  return (
    <AdminPage title={section.label} description={section.description}>
      {failed && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void failed.list.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load the queue: {(failed.list.error as AppError).message}
        </Alert>
      )}
      {loading ? (
        <Stack spacing={2} aria-busy="true" aria-label="Loading the queue">
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      ) : items.length === 0 ? (
        <Typography color="text.secondary" role="status">
          Nothing is waiting for review.
        </Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Waiting for review">
          {items.map(({ kind, record }) => (
            <ReviewItem key={`${kind}/${record.id}`} kind={kind} record={record} />
          ))}
        </Stack>
      )}
    </AdminPage>
  );
}

function ReviewItem({ kind, record }: { kind: ReviewKind; record: Submitted }) {
  const def = defOf(kind);
  const [update, state] = apiOf(kind).useUpdate!();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const path = KINDS.find((k) => k.kind === kind)!.path;

  /** Saves the record's own values with `changes`, based on the revision shown here. */
  const decide = async (changes: Record<string, unknown>) => {
    setError(null);
    const values = { ...def.toInput!(record as never), ...changes };
    const result = await update({ id: record.id, values, baseRev: record.rev ?? 0 });
    if ('error' in result) {
      setError((result.error as AppError).message ?? 'The change could not be saved.');
      return false;
    }
    return true;
  };

  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 2.5, minWidth: 0 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip size="small" label={def.singular} />
          <Typography variant="body2" color="text.secondary">
            by {record.author || 'unknown'} · submitted {ago(record.updatedAt)}
          </Typography>
        </Stack>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
          {record.title}
        </Typography>
        {record.excerpt && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {record.excerpt}
          </Typography>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button
            component={RouterLink}
            to={`/admin/${path}?edit=${encodeURIComponent(record.id)}`}
            aria-label={`Open ${record.title}`}
          >
            Open
          </Button>
          <Button variant="outlined" disabled={state.isLoading} onClick={() => setSending(true)}>
            Send back
          </Button>
          <Button
            variant="contained"
            disabled={state.isLoading}
            onClick={() =>
              void decide({
                published: true,
                publishedAt: new Date().toISOString(),
                review: undefined,
                reviewNote: undefined,
              })
            }
          >
            Publish
          </Button>
        </Stack>
      </Stack>
      <SendBackDialog
        open={sending}
        title={record.title}
        busy={state.isLoading}
        onCancel={() => setSending(false)}
        onSend={async (note) => {
          if (await decide({ review: 'changes_requested', reviewNote: note })) setSending(false);
        }}
      />
    </Paper>
  );
}

/** The note for the contributor: required, at most REVIEW_NOTE_MAX characters, kept while open. */
function SendBackDialog(props: {
  open: boolean;
  title: string;
  busy: boolean;
  onCancel: () => void;
  onSend: (note: string) => Promise<void>;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = note.trim();
  const problem = !trimmed
    ? 'Say what should change.'
    : trimmed.length > REVIEW_NOTE_MAX
      ? `At most ${REVIEW_NOTE_MAX} characters`
      : null;
  return (
    <Dialog open={props.open} onClose={props.busy ? undefined : props.onCancel} aria-labelledby={`${id}-t`} fullWidth>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (!problem) void props.onSend(trimmed).then(() => setNote(''));
        }}
      >
        <DialogTitle id={`${id}-t`}>Send back “{props.title}”</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The contributor sees your note on their draft and can submit it again.
          </DialogContentText>
          <TextField
            label="Note for the contributor"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            onBlur={() => setTouched(true)}
            multiline
            minRows={3}
            fullWidth
            required
            error={touched && Boolean(problem)}
            helperText={touched && problem ? problem : `${trimmed.length} / ${REVIEW_NOTE_MAX}`}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onCancel} disabled={props.busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={props.busy}>
            Send back
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
