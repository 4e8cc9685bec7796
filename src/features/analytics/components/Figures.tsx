import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatNumber } from './ChartPanel';

export interface Figure {
  label: string;
  /** undefined while loading; null: nothing to compute it from (shown as —). */
  value: number | null | undefined;
}

/** The headline numbers of the range, one list item each ("Leads in range 9"). */
export function Figures({ items }: { items: Figure[] }) {
  return (
    <Box
      component="ul"
      aria-label="Figures"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
      }}
    >
      {items.map(({ label, value }) => (
        <Paper component="li" key={label} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 700 }}>
            {value === undefined ? (
              <Skeleton width={48} aria-label={`${label}: loading`} />
            ) : value === null ? (
              '—'
            ) : (
              formatNumber(value)
            )}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
