import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { textFieldProps } from '@/components/ui/formField';
import { useHoneypot } from '@/components/ui/Honeypot';
import type { AuthUser } from '@/lib/data';
import { useSchemaForm } from '@/lib/form/schema-form';
import { PACE_SECONDS, useCreateCommunityPostMutation } from '../api';
import { newPostSchemaFor, type NewPostInput } from '../schema';
import { refusal } from './pace';
import { VerifyEmailPrompt } from './VerifyEmailPrompt';
import { usePageMessages } from '@/i18n/use-page-messages';

const EMPTY: NewPostInput = { title: '', body: '' };

/** A member starts a discussion (once their email is verified). What they typed stays if the
 *  write fails. */
export function NewDiscussionForm({ user }: { user: AuthUser }) {
  return user.emailVerified ? <DiscussionFields user={user} /> : <VerifyEmailPrompt user={user} />;
}

function DiscussionFields({ user }: { user: AuthUser }) {
  const [create, { isLoading: sending }] = useCreateCommunityPostMutation();
  const honeypot = useHoneypot();
  const { community: t } = usePageMessages();
  const schema = useMemo(() => newPostSchemaFor(t.validation), [t]);
  const form = useSchemaForm<NewPostInput>(schema, EMPTY);
  // The button is busy from the press; the fields wait only while the post is written (so the
  // first invalid one can take the focus).
  const { isSubmitting: busy, isDirty } = form.formState;
  const [status, setStatus] = useState<'idle' | 'failed' | 'posted' | number>('idle');

  const submit = form.handleSubmit(async (values) => {
    try {
      // A filled honeypot (a bot) gets the usual success and nothing is written.
      if (!honeypot.tripped()) await create({ ...values, user }).unwrap();
      honeypot.clear();
      form.reset(EMPTY);
      setStatus('posted');
    } catch (error) {
      setStatus(refusal(error)); // seconds to wait when posting too fast
    }
  });
  const count = (name: keyof NewPostInput, max: string) => `${form.watch(name).trim().length}/${max}`;

  return (
    <Paper component="section" variant="outlined" aria-labelledby="new-discussion" sx={{ p: { xs: 2.5, md: 3 } }}>
      <Typography id="new-discussion" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t.startDiscussion}
      </Typography>
      <form onSubmit={submit} noValidate>
        {honeypot.field}
        <Stack spacing={2}>
          {typeof status === 'number' && <Alert severity="warning">{t.pace('post', status, PACE_SECONDS.post)}</Alert>}
          {status === 'failed' && <Alert severity="error">{t.postFailed}</Alert>}
          {/* Shown until the member starts typing the next one. */}
          {status === 'posted' && !isDirty && <Alert severity="success">{t.posted}</Alert>}
          <TextField
            id="discussion-title"
            label={t.titleField}
            {...textFieldProps(form, 'title', count('title', '200'))}
            disabled={sending}
            required
            fullWidth
          />
          <TextField
            id="discussion-body"
            label={t.bodyField}
            {...textFieldProps(form, 'body', count('body', '10000'))}
            disabled={sending}
            required
            multiline
            minRows={4}
            fullWidth
          />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? t.posting : t.postDiscussion}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}
