import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ChunkErrorBoundary } from '@/components/ui/ChunkErrorBoundary';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { useAuth, useSignOut } from '@/features/auth/use-auth';
import { useEnsureTogglesMutation } from '@/features/toggles/admin-api';
import type { StaffRole } from '@/lib/entity';
import { adminTheme } from '@/theme/admin';
import type { AdminSection } from '../admin/registry';
import { DraftsGate } from '../persistor';
import { AdminNav } from './AdminNav';
import { StatusBanners } from './StatusBanners';

const DRAWER = 248;
const ROLE_LABEL: Record<StaffRole, string> = { admin: 'Admin', editor: 'Editor', contributor: 'Contributor' };

/** The back office's frame: navigation (a permanent drawer on desktop, behind a menu button on
 *  phones), an app bar with the signed-in user and Sign out, breadcrumbs, then the page. */
export function AdminLayout({
  role,
  section,
  children,
}: {
  role: StaffRole;
  section?: AdminSection;
  children: ReactNode;
}) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [signOut, { isLoading: signingOut }] = useSignOut();
  const [ensureToggles] = useEnsureTogglesMutation();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    // Admins create the toggle documents that are missing; visitors never write toggles.
    if (role === 'admin') void ensureToggles();
  }, [ensureToggles, role]);

  // A link tapped in the phone menu closes it.
  const nav = <AdminNav role={role} onNavigate={() => setMenuOpen(false)} />;
  return (
    <ThemeProvider theme={adminTheme()}>
      <CssBaseline />
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <AppBar
          position="fixed"
          color="inherit"
          sx={{
            width: { md: `calc(100% - ${DRAWER}px)` },
            ml: { md: `${DRAWER}px` },
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Toolbar sx={{ gap: 1 }}>
            <IconButton
              edge="start"
              aria-label="Open navigation"
              onClick={() => setMenuOpen(true)}
              sx={{ display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
            <Typography variant="body2" color="text.secondary" noWrap sx={{ mr: 'auto', minWidth: 0 }}>
              Signed in as {user?.displayName || user?.email} · {ROLE_LABEL[role]}
            </Typography>
            <Button
              startIcon={<LogoutIcon />}
              disabled={signingOut}
              onClick={async () => {
                navigate('/admin/login', { replace: true });
                await signOut();
              }}
              sx={{ flexShrink: 0 }}
            >
              Sign out
            </Button>
          </Toolbar>
        </AppBar>
        <Box component="nav" aria-label="Admin" sx={{ width: { md: DRAWER }, flexShrink: { md: 0 } }}>
          <Drawer
            variant="temporary"
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            ModalProps={{ keepMounted: false }}
            sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER } }}
          >
            {nav}
          </Drawer>
          <Drawer
            variant="permanent"
            open
            sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': { width: DRAWER } }}
          >
            {nav}
          </Drawer>
        </Box>
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, pt: { xs: 10, md: 11 } }}>
          <Box sx={{ mb: 2, '&:empty': { display: 'none' } }}>
            <StatusBanners />
          </Box>
          {section && (
            <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
              <Link component={RouterLink} to="/admin/dashboard" color="inherit">
                Admin
              </Link>
              <Typography color="text.secondary">{section.group}</Typography>
              <Typography color="text.primary" aria-current="page">
                {section.label}
              </Typography>
            </Breadcrumbs>
          )}
          <DraftsGate fallback={<PageSpinner />}>
            <ChunkErrorBoundary>
              <Suspense fallback={<PageSpinner />}>{children}</Suspense>
            </ChunkErrorBoundary>
          </DraftsGate>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
