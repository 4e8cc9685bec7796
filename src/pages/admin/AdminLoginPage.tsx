import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { Logo } from '@/components/ui/Logo';
import { textFieldProps } from '@/components/ui/formField';
import { useBackOffice, useSignIn } from '@/features/auth/hooks';
import { authErrorMessage } from '@/features/auth/messages';
import { signInSchema, type SignInInput, type SignInValues } from '@/features/auth/schema';
import { useSchemaForm } from '@/lib/form/schema-form';
import { appTheme } from '@/theme';

const EMPTY: SignInInput = { email: '', password: '' };

/** The back office's own sign-in. What was typed stays after a failure; the reason shows at the
 *  field (invalid input) or above the form (the identity service's answer, in words). */
export default function AdminLoginPage() {
  const form = useSchemaForm<SignInInput, SignInValues>(signInSchema, EMPTY);
  const { isSubmitting } = form.formState;
  const [signIn] = useSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const access = useBackOffice().state;
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/admin/dashboard';

  useEffect(() => {
    // Signed in: staff reach the back office; an account without a role sees the no-access page.
    if (access === 'staff' || access === 'noRole') navigate(from, { replace: true });
  }, [access, from, navigate]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signIn(values);
    } catch (error) {
      setFailure(authErrorMessage(error)); // already logged by useSignIn
    }
  });

  return (
    <ThemeProvider theme={appTheme('light')}>
      <CssBaseline />
      <Box
        component="main"
        sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.paper', p: 2 }}
      >
        <Paper
          component="form"
          onSubmit={submit}
          noValidate
          variant="outlined"
          sx={{ p: 4, width: '100%', maxWidth: 420 }}
        >
          <Stack spacing={2.5}>
            <Box component={RouterLink} to="/" aria-label="Back to the site" sx={{ textDecoration: 'none' }}>
              <Logo />
            </Box>
            <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
              Admin sign in
            </Typography>
            {failure && <Alert severity="error">{failure}</Alert>}
            <TextField
              id="admin-email"
              label="Email"
              type="email"
              required
              autoComplete="username"
              {...textFieldProps(form, 'email')}
            />
            <TextField
              id="admin-password"
              label="Password"
              type="password"
              required
              autoComplete="current-password"
              {...textFieldProps(form, 'password')}
            />
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
              {isSubmitting ? 'Signing in...' : 'Sign in'}
            </Button>
          </Stack>
        </Paper>
      </Box>
    </ThemeProvider>
  );
}
