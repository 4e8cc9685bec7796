import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { Logo } from '@/components/ui/Logo';
import { useSignInMutation } from '@/features/auth/api';
import { useStaffAccess } from '@/features/auth/hooks';
import { appTheme } from '@/theme';

function signInMessage(code: string | undefined): string {
  if (
    code === 'auth/invalid-credential' ||
    code === 'auth/wrong-password' ||
    code === 'auth/user-not-found' ||
    code === 'auth/invalid-email'
  )
    return 'Incorrect email or password.';
  if (code === 'auth/too-many-requests') return 'Too many attempts. Wait a minute and try again.';
  if (code === 'auth/network-request-failed') return 'Cannot reach the sign-in service. Check your connection.';
  return 'Sign-in failed. Please try again.';
}

export default function AdminLoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [signIn, { isLoading, error, reset }] = useSignInMutation();
  const { access } = useStaffAccess('admin');
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/admin/dashboard';
  const [attempted, setAttempted] = useState(false);

  useEffect(() => {
    if (access === 'allowed') navigate(from, { replace: true });
  }, [access, from, navigate]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    reset();
    setAttempted(true);
    await signIn({ email: email.trim(), password });
  };
  const errorCode = (error as { code?: string } | undefined)?.code;
  const noAccess = attempted && !error && !isLoading && access === 'denied';

  return (
    <ThemeProvider theme={appTheme('light')}>
      <CssBaseline />
      <Box
        component="main"
        sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.paper', p: 2 }}
      >
        <Paper component="form" onSubmit={submit} variant="outlined" sx={{ p: 4, width: '100%', maxWidth: 420 }}>
          <Stack spacing={2.5}>
            <Box component={RouterLink} to="/" aria-label="Back to the site" sx={{ textDecoration: 'none' }}>
              <Logo />
            </Box>
            <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
              Admin sign in
            </Typography>
            {error && <Alert severity="error">{signInMessage(errorCode)}</Alert>}
            {noAccess && <Alert severity="warning">This account does not have admin access.</Alert>}
            <TextField
              label="Email"
              type="email"
              required
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <TextField
              label="Password"
              type="password"
              required
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Button type="submit" variant="contained" size="large" disabled={isLoading}>
              {isLoading ? 'Signing in...' : 'Sign in'}
            </Button>
          </Stack>
        </Paper>
      </Box>
    </ThemeProvider>
  );
}
