import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { textFieldProps } from '@/components/ui/formField';
import { useHoneypot } from '@/components/ui/Honeypot';
import { useResetPassword, useSignIn, useSignUp } from '@/features/auth/hooks';
import { authErrorMessage, checkInboxMessage, looksSent, resetSentMessage } from '@/features/auth/messages';
import {
  MIN_PASSWORD_LENGTH,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  type ResetPasswordValues,
  type SignInValues,
  type SignUpInput,
  type SignUpValues,
} from '@/features/auth/schema';
import { useSchemaForm } from '@/lib/form/schema-form';
import { NAME_TAKEN_MESSAGE } from '@/domain/display-names';

const isNameTaken = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'name-taken';

export type AuthMode = 'signIn' | 'signUp' | 'reset';
const EMPTY: SignUpInput = { displayName: '', email: '', password: '' };
// One form for every mode (what was typed carries over when switching); each mode checks its own
// fields. Sign-in ignores the display name, the reset form everything but the email.
type Values = SignInValues | SignUpValues | ResetPasswordValues;
const SCHEMA = { signIn: signInSchema, signUp: signUpSchema, reset: resetPasswordSchema };
const TITLE = { signIn: 'Sign in', signUp: 'Join the community', reset: 'Reset your password' };
const INTRO = {
  signIn: 'Sign in to start discussions and reply to other engineers.',
  signUp: 'Create a free account to start discussions and reply to other engineers.',
  reset: "Enter your account's email and we'll send you a link to choose a new password.",
};

/** Sign in, create an account (email, password, display name) or ask for a password-reset link
 *  without leaving the page. Sign-up and reset end on "check your inbox" words that never say
 *  whether the address has an account. */
export function AuthDialog({
  mode,
  onClose,
  onModeChange,
}: {
  mode: AuthMode | null;
  onClose: () => void;
  onModeChange: (mode: AuthMode) => void;
}) {
  // What the dialog last showed, kept while it fades out after closing; a new opening starts on
  // the form again.
  const [shown, setShown] = useState<AuthMode>(mode ?? 'signIn');
  const [sent, setSent] = useState<string | null>(null);
  const [open, setOpen] = useState(mode !== null);
  if (mode !== null && mode !== shown) setShown(mode);
  if ((mode !== null) !== open) {
    setOpen(mode !== null);
    if (mode !== null) setSent(null);
  }
  const form = useSchemaForm<SignUpInput, Values>(SCHEMA[shown], EMPTY);
  const { handleSubmit, reset, clearErrors } = form;
  const [signIn, signingIn] = useSignIn();
  const [signUp, signingUp] = useSignUp();
  const [resetPassword, resetting] = useResetPassword();
  const honeypot = useHoneypot();
  // The button is busy from the press; the fields wait only while the identity service answers, so
  // the first invalid one can take the focus.
  const busy = form.formState.isSubmitting;
  const sending = signingIn.isLoading || signingUp.isLoading || resetting.isLoading;
  const [failure, setFailure] = useState<string | null>(null);

  const switchMode = (next: AuthMode) => {
    clearErrors();
    setFailure(null);
    onModeChange(next);
  };
  const close = () => {
    if (busy) return;
    clearErrors();
    setFailure(null);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (shown === 'reset') {
        await resetPassword({ email: values.email });
        setSent(resetSentMessage(values.email));
      } else if ('displayName' in values) {
        // A filled honeypot: a bot. It sees the usual words; no account is made.
        if (!honeypot.tripped()) await signUp(values);
        honeypot.clear();
        setSent(checkInboxMessage(values.email));
      } else if ('password' in values) {
        await signIn(values);
        reset(EMPTY);
        onClose();
        return;
      }
      reset(EMPTY);
    } catch (error) {
      // A name another member holds: said at the field, everything typed kept.
      if (shown === 'signUp' && isNameTaken(error)) {
        form.setError('displayName', { message: NAME_TAKEN_MESSAGE }, { shouldFocus: true });
        return;
      }
      // A taken address: its owner was emailed; the words are the same as for a new account.
      if (shown === 'signUp' && looksSent(error)) {
        reset(EMPTY);
        setSent(checkInboxMessage(values.email));
        return;
      }
      setFailure(authErrorMessage(error)); // logged by the hook; what was typed stays
    }
  });

  const field = (name: keyof SignUpInput, label: string, type: string, autoComplete: string) => (
    <TextField
      id={`auth-${name}`}
      label={label}
      type={type}
      autoComplete={autoComplete}
      {...textFieldProps(
        form,
        name,
        name === 'password' && shown === 'signUp' ? `At least ${MIN_PASSWORD_LENGTH} characters` : ' ',
      )}
      disabled={sending}
      required
      fullWidth
    />
  );
  const modeLink = (to: AuthMode, text: string) => (
    <Link component="button" type="button" onClick={() => switchMode(to)} sx={{ verticalAlign: 'baseline' }}>
      {text}
    </Link>
  );

  if (sent !== null)
    return (
      <Dialog open={mode !== null} onClose={close} fullWidth maxWidth="xs" aria-labelledby="auth-dialog-title">
        <DialogTitle id="auth-dialog-title">Check your inbox</DialogTitle>
        <DialogContent>
          <DialogContentText role="status">{sent}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button variant="contained" onClick={close}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    );

  return (
    <Dialog open={mode !== null} onClose={close} fullWidth maxWidth="xs" aria-labelledby="auth-dialog-title">
      <form onSubmit={submit} noValidate>
        {shown === 'signUp' && honeypot.field}
        <DialogTitle id="auth-dialog-title">{TITLE[shown]}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{INTRO[shown]}</DialogContentText>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Stack spacing={1}>
            {shown === 'signUp' && field('displayName', 'Display name', 'text', 'nickname')}
            {field('email', 'Email', 'email', 'email')}
            {shown !== 'reset' &&
              field('password', 'Password', 'password', shown === 'signUp' ? 'new-password' : 'current-password')}
          </Stack>
          <Stack spacing={0.5}>
            {shown === 'signIn' && (
              <Typography variant="body2" color="text.secondary">
                {modeLink('reset', 'Forgot your password?')}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {shown === 'signIn' ? 'New here? ' : shown === 'signUp' ? 'Already have an account? ' : 'Remembered it? '}
              {shown === 'signIn' ? modeLink('signUp', 'Create an account') : modeLink('signIn', 'Sign in')}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={close} color="inherit" disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? BUSY[shown] : ACTION[shown]}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

const ACTION = { signIn: 'Sign in', signUp: 'Create account', reset: 'Send reset link' };
const BUSY = { signIn: 'Signing in...', signUp: 'Creating account...', reset: 'Sending...' };
