import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, memo, Suspense } from 'react';
import { ChunkErrorBoundary } from '@/components/ui/ChunkErrorBoundary';
import { alpha } from '@mui/material/styles';
import { brand, steel } from '@/theme/primitives';
import type { Section } from '../../types';
import { DemoButton } from '../shared/DemoButton';

// The product window beside the pitch is decoration (hidden from assistive technology, nothing to
// press), so its code is not part of the page's first script. On the prerendered page its HTML is
// there from the start and hydrates when the code arrives; where the app renders the page itself,
// a box of the window's height holds its place meanwhile, so the pitch beside it does not move.
/** The window's height: its 500 × 340 drawing at the column's width, plus its frame, dots and bars. */
const visualSpace = <Box sx={{ pt: '68%', height: { xs: 88.3, md: 90.9 }, boxSizing: 'content-box' }} />;
const LazyHeroVisual = lazy(() => import('./HeroVisual').then((m) => ({ default: m.HeroVisual })));
const HeroVisual = memo(function HeroVisual() {
  return (
    <ChunkErrorBoundary fallback={visualSpace}>
      <Suspense fallback={visualSpace}>
        <LazyHeroVisual />
      </Suspense>
    </ChunkErrorBoundary>
  );
});

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
        {/* Two columns from md (7 and 5 of 12), as CSS grid: MUI's Grid and Stack are not in the
            page's first script for this one layout. */}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
            gap: { xs: 6, md: 8 },
            alignItems: 'center',
          }}
        >
          <div>
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
            <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
              {section.buttonText && <DemoButton label={section.buttonText} color="secondary" />}
              {section.content && (
                <DemoButton label={section.content} variant="outlined" color="inherit" endIcon={null} />
              )}
            </Box>
          </div>
          <div>
            <HeroVisual />
          </div>
        </Box>
      </Container>
    </Box>
  );
}
