import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Box from '@mui/material/Box';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { Logo } from '@/components/ui/Logo';
import type { StaffRole } from '@/lib/entity';
import { navFor } from '../admin/registry';

/** The sections a role may open, grouped (Overview, Content, Community, Site). */
export function AdminNav({ role, onNavigate }: { role: StaffRole; onNavigate?: () => void }) {
  return (
    <Box sx={{ px: 1.5, py: 2 }}>
      <Box component={RouterLink} to="/" aria-label="Structura AI home" sx={{ display: 'inline-flex', px: 1.5, mb: 1 }}>
        <Logo />
      </Box>
      {navFor(role).map(({ group, sections }) => (
        <List
          key={group}
          dense
          aria-labelledby={`nav-${group}`}
          subheader={
            <ListSubheader id={`nav-${group}`} disableSticky sx={{ bgcolor: 'transparent', lineHeight: 2.5 }}>
              {group}
            </ListSubheader>
          }
        >
          {sections.map(({ path, label, icon: Icon }) => (
            <ListItem key={path} disablePadding>
              <ListItemButton
                component={NavLink}
                to={`/admin/${path}`}
                onClick={onNavigate}
                sx={{ borderRadius: 2, '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ))}
    </Box>
  );
}
