import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { alpha } from '@mui/material/styles';
import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { HEADER_SCROLL_THRESHOLD_PX } from '@/config/constants';
import { lazyWithRetry } from '@/lib/util/lazy';
import { Logo } from '../ui/Logo';
import { HEADER_LINKS } from './nav';

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

/** Fixed header; turns to glass after 50 px of scroll. */
export function Header({ logoUrl, menuOpen, onMenuToggle, onMenuClose, onDemoClick, demoHref }: HeaderProps) {
  // Once opened the menu stays mounted, so it closes with its transition.
  const [menuUsed, setMenuUsed] = useState(menuOpen);
  if (menuOpen && !menuUsed) setMenuUsed(true);
  const glass = useScrollTrigger({ disableHysteresis: true, threshold: HEADER_SCROLL_THRESHOLD_PX });
  return (
    <AppBar
      position="fixed"
      data-glass={glass ? 'true' : 'false'}
      sx={(theme) => ({
        transition: 'background-color 200ms, backdrop-filter 200ms, border-color 200ms',
        borderBottom: '1px solid',
        borderColor: glass ? 'divider' : 'transparent',
        backgroundColor: glass ? alpha(theme.palette.background.default, 0.72) : 'transparent',
        backdropFilter: glass ? 'blur(14px) saturate(160%)' : 'none',
        color: 'text.primary',
      })}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <Box
            component={RouterLink}
            to="/"
            aria-label="Structura AI home"
            sx={{ display: 'flex', textDecoration: 'none', mr: 'auto' }}
          >
            <Logo logoUrl={logoUrl} />
          </Box>
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
            {HEADER_LINKS.map((link) => (
              <Button key={link.to} component={RouterLink} to={link.to} color="inherit">
                {link.label}
              </Button>
            ))}
          </Box>
          {/* A link: before the app runs it loads the page with the dialog open; then it opens in place.
              On phones too, so the demo request is never only inside the menu. */}
          <Button
            variant="contained"
            color="secondary"
            href={demoHref}
            onClick={(event) => {
              event.preventDefault();
              onDemoClick();
            }}
            sx={{ whiteSpace: 'nowrap', px: { xs: 1.5, sm: 2 } }}
          >
            Get a Demo
          </Button>
          <IconButton
            color="inherit"
            edge="end"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={onMenuToggle}
            sx={{ display: { md: 'none' } }}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Toolbar>
      </Container>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={onMenuClose} onDemoClick={onDemoClick} demoHref={demoHref} />
        </Suspense>
      )}
    </AppBar>
  );
}
