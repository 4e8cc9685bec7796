import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { Feature } from '../../types';
import { IconTile, type IconComponent } from './IconTile';

export interface FeatureGridProps {
  features?: Feature[];
  /** Decorative icons, one per feature in order (repeats when there are more features). */
  icons: IconComponent[];
  /** Cards per row from md up (1 column on phones, 2 on tablets). */
  columns?: 2 | 3 | 4;
}

/** Feature cards: icon, h3 title and description. */
export function FeatureGrid({ features = [], icons, columns = 3 }: FeatureGridProps) {
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {features.map((f, i) => (
        <Grid key={f.title} component="li" size={{ xs: 12, sm: 6, md: 12 / columns }}>
          <Card
            sx={(theme) => ({
              p: { xs: 3, md: 3.5 },
              bgcolor: 'background.default',
              transition: 'border-color 200ms, box-shadow 200ms, transform 200ms',
              '&:hover': {
                borderColor: alpha(theme.palette.primary.main, 0.5),
                boxShadow: `0 12px 32px -12px ${alpha(theme.palette.primary.main, 0.35)}`,
                transform: 'translateY(-2px)',
              },
              '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
            })}
          >
            <IconTile icon={icons[i % icons.length]!} />
            <Typography component="h3" variant="h6" sx={{ mt: 2.5, mb: 1 }}>
              {f.title}
            </Typography>
            {f.description && (
              <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
                {f.description}
              </Typography>
            )}
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
