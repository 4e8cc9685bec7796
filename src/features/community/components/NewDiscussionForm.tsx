import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { AuthUser } from '@/lib/backend-types';
import { useCreateCommunityPostMutation } from '../api';
import { fieldErrors, newPostSchema } from '../schema';

const EMPTY = { title: '', body: '' };

/** A member starts a discussion. What they typed stays if the write fails. */
export function NewDiscussionForm({ user }: { user: AuthUser }) {
  const [create, { isLoading }] = useCreateCommunityPostMutation();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<'idle' | 'failed' | 'posted'>('idle');

  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [name]: e.target.value }));
    setErrors((er) => ({ ...er, [name]: '' }));
    setStatus((s) => (s === 'posted' ? 'idle' : s));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = newPostSchema.safeParse(form);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    try {
      await create({ ...parsed.data, user }).unwrap();
      setForm(EMPTY);
      setStatus('posted');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="new-discussion" sx={{ p: { xs: 2.5, md: 3 } }}>
      <Typography id="new-discussion" variant="h5" component="h2" sx={{ mb: 2 }}>
        Start a discussion
      </Typography>
      <form onSubmit={submit} noValidate>
        <Stack spacing={2}>
          {status === 'failed' && (
            <Alert severity="error">
              We couldn&apos;t publish your discussion. Your text is still here, so you can try again.
            </Alert>
          )}
          {status === 'posted' && <Alert severity="success">Your discussion is live.</Alert>}
          <TextField
            id="discussion-title"
            label="Title"
            value={form.title}
            onChange={set('title')}
            error={Boolean(errors.title)}
            helperText={errors.title || `${form.title.trim().length}/200`}
            disabled={isLoading}
            required
            fullWidth
          />
          <TextField
            id="discussion-body"
            label="What would you like to discuss?"
            value={form.body}
            onChange={set('body')}
            error={Boolean(errors.body)}
            helperText={errors.body || `${form.body.trim().length}/10000`}
            disabled={isLoading}
            required
            multiline
            minRows={4}
            fullWidth
          />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={isLoading}>
              {isLoading ? 'Posting...' : 'Post discussion'}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}
