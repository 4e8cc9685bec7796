import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense, useEffect } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { ChunkErrorBoundary } from '@/components/ui/ChunkErrorBoundary';
import { Logo } from '@/components/ui/Logo';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { useAuth, useSignOut } from '@/features/auth/hooks';
import { useEnsureTogglesMutation } from '@/features/toggles/api';
import { appTheme } from '@/theme';
import { DraftsGate } from '../persistor';
import { ADMIN_PAGES } from './adminNav';

export function AdminLayout() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [signOut] = useSignOut();
  const [ensureToggles] = useEnsureTogglesMutation();
  useEffect(() => {
    // Staff create the toggle documents that are missing; visitors never write toggles.
    void ensureToggles();
  }, [ensureToggles]);

  return (
    <ThemeProvider theme={appTheme('light')}>
      <CssBaseline />
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <Box
          component="nav"
          aria-label="Admin"
          sx={{
            width: 240,
            flexShrink: 0,
            borderRight: '1px solid',
            borderColor: 'divider',
            p: 2,
            display: { xs: 'none', md: 'block' },
          }}
        >
          <Logo />
          <List sx={{ mt: 2 }}>
            {ADMIN_PAGES.map((p) => (
              <ListItemButton
                key={p.path}
                component={NavLink}
                to={`/admin/${p.path}`}
                sx={{ borderRadius: 2, '&.active': { bgcolor: 'action.selected' } }}
              >
                <ListItemText primary={p.label} />
              </ListItemButton>
            ))}
          </List>
        </Box>
        <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
          <Box
            component="header"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              px: 3,
              py: 1.5,
              borderBottom: '1px solid',
              borderColor: 'divider',
            }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
              Signed in as {user?.displayName ?? user?.email}
            </Typography>
            <Button
              startIcon={<LogoutIcon />}
              onClick={async () => {
                navigate('/admin/login', { replace: true });
                await signOut();
              }}
            >
              Sign out
            </Button>
          </Box>
          <Box component="main" sx={{ p: 3, flex: 1 }}>
            <DraftsGate fallback={<PageSpinner />}>
              <ChunkErrorBoundary>
                <Suspense fallback={<PageSpinner />}>
                  <Outlet />
                </Suspense>
              </ChunkErrorBoundary>
            </DraftsGate>
          </Box>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
