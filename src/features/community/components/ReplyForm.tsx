import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { AuthUser } from '@/lib/backend-types';
import { useAddReplyMutation } from '../api';
import { fieldErrors, replyInputSchema } from '../schema';

/** A member replies. What they typed stays if the write fails. */
export function ReplyForm({ postId, user }: { postId: string; user: AuthUser }) {
  const [addReply, { isLoading }] = useAddReplyMutation();
  const [body, setBody] = useState('');
  const [error, setError] = useState('');
  const [failed, setFailed] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = replyInputSchema.safeParse({ body });
    if (!parsed.success) return setError(fieldErrors(parsed.error).body ?? 'Check your reply');
    setError('');
    try {
      await addReply({ postId, body: parsed.data.body, user }).unwrap();
      setBody('');
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Reply to this discussion">
      <Stack spacing={2}>
        {failed && (
          <Alert severity="error">
            We couldn&apos;t post your reply. Your text is still here, so you can try again.
          </Alert>
        )}
        <TextField
          id="reply-body"
          label="Your reply"
          value={body}
          onChange={(e) => {
            setBody(e.target.value);
            setError('');
          }}
          error={Boolean(error)}
          helperText={error || `${body.trim().length}/5000`}
          disabled={isLoading}
          required
          multiline
          minRows={3}
          fullWidth
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? 'Posting...' : 'Post reply'}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
