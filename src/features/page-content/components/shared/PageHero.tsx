import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { Section } from '../../types';

export interface PageHeroProps {
  hero: Section;
  /** Calls to action under the subtitle. */
  actions?: ReactNode;
  /** A line under the subtitle, e.g. a legal page's "Last updated" date. */
  meta?: ReactNode;
}

/** The top of a content page: the page's one h1 and its subtitle over a soft blueprint backdrop. */
export function PageHero({ hero, actions, meta }: PageHeroProps) {
  return (
    <Box
      component="section"
      aria-labelledby="page-title"
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        pt: { xs: 8, md: 12 },
        pb: { xs: 7, md: 10 },
        borderBottom: '1px solid',
        borderColor: 'divider',
        backgroundColor: 'background.default',
        backgroundImage: [
          `radial-gradient(60% 80% at 85% 0%, ${alpha(theme.palette.primary.main, 0.14)}, transparent 70%)`,
          `radial-gradient(40% 60% at 0% 100%, ${alpha(theme.palette.secondary.main, 0.1)}, transparent 70%)`,
          `linear-gradient(${alpha(theme.palette.text.primary, 0.05)} 1px, transparent 1px)`,
          `linear-gradient(90deg, ${alpha(theme.palette.text.primary, 0.05)} 1px, transparent 1px)`,
        ].join(','),
        backgroundSize: 'auto, auto, 32px 32px, 32px 32px',
      })}
    >
      <Container maxWidth="lg" sx={{ position: 'relative' }}>
        <Box sx={{ maxWidth: 820 }}>
          <Typography id="page-title" variant="h1" sx={{ mb: 3 }}>
            {hero.title}
          </Typography>
          {hero.subtitle && (
            <Typography
              component="p"
              variant="subtitle1"
              color="text.secondary"
              sx={{ fontSize: { md: '1.25rem' }, maxWidth: 720 }}
            >
              {hero.subtitle}
            </Typography>
          )}
          {meta && <Box sx={{ mt: 3 }}>{meta}</Box>}
          {actions && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, alignItems: { sm: 'center' } }}>
              {actions}
            </Stack>
          )}
        </Box>
      </Container>
    </Box>
  );
}
