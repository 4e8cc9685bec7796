import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useRefreshUserMutation, useSendVerificationMutation } from '@/features/auth/api';
import { authErrorMessage } from '@/features/auth/messages';
import type { AuthUser } from '@/lib/data';

type Note = { severity: 'success' | 'info' | 'error'; text: string } | null;

/** Where a member whose email is not verified yet would write: says so plainly (the rules refuse
 *  their posts), with Resend and "I've verified" (reloads the account and its token). */
export function VerifyEmailPrompt({ user }: { user: AuthUser }) {
  const [resend, resending] = useSendVerificationMutation();
  const [refresh, refreshing] = useRefreshUserMutation();
  const [note, setNote] = useState<Note>(null);

  const onResend = async () => {
    setNote(null);
    try {
      await resend().unwrap();
      setNote({ severity: 'success', text: `Sent. Check the inbox of ${user.email ?? 'your account'}.` });
    } catch (error) {
      setNote({ severity: 'error', text: authErrorMessage(error) });
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
          text: 'Your email isn\'t verified yet. Open the link in the email we sent, then press "I\'ve verified" again.',
        });
    } catch (error) {
      setNote({ severity: 'error', text: authErrorMessage(error) });
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
        Verify your email to post
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        We sent a link to {user.email ? <strong>{user.email}</strong> : 'your email address'}. Open it to confirm the
        address, then come back and press &quot;I&apos;ve verified&quot;. Only verified members can start discussions
        and reply.
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
          {refreshing.isLoading ? 'Checking...' : "I've verified"}
        </Button>
        <Button variant="outlined" onClick={() => void onResend()} disabled={resending.isLoading}>
          {resending.isLoading ? 'Sending...' : 'Resend email'}
        </Button>
      </Stack>
    </Paper>
  );
}
