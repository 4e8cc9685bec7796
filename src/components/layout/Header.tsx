import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { alpha } from '@mui/material/styles';
import { Suspense, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { HEADER_SCROLL_THRESHOLD_PX } from '@/config/constants';
import { useMessages } from '@/i18n/use-messages';
import { lazyWithRetry } from '@/lib/util/lazy';
import { Logo } from '../ui/Logo';
import { useHydrated } from '../ui/useHydrated';
import { GetDemoLink } from './GetDemoLink';
import { HEADER_LINKS } from './nav';
import { pagePath } from '@/domain/site/paths';
import { useLocale } from '@/i18n/locale-context';
import { useScrolledPast } from './useScrolledPast';

// The phone menu's drawer (MUI's Modal and lists) is not in the first paint: it loads when first opened.
const MobileMenu = lazyWithRetry(() => import('./MobileMenu'));

export interface HeaderProps {
  logoUrl: string | null;
  menuOpen: boolean;
  onMenuToggle: () => void;
  onMenuClose: () => void;
  onDemoClick: () => void;
  /** Get a Demo's link (the page with `?demo`), which works before the app runs and without it. */
  demoHref: string;
}

/** The phone menu without the app: the header's menu link points here, and CSS shows it while it is
 *  the URL's target (#site-menu). */
export const SITE_MENU_ID = 'site-menu';

/** The phone menu as the server renders it: the header's links in a panel under the toolbar, shown
 *  by CSS while it is the URL's target. It works before the app starts and without JavaScript; once
 *  the app runs, the menu button opens the drawer instead (a link tapped here still navigates). */
function SiteMenu() {
  const t = useMessages();
  const locale = useLocale();
  return (
    <Box
      component="nav"
      id={SITE_MENU_ID}
      aria-label={t.layout.menu}
      sx={(theme) => ({
        display: 'none',
        // Below md only: from md the header shows the links itself.
        [theme.breakpoints.down('md')]: { '&:target': { display: 'block' } },
        bgcolor: 'background.paper',
        borderTop: '1px solid',
        borderBottom: '1px solid',
        borderColor: 'divider',
        boxShadow: 4,
      })}
    >
      <Container maxWidth="lg" sx={{ py: 1 }}>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {HEADER_LINKS.map((link) => (
            <li key={link.to}>
              <Button
                component={RouterLink}
                to={pagePath(link.to, locale)}
                color="inherit"
                fullWidth
                sx={{ justifyContent: 'flex-start', py: 1.5, fontSize: '1rem' }}
              >
                {t.layout.nav[link.key]}
              </Button>
            </li>
          ))}
        </Box>
        <Button component="a" href="#" color="inherit" fullWidth startIcon={<CloseIcon />} sx={{ mt: 1 }}>
          {t.layout.closeMenu}
        </Button>
      </Container>
    </Box>
  );
}

/** The phone menu's toggle. Before the app has hydrated it (and without JavaScript) it is a link to
 *  the server-rendered menu (<SiteMenu />); then a button that opens the drawer. A component of its
 *  own: the switch re-renders it alone after hydration, not the whole header. */
function MenuToggle({ menuOpen, onMenuToggle }: Pick<HeaderProps, 'menuOpen' | 'onMenuToggle'>) {
  const hydrated = useHydrated();
  const t = useMessages();
  return (
    <Button
      href={`#${SITE_MENU_ID}`}
      color="inherit"
      aria-label={menuOpen ? t.layout.closeMenu : t.layout.openMenu}
      {...(hydrated && { role: 'button', 'aria-expanded': menuOpen, 'aria-controls': 'mobile-menu' })}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        onMenuToggle();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        // A button answers Space too (a link only Enter).
        if (event.key !== ' ') return;
        event.preventDefault();
        onMenuToggle();
      }}
      sx={{ display: { md: 'none' }, minWidth: 0, p: 1, mr: -1.5, borderRadius: '50%' }}
    >
      {menuOpen ? <CloseIcon /> : <MenuIcon />}
    </Button>
  );
}

/** Fixed header; turns to glass after 50 px of scroll. */
export function Header({ logoUrl, menuOpen, onMenuToggle, onMenuClose, onDemoClick, demoHref }: HeaderProps) {
  const locale = useLocale();
  // Once opened the menu stays mounted, so it closes with its transition.
  const [menuUsed, setMenuUsed] = useState(menuOpen);
  if (menuOpen && !menuUsed) setMenuUsed(true);
  const glass = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const t = useMessages();
  return (
    // A fixed <header> built from Box rather than MUI's AppBar, Toolbar and IconButton: the same
    // look, without their modules in the landing page's first script (docs/performance.md).
    <Box
      component="header"
      data-glass={glass ? 'true' : 'false'}
      sx={(theme) => ({
        position: 'fixed',
        top: 0,
        right: 0,
        width: '100%',
        zIndex: 'appBar',
        transition: 'background-color 200ms, backdrop-filter 200ms, border-color 200ms',
        borderBottom: '1px solid',
        borderColor: glass ? 'divider' : 'transparent',
        backgroundColor: glass ? alpha(theme.palette.background.default, 0.72) : 'transparent',
        backdropFilter: glass ? 'blur(14px) saturate(160%)' : 'none',
        color: 'text.primary',
      })}
    >
      <Container maxWidth="lg">
        <Box
          sx={(theme) => ({ ...theme.mixins.toolbar, display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 } })}
        >
          <Box
            component={RouterLink}
            to={pagePath('/', locale)}
            aria-label={t.layout.homeLink}
            sx={{ display: 'flex', textDecoration: 'none', mr: 'auto' }}
          >
            <Logo logoUrl={logoUrl} />
          </Box>
          <Box component="nav" aria-label={t.layout.mainNav} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
            {HEADER_LINKS.map((link) => (
              <Button key={link.to} component={RouterLink} to={pagePath(link.to, locale)} color="inherit">
                {t.layout.nav[link.key]}
              </Button>
            ))}
          </Box>
          {/* On phones too, so the demo request is never only inside the menu. */}
          {/* At 390 px the logo, the longest label ("Solicitar demo") and the menu share one line. */}
          <GetDemoLink
            href={demoHref}
            onOpen={onDemoClick}
            sx={{
              whiteSpace: 'nowrap',
              flexShrink: 0,
              px: { xs: 1.25, sm: 2 },
              fontSize: { xs: '0.8125rem', sm: '0.875rem' },
            }}
          />
          <MenuToggle menuOpen={menuOpen} onMenuToggle={onMenuToggle} />
        </Box>
      </Container>
      <SiteMenu />
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={onMenuClose} onDemoClick={onDemoClick} demoHref={demoHref} />
        </Suspense>
      )}
    </Box>
  );
}
