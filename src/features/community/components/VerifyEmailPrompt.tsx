import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useRefreshUserMutation, useSendVerificationMutation } from '@/features/auth/api';
import { authMessageKey } from '@/features/auth/messages';
import type { AuthUser } from '@/lib/data';
import { usePageMessages } from '@/i18n/use-page-messages';

type Note = { severity: 'success' | 'info' | 'error'; text: string } | null;

/** Where a member whose email is not verified yet would write: says so plainly (the rules refuse
 *  their posts), with Resend and "I've verified" (reloads the account and its token). */
export function VerifyEmailPrompt({ user }: { user: AuthUser }) {
  const [resend, resending] = useSendVerificationMutation();
  const [refresh, refreshing] = useRefreshUserMutation();
  const [note, setNote] = useState<Note>(null);
  const messages = usePageMessages();
  const t = messages.community.verify;

  const onResend = async () => {
    setNote(null);
    try {
      await resend().unwrap();
      setNote({ severity: 'success', text: t.sent(user.email) });
    } catch (error) {
      setNote({ severity: 'error', text: messages.auth.errors[authMessageKey(error)] });
    }
  };
  const onVerified = async () => {
    setNote(null);
    try {
      const fresh = await refresh().unwrap();
      // Verified: the auth slice hears it and the form replaces this prompt.
      if (!fresh?.emailVerified)
        setNote({
          severity: 'info',
          text: t.notYet,
        });
    } catch (error) {
      setNote({ severity: 'error', text: messages.auth.errors[authMessageKey(error)] });
    }
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="verify-email"
      sx={{ p: { xs: 2.5, md: 3 }, bgcolor: '#F6F8FA' }}
    >
      <Typography id="verify-email" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.sentTo} {user.email ? <strong>{user.email}</strong> : t.yourAddress}. {t.howTo}
      </Typography>
      <div role="status">
        {note && (
          <Alert severity={note.severity} sx={{ mb: 2 }}>
            {note.text}
          </Alert>
        )}
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" onClick={() => void onVerified()} disabled={refreshing.isLoading}>
          {refreshing.isLoading ? t.checking : t.verified}
        </Button>
        <Button variant="outlined" onClick={() => void onResend()} disabled={resending.isLoading}>
          {resending.isLoading ? t.sending : t.resend}
        </Button>
      </Stack>
    </Paper>
  );
}
