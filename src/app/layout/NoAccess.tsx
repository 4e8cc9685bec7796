import LockIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAuth, useSignOut } from '@/features/auth/use-auth';
import { appTheme } from '@/theme';

/** A signed-in account without a back-office role: says so, and offers to sign out. */
export function NoAccess() {
  const { user } = useAuth();
  const [signOut, { isLoading }] = useSignOut();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = 'No access · Structura AI admin';
  }, []);
  return (
    <ThemeProvider theme={appTheme('light')}>
      <CssBaseline />
      <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
        <Paper variant="outlined" sx={{ p: 4, maxWidth: 460 }}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <LockIcon color="action" fontSize="large" />
            <Typography variant="h1" sx={{ fontSize: '1.6rem', fontWeight: 700 }}>
              No access to the back office
            </Typography>
            <Typography>
              You are signed in as {user?.email ?? 'this account'}, which has no back-office role. Ask an admin to give
              you the editor or admin role, or sign in with another account.
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                disabled={isLoading}
                onClick={async () => {
                  await signOut();
                  navigate('/admin/login', { replace: true });
                }}
              >
                Sign out
              </Button>
              <Button component={RouterLink} to="/">
                Back to the site
              </Button>
            </Stack>
          </Stack>
        </Paper>
      </Box>
    </ThemeProvider>
  );
}
