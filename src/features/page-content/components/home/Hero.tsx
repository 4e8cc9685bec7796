import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { ChunkErrorBoundary } from '@/components/ui/ChunkErrorBoundary';
import { lazyWithRetry } from '@/lib/lazy';
import { alpha } from '@mui/material/styles';
import { brand, steel } from '@/theme/primitives';
import type { Section } from '../../types';
import { DemoButton } from '../shared/DemoButton';

// The product window beside the pitch is decoration (hidden from assistive technology, nothing to
// press), so its code is not part of the page's first script. On the prerendered page its HTML is
// there from the start and hydrates when the code arrives; where the app renders the page itself,
// a box of the window's height holds its place meanwhile, so the pitch beside it does not move.
const HeroVisual = lazyWithRetry(() => import('./HeroVisual').then((m) => ({ default: m.HeroVisual })));
/** The window's height: its 500 × 340 drawing at the column's width, plus its frame, dots and bars. */
const visualSpace = <Box sx={{ pt: '68%', height: { xs: 88.3, md: 90.9 }, boxSizing: 'content-box' }} />;

/** The landing page's h1, pitch and the two calls to action (demo, free start: both open the
 *  demo dialog, titled with the button's text). */
export function Hero({ section }: { section: Section }) {
  return (
    <Box
      component="section"
      aria-labelledby="home-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        pt: { xs: 8, md: 12 },
        pb: { xs: 10, md: 14 },
        background: [
          `radial-gradient(50% 60% at 80% 20%, ${alpha(brand[500], 0.35)}, transparent 70%)`,
          `radial-gradient(40% 50% at 10% 80%, ${alpha('#F59E0B', 0.12)}, transparent 70%)`,
          steel[900],
        ].join(','),
        '&::before': {
          content: '""',
          position: 'absolute',
          inset: 0,
          backgroundImage: `linear-gradient(${alpha(brand[200], 0.06)} 1px, transparent 1px), linear-gradient(90deg, ${alpha(brand[200], 0.06)} 1px, transparent 1px)`,
          backgroundSize: '48px 48px',
          maskImage: 'radial-gradient(ellipse at 50% 30%, #000 30%, transparent 75%)',
          pointerEvents: 'none',
        },
      }}
    >
      <Container maxWidth="lg" sx={{ position: 'relative' }}>
        <Grid container spacing={{ xs: 6, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography
              id="home-title"
              variant="h1"
              sx={{
                mb: 3,
                fontSize: { md: '3.25rem', lg: '3.5rem' },
                background: `linear-gradient(180deg, #FFFFFF 30%, ${steel[200]})`,
                backgroundClip: 'text',
                WebkitBackgroundClip: 'text',
                color: 'transparent',
              }}
            >
              {section.title}
            </Typography>
            <Typography
              component="p"
              variant="subtitle1"
              color="text.secondary"
              sx={{ fontSize: { md: '1.2rem' }, mb: 5 }}
            >
              {section.subtitle}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {section.buttonText && <DemoButton label={section.buttonText} color="secondary" />}
              {section.content && (
                <DemoButton label={section.content} variant="outlined" color="inherit" endIcon={null} />
              )}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <ChunkErrorBoundary fallback={visualSpace}>
              <Suspense fallback={visualSpace}>
                <HeroVisual />
              </Suspense>
            </ChunkErrorBoundary>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
