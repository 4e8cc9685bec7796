import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { HEADER_SCROLL_THRESHOLD_PX } from '@/config/constants';
import { Logo } from '../ui/Logo';
import { HEADER_LINKS } from './nav';

export interface HeaderProps {
  logoUrl: string | null;
  menuOpen: boolean;
  onMenuToggle: () => void;
  onMenuClose: () => void;
  onDemoClick: () => void;
}

/** Fixed header; turns to glass after 50 px of scroll. */
export function Header({ logoUrl, menuOpen, onMenuToggle, onMenuClose, onDemoClick }: HeaderProps) {
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
          <Button
            variant="contained"
            color="secondary"
            onClick={onDemoClick}
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
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
      <Drawer anchor="right" open={menuOpen} onClose={onMenuClose} sx={{ display: { md: 'none' } }}>
        <Box id="mobile-menu" component="nav" aria-label="Mobile" sx={{ width: 280, pt: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}>
            <IconButton aria-label="Close menu" onClick={onMenuClose}>
              <CloseIcon />
            </IconButton>
          </Box>
          <List>
            {HEADER_LINKS.map((link) => (
              <ListItemButton key={link.to} component={RouterLink} to={link.to} onClick={onMenuClose}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            ))}
          </List>
          <Box sx={{ px: 2 }}>
            <Button fullWidth variant="contained" color="secondary" onClick={onDemoClick}>
              Get a Demo
            </Button>
          </Box>
        </Box>
      </Drawer>
    </AppBar>
  );
}
