import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import { useMessages } from '@/i18n/use-messages';
import { pagePath } from '@/domain/site/paths';
import { useLocale } from '@/i18n/locale-context';
import { GetDemoLink } from './GetDemoLink';
import { HEADER_LINKS } from './nav';

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  onDemoClick: () => void;
  demoHref: string;
}

/** The phone menu: a drawer from the right (its own chunk, loaded when first opened). */
export default function MobileMenu({ open, onClose, onDemoClick, demoHref }: MobileMenuProps) {
  const t = useMessages();
  const locale = useLocale();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} sx={{ display: { md: 'none' } }}>
      <Box id="mobile-menu" component="nav" aria-label={t.layout.mobileNav} sx={{ width: 280, pt: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}>
          <IconButton aria-label={t.layout.closeMenu} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List>
          {HEADER_LINKS.map((link) => (
            <ListItemButton key={link.to} component={RouterLink} to={pagePath(link.to, locale)} onClick={onClose}>
              <ListItemText primary={t.layout.nav[link.key]} />
            </ListItemButton>
          ))}
        </List>
        <Box sx={{ px: 2 }}>
          <GetDemoLink fullWidth href={demoHref} onOpen={onDemoClick} />
        </Box>
      </Box>
    </Drawer>
  );
}
