import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { textFieldProps } from '@/components/ui/formField';
import { useHoneypot } from '@/components/ui/Honeypot';
import type { AuthUser } from '@/lib/data';
import { useSchemaForm } from '@/lib/form/schema-form';
import { PACE_SECONDS, useAddReplyMutation } from '../api';
import { replyInputSchemaFor, type ReplyInput } from '../schema';
import { refusal } from './pace';
import { VerifyEmailPrompt } from './VerifyEmailPrompt';
import { usePageMessages } from '@/i18n/use-page-messages';

const EMPTY: ReplyInput = { body: '' };

/** A member replies (once their email is verified). What they typed stays if the write fails. */
export function ReplyForm({ postId, user }: { postId: string; user: AuthUser }) {
  return user.emailVerified ? <ReplyFields postId={postId} user={user} /> : <VerifyEmailPrompt user={user} />;
}

function ReplyFields({ postId, user }: { postId: string; user: AuthUser }) {
  const [addReply, { isLoading: sending }] = useAddReplyMutation();
  const honeypot = useHoneypot();
  const { community: t } = usePageMessages();
  const schema = useMemo(() => replyInputSchemaFor(t.validation), [t]);
  const form = useSchemaForm<ReplyInput>(schema, EMPTY);
  const busy = form.formState.isSubmitting; // from the press; the field waits only while sending
  const [failed, setFailed] = useState<false | 'failed' | number>(false);

  const submit = form.handleSubmit(async ({ body }) => {
    try {
      // A filled honeypot (a bot) gets the usual cleared form and nothing is written.
      if (!honeypot.tripped()) await addReply({ postId, body, user }).unwrap();
      honeypot.clear();
      form.reset(EMPTY);
      setFailed(false);
    } catch (error) {
      setFailed(refusal(error)); // seconds to wait when replying too fast
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t.replyForm}>
      {honeypot.field}
      <Stack spacing={2}>
        {typeof failed === 'number' && <Alert severity="warning">{t.pace('reply', failed, PACE_SECONDS.reply)}</Alert>}
        {failed === 'failed' && <Alert severity="error">{t.replyFailed}</Alert>}
        <TextField
          id="reply-body"
          label={t.yourReply}
          {...textFieldProps(form, 'body', `${form.watch('body').trim().length}/5000`)}
          disabled={sending}
          required
          multiline
          minRows={3}
          fullWidth
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t.posting : t.postReply}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
