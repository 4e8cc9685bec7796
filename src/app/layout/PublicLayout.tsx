import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { THEME_ID } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import { lazy, memo, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Header } from '@/components/layout/Header';
import { ChunkErrorBoundary } from '@/components/ui/ChunkErrorBoundary';
import { Notice } from '@/components/ui/Notice';
import { PageHydrated } from '@/components/ui/PageHydrated';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { useBranding, useBrandingFavicon } from '@/features/branding/hooks';
import { useSocialLinks } from '@/features/social/queries';
import { useFeatureEnabled } from '@/features/toggles/hooks';
import { demoClosed, demoOpened, menuClosed, menuToggled, selectDemo, selectMenuOpen } from '@/features/ui/uiSlice';
import { useDemoHref } from '@/features/ui/useDemoHref';
import { lazyWithRetry } from '@/lib/util/lazy';
import { appTheme, publicThemeMode } from '@/theme';
import { brandingApi } from '@/features/branding/api';
import { socialApi } from '@/features/social/api';
import { togglesApi } from '@/features/toggles/api';
import { splitLocalePath } from '@/domain/locales';
import { LocaleProvider } from '@/i18n/locale-context';
import { useAppDispatch, useAppSelector } from '../hooks';

// Below the fold, so its code is not part of the page's first script: on a server-rendered page
// React hydrates the footer's HTML once the code arrives (until then its links work as plain
// links). Memoised: a re-render of the layout (the menu opening) must not reach it before that.
const LazyFooter = lazy(() => import('@/components/layout/Footer').then((m) => ({ default: m.Footer })));
const Footer = memo(function Footer(props: ComponentProps<typeof LazyFooter>) {
  return (
    <ChunkErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <LazyFooter {...props} />
      </Suspense>
    </ChunkErrorBoundary>
  );
});
// The language suggestion, after hydration only (it reads the browser's languages).

// The language switcher, in the footer (so with its code, below the fold).
const LanguageLinks = lazy(() => import('./LanguageLinks'));
// The page-wide notices (offline, live updates stopped), with MUI's Alert: in a chunk of their own.
const StatusBanners = lazy(() => import('./StatusBanners').then((m) => ({ default: m.StatusBanners })));
// The dialog's code loads on first open and then stays mounted, keeping what was typed.
const DemoDialog = lazyWithRetry(() => import('@/features/leads/components/DemoDialog'));

/** When the dialog's code cannot be loaded (offline, or a new deploy replaced it): say so where the
 *  visitor is looking, instead of a click that does nothing. */
function DemoUnavailable() {
  const dispatch = useAppDispatch();
  return (
    <Notice
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
    </Notice>
  );
}

// One element (the memoised footer must not re-render for a new one).
const LANGUAGE_LINKS = (
  <Suspense fallback={null}>
    <LanguageLinks />
  </Suspense>
);

/** What the layout reads, for the server renderer (src/entry-server.tsx). */
export const layoutPrefetch = () => [
  togglesApi.endpoints.getToggles.initiate(),
  brandingApi.endpoints.getBranding.initiate(),
  socialApi.endpoints.getSocialLinks.initiate(),
];

/** Header, page, footer and the demo dialog. The landing page forces the dark theme. */
export function PublicLayout() {
  const { pathname } = useLocation();
  // The page's language is its URL's (src/domain/locales.ts); the server writes it into <html lang>
  // (src/entry-server.tsx), the browser keeps it there across client-side navigation.
  const { locale } = splitLocalePath(pathname);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const headerDemoHref = useDemoHref();
  const dispatch = useAppDispatch();
  const menuOpen = useAppSelector(selectMenuOpen);
  const { logoUrl } = useBranding();
  const showBlog = useFeatureEnabled('blog');
  const showCaseStudies = useFeatureEnabled('case-studies');
  const social = useSocialLinks();
  const demo = useAppSelector(selectDemo);
  const demoStatus = demo.status;
  const [demoLoaded, setDemoLoaded] = useState(false);
  if (demoStatus !== 'closed' && !demoLoaded) setDemoLoaded(true);
  useBrandingFavicon();

  return (
    <LocaleProvider locale={locale}>
      <ThemeProvider themeId={THEME_ID} theme={appTheme(publicThemeMode(splitLocalePath(pathname).path))}>
        <CssBaseline />
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
          {/* The page with the dialog open by its URL (?demo) is the page itself to search engines. */}
          {demo.fromUrl && demoStatus !== 'closed' && <meta name="robots" content="noindex" />}
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          {/* Header, page and footer are Suspense boundaries: React hydrates each in short slices
            (yielding to the browser) instead of in one long task. */}
          <Suspense fallback={null}>
            <Header
              logoUrl={logoUrl}
              menuOpen={menuOpen}
              onMenuToggle={() => dispatch(menuToggled())}
              onMenuClose={() => dispatch(menuClosed())}
              onDemoClick={() => dispatch(demoOpened())}
              demoHref={headerDemoHref}
            />
          </Suspense>
          <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, pt: 8, outline: 'none' }}>
            <Suspense fallback={null}>
              <StatusBanners />
            </Suspense>

            <ChunkErrorBoundary resetKey={pathname}>
              <Suspense fallback={<PageSpinner />}>
                <Outlet />
                <PageHydrated />
              </Suspense>
            </ChunkErrorBoundary>
          </Box>
          <Footer
            logoUrl={logoUrl}
            showBlog={showBlog}
            showCaseStudies={showCaseStudies}
            social={social}
            languageLinks={LANGUAGE_LINKS}
          />
          {demoLoaded && (
            <ChunkErrorBoundary fallback={demoStatus === 'closed' ? null : <DemoUnavailable />}>
              <Suspense fallback={null}>
                <DemoDialog />
              </Suspense>
            </ChunkErrorBoundary>
          )}
        </Box>
      </ThemeProvider>
    </LocaleProvider>
  );
}
