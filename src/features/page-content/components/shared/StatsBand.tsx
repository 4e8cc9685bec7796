import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { Stat } from '../../types';

/** Headline numbers as a description list: the value large, its label below. */
export function StatsBand({ stats = [] }: { stats?: Stat[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: `repeat(${Math.min(stats.length, 4) || 1}, 1fr)` },
        gap: { xs: 2, md: 3 },
      }}
    >
      {stats.map((s) => (
        <Box
          key={s.label}
          sx={(theme) => ({
            display: 'flex',
            flexDirection: 'column-reverse',
            alignItems: 'center',
            textAlign: 'center',
            py: { xs: 3, md: 4 },
            px: 2,
            borderRadius: 4,
            border: '1px solid',
            borderColor: 'divider',
            background: `linear-gradient(180deg, ${alpha(theme.palette.primary.main, 0.08)}, transparent)`,
          })}
        >
          <Typography component="dt" color="text.secondary" sx={{ fontWeight: 500, mt: 1 }}>
            {s.label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontSize: { xs: '2.25rem', md: '3rem' },
              fontWeight: 800,
              lineHeight: 1,
              letterSpacing: '-0.03em',
              color: 'primary.main',
            }}
          >
            {s.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
