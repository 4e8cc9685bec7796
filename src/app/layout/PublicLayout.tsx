import { LazyAlert } from '@/components/ui/LazyAlert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { THEME_ID } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Header } from '@/components/layout/Header';
import { ChunkErrorBoundary } from '@/components/ui/ChunkErrorBoundary';
import { lazySection } from '@/components/ui/LazySection';
import { PageHydrated } from '@/components/ui/PageHydrated';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { useBranding, useBrandingFavicon } from '@/features/branding/hooks';
import { useSocialLinks } from '@/features/social/queries';
import { useFeatureEnabled } from '@/features/toggles/hooks';
import { demoClosed, demoOpened, menuClosed, menuToggled, selectDemo, selectMenuOpen } from '@/features/ui/uiSlice';
import { deferredComponent } from '@/lib/deferred-component';
import { lazyWithRetry } from '@/lib/lazy';
import { appTheme, publicThemeMode } from '@/theme';
import { useAppDispatch, useAppSelector } from '../hooks';

// Below the fold, so its code is not part of the page's first script: on a prerendered page React
// hydrates the footer's HTML once the code arrives (until then its links work as plain links).
const Footer = lazySection('footer', () => import('@/components/layout/Footer').then((m) => ({ default: m.Footer })));
// The page-wide notices (offline, live updates stopped) never show on a page's first paint: their
// code loads once the page answers input (nothing shows until then, as on the server).
const StatusBanners = deferredComponent(
  () => import('./StatusBanners').then((m) => m.StatusBanners),
  () => null,
).Deferred;
// The dialog's code loads on first open and then stays mounted, keeping what was typed.
const DemoDialog = lazyWithRetry(() => import('@/features/leads/components/DemoDialog'));

/** When the dialog's code cannot be loaded (offline, or a new deploy replaced it): say so where the
 *  visitor is looking, instead of a click that does nothing. */
function DemoUnavailable() {
  const dispatch = useAppDispatch();
  return (
    <LazyAlert
      severity="error"
      role="alert"
      action={
        <>
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button color="inherit" size="small" onClick={() => dispatch(demoClosed())}>
            Close
          </Button>
        </>
      }
      sx={{ position: 'fixed', left: 16, right: 16, bottom: 16, zIndex: 'modal', maxWidth: 560, mx: 'auto' }}
    >
      The request form could not be loaded. Check your connection and reload the page.
    </LazyAlert>
  );
}

/** Header, page, footer and the demo dialog. The landing page forces the dark theme. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const menuOpen = useAppSelector(selectMenuOpen);
  const { logoUrl } = useBranding();
  const showBlog = useFeatureEnabled('blog');
  const showCaseStudies = useFeatureEnabled('case-studies');
  const social = useSocialLinks();
  const demoStatus = useAppSelector(selectDemo).status;
  const [demoLoaded, setDemoLoaded] = useState(false);
  if (demoStatus !== 'closed' && !demoLoaded) setDemoLoaded(true);
  useBrandingFavicon();

  return (
    <ThemeProvider themeId={THEME_ID} theme={appTheme(publicThemeMode(pathname))}>
      <CssBaseline />
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {/* Header, page and footer are Suspense boundaries: React hydrates each in short slices
            (yielding to the browser) instead of in one long task. The footer's code loads apart
            (lazySection); its prerendered HTML stays as it is until then. */}
        <Suspense fallback={null}>
          <Header
            logoUrl={logoUrl}
            menuOpen={menuOpen}
            onMenuToggle={() => dispatch(menuToggled())}
            onMenuClose={() => dispatch(menuClosed())}
            onDemoClick={() => dispatch(demoOpened())}
          />
        </Suspense>
        <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, pt: 8, outline: 'none' }}>
          <StatusBanners />
          <ChunkErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
              <PageHydrated />
            </Suspense>
          </ChunkErrorBoundary>
        </Box>
        <Footer logoUrl={logoUrl} showBlog={showBlog} showCaseStudies={showCaseStudies} social={social} />
        {demoLoaded && (
          <ChunkErrorBoundary fallback={demoStatus === 'closed' ? null : <DemoUnavailable />}>
            <Suspense fallback={null}>
              <DemoDialog />
            </Suspense>
          </ChunkErrorBoundary>
        )}
      </Box>
    </ThemeProvider>
  );
}
