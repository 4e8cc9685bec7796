import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { textFieldProps } from '@/components/ui/formField';
import type { AuthUser } from '@/lib/backend-types';
import { useSchemaForm } from '@/lib/form';
import { useAddReplyMutation } from '../api';
import { replyInputSchema, type ReplyInput } from '../schema';

const EMPTY: ReplyInput = { body: '' };

/** A member replies. What they typed stays if the write fails. */
export function ReplyForm({ postId, user }: { postId: string; user: AuthUser }) {
  const [addReply, { isLoading: sending }] = useAddReplyMutation();
  const form = useSchemaForm<ReplyInput>(replyInputSchema, EMPTY);
  const busy = form.formState.isSubmitting; // from the press; the field waits only while sending
  const [failed, setFailed] = useState(false);

  const submit = form.handleSubmit(async ({ body }) => {
    try {
      await addReply({ postId, body, user }).unwrap();
      form.reset(EMPTY);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  });

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
          {...textFieldProps(form, 'body', `${form.watch('body').trim().length}/5000`)}
          disabled={sending}
          required
          multiline
          minRows={3}
          fullWidth
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Posting...' : 'Post reply'}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
