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
import { useMemo, useState } from 'react';
import { textFieldProps } from '@/components/ui/formField';
import { useHoneypot } from '@/components/ui/Honeypot';
import { useResetPassword, useSignIn, useSignUp } from '@/features/auth/hooks';
import { authMessageKey, looksSent } from '@/features/auth/messages';
import { usePageMessages } from '@/i18n/use-page-messages';
import {
  MIN_PASSWORD_LENGTH,
  authSchemasFor,
  type ResetPasswordValues,
  type SignInValues,
  type SignUpInput,
  type SignUpValues,
} from '@/features/auth/schema';
import { useSchemaForm } from '@/lib/form/schema-form';

const isNameTaken = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'name-taken';

export type AuthMode = 'signIn' | 'signUp' | 'reset';
const EMPTY: SignUpInput = { displayName: '', email: '', password: '' };
// One form for every mode (what was typed carries over when switching); each mode checks its own
// fields. Sign-in ignores the display name, the reset form everything but the email.
type Values = SignInValues | SignUpValues | ResetPasswordValues;

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
  const { auth: t } = usePageMessages();
  // Each mode's schema, with the page's language's reasons.
  const schemas = useMemo(() => authSchemasFor(t.reasons), [t]);
  const form = useSchemaForm<SignUpInput, Values>(schemas[shown], EMPTY);
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
        setSent(t.resetSent(values.email));
      } else if ('displayName' in values) {
        // A filled honeypot: a bot. It sees the usual words; no account is made.
        if (!honeypot.tripped()) await signUp(values);
        honeypot.clear();
        setSent(t.checkInboxText(values.email));
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
        form.setError('displayName', { message: t.nameTaken }, { shouldFocus: true });
        return;
      }
      // A taken address: its owner was emailed; the words are the same as for a new account.
      if (shown === 'signUp' && looksSent(error)) {
        reset(EMPTY);
        setSent(t.checkInboxText(values.email));
        return;
      }
      setFailure(t.errors[authMessageKey(error)]); // logged by the hook; what was typed stays
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
        name === 'password' && shown === 'signUp' ? t.passwordHint(MIN_PASSWORD_LENGTH) : ' ',
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
        <DialogTitle id="auth-dialog-title">{t.checkInbox}</DialogTitle>
        <DialogContent>
          <DialogContentText role="status">{sent}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button variant="contained" onClick={close}>
            {t.done}
          </Button>
        </DialogActions>
      </Dialog>
    );

  return (
    <Dialog open={mode !== null} onClose={close} fullWidth maxWidth="xs" aria-labelledby="auth-dialog-title">
      <form onSubmit={submit} noValidate>
        {shown === 'signUp' && honeypot.field}
        <DialogTitle id="auth-dialog-title">{t.title[shown]}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t.intro[shown]}</DialogContentText>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Stack spacing={1}>
            {shown === 'signUp' && field('displayName', t.displayName, 'text', 'nickname')}
            {field('email', t.email, 'email', 'email')}
            {shown !== 'reset' &&
              field('password', t.password, 'password', shown === 'signUp' ? 'new-password' : 'current-password')}
          </Stack>
          <Stack spacing={0.5}>
            {shown === 'signIn' && (
              <Typography variant="body2" color="text.secondary">
                {modeLink('reset', t.forgot)}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {shown === 'signIn' ? t.newHere : shown === 'signUp' ? t.haveAccount : t.remembered}
              {shown === 'signIn' ? modeLink('signUp', t.createAccount) : modeLink('signIn', t.signIn)}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={close} color="inherit" disabled={busy}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t.busy[shown] : t.action[shown]}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
