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
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useSignInMutation, useSignUpMutation } from '@/features/auth/api';
import { fieldErrors, signInSchema, signUpSchema } from '../schema';
import { authErrorMessage } from './authMessages';

export type AuthMode = 'signIn' | 'signUp';
const EMPTY = { displayName: '', email: '', password: '' };

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
  const [signIn, signInState] = useSignInMutation();
  const [signUp, signUpState] = useSignUpMutation();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const busy = signInState.isLoading || signUpState.isLoading;
  const isSignUp = mode === 'signUp';

  const change = (e: ChangeEvent<HTMLInputElement>) => {
    setForm((f) => ({ ...f, [e.target.name]: e.target.value }));
    setErrors((er) => ({ ...er, [e.target.name]: '' }));
  };
  const switchMode = () => {
    setErrors({});
    setFailure(null);
    onModeChange(isSignUp ? 'signIn' : 'signUp');
  };
  const close = () => {
    if (busy) return;
    setErrors({});
    setFailure(null);
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const input = { ...form, email: form.email.trim() };
    const parsed = isSignUp ? signUpSchema.safeParse(input) : signInSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    try {
      if (isSignUp) {
        await signUp(signUpSchema.parse(input)).unwrap();
      } else {
        await signIn(signInSchema.parse(input)).unwrap();
      }
      setForm(EMPTY);
      onClose();
    } catch (error) {
      setFailure(authErrorMessage(error));
    }
  };

  const field = (name: keyof typeof EMPTY, label: string, type: string, autoComplete: string) => (
    <TextField
      id={`auth-${name}`}
      name={name}
      label={label}
      type={type}
      value={form[name]}
      onChange={change}
      autoComplete={autoComplete}
      error={Boolean(errors[name])}
      helperText={errors[name] || (name === 'password' && isSignUp ? 'At least 6 characters' : ' ')}
      disabled={busy}
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
            {busy ? 'Please wait...' : isSignUp ? 'Create account' : 'Sign in'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
