import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { brand, steel } from '@/theme/primitives';
import type { Section } from '../../types';
import { DemoButton } from './DemoButton';

/** A closing call to action on a deep blue panel; the button opens the demo dialog. The panel is
 *  dark in both themes, so its colours are fixed rather than taken from the palette. */
export function CtaBand({ section, id = 'cta-title' }: { section: Section; id?: string }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            position: 'relative',
            overflow: 'hidden',
            borderRadius: 6,
            px: { xs: 3, sm: 6, md: 10 },
            py: { xs: 6, md: 9 },
            textAlign: 'center',
            color: '#fff',
            border: '1px solid',
            borderColor: alpha(brand[300], 0.3),
            background: [
              `radial-gradient(70% 120% at 100% 0%, ${alpha(brand[400], 0.55)}, transparent 60%)`,
              `radial-gradient(60% 100% at 0% 100%, ${alpha('#F59E0B', 0.12)}, transparent 60%)`,
              `linear-gradient(135deg, ${brand[900]}, ${steel[900]})`,
            ].join(','),
          }}
        >
          <Typography id={id} variant="h2" sx={{ mb: 2, maxWidth: 760, mx: 'auto' }}>
            {section.title}
          </Typography>
          {section.subtitle && (
            <Typography component="p" variant="subtitle1" sx={{ color: steel[100], maxWidth: 680, mx: 'auto', mb: 4 }}>
              {section.subtitle}
            </Typography>
          )}
          {section.buttonText && <DemoButton label={section.buttonText} color="secondary" />}
        </Box>
      </Container>
    </Box>
  );
}
