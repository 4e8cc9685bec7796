import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Feature } from '../../types';

/** Numbered items (use cases, steps): a large index, an h3 and its description. */
export function NumberedList({ items = [] }: { items?: Feature[] }) {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
        gap: { xs: 4, md: 6 },
      }}
    >
      {items.map((item, i) => (
        <Box
          component="li"
          key={item.title}
          sx={{ display: 'flex', gap: 3, pt: 3, borderTop: '1px solid', borderColor: 'divider' }}
        >
          <Typography
            aria-hidden="true"
            sx={{ fontWeight: 800, fontSize: '1.5rem', color: 'primary.main', lineHeight: 1.2, minWidth: 40 }}
          >
            {String(i + 1).padStart(2, '0')}
          </Typography>
          <Box>
            <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
              {item.title}
            </Typography>
            <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
              {item.description}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
