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
import { useSignIn, useSignUp } from '@/features/auth/hooks';
import { authErrorMessage } from '@/features/auth/messages';
import {
  MIN_PASSWORD_LENGTH,
  signInSchema,
  signUpSchema,
  type SignInValues,
  type SignUpInput,
  type SignUpValues,
} from '@/features/auth/schema';
import { useSchemaForm } from '@/lib/form';

export type AuthMode = 'signIn' | 'signUp';
const EMPTY: SignUpInput = { displayName: '', email: '', password: '' };
// One form for both modes (what was typed carries over when switching); each mode checks its own
// fields. Sign-in ignores the display name.
type Values = SignInValues | SignUpValues;

/** Sign in or create an account (email, password, display name) without leaving the page. */
export function AuthDialog({
  mode,
  onClose,
  onModeChange,
}: {
  mode: AuthMode | null;
  onClose: () => void;
  onModeChange: (mode: AuthMode) => void;
}) {
  const isSignUp = mode === 'signUp';
  const form = useSchemaForm<SignUpInput, Values>(isSignUp ? signUpSchema : signInSchema, EMPTY);
  const { handleSubmit, reset, clearErrors } = form;
  const [signIn, signingIn] = useSignIn();
  const [signUp, signingUp] = useSignUp();
  // The button is busy from the press; the fields wait only while the identity service answers, so
  // the first invalid one can take the focus.
  const busy = form.formState.isSubmitting;
  const sending = signingIn.isLoading || signingUp.isLoading;
  const [failure, setFailure] = useState<string | null>(null);

  const switchMode = () => {
    clearErrors();
    setFailure(null);
    onModeChange(isSignUp ? 'signIn' : 'signUp');
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
      if ('displayName' in values) await signUp(values);
      else await signIn(values);
      reset(EMPTY);
      onClose();
    } catch (error) {
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
        name === 'password' && isSignUp ? `At least ${MIN_PASSWORD_LENGTH} characters` : ' ',
      )}
      disabled={sending}
      required
      fullWidth
    />
  );

  return (
    <Dialog open={mode !== null} onClose={close} fullWidth maxWidth="xs" aria-labelledby="auth-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="auth-dialog-title">{isSignUp ? 'Join the community' : 'Sign in'}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {isSignUp
              ? 'Create a free account to start discussions and reply to other engineers.'
              : 'Sign in to start discussions and reply to other engineers.'}
          </DialogContentText>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Stack spacing={1}>
            {isSignUp && field('displayName', 'Display name', 'text', 'nickname')}
            {field('email', 'Email', 'email', 'email')}
            {field('password', 'Password', 'password', isSignUp ? 'new-password' : 'current-password')}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {isSignUp ? 'Already have an account? ' : 'New here? '}
            <Link component="button" type="button" onClick={switchMode} sx={{ verticalAlign: 'baseline' }}>
              {isSignUp ? 'Sign in' : 'Create an account'}
            </Link>
          </Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={close} color="inherit" disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? (isSignUp ? 'Creating account...' : 'Signing in...') : isSignUp ? 'Create account' : 'Sign in'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
