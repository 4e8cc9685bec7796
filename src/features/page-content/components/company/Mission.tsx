import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Section as SectionContent } from '../../types';
import { Paragraphs } from '../shared/Paragraphs';
import { Section } from '../shared/Section';

/** The mission statement: heading on the left, copy on the right, under an accent rule. */
export function Mission({ section }: { section: SectionContent }) {
  return (
    <Section labelledBy="mission-title">
      <Grid container spacing={{ xs: 3, md: 8 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Box aria-hidden="true" sx={{ width: 48, height: 4, borderRadius: 2, mb: 3, bgcolor: 'secondary.main' }} />
          <Typography id="mission-title" variant="h2">
            {section.title}
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paragraphs text={section.content} sx={{ fontSize: { md: '1.15rem' } }} />
        </Grid>
      </Grid>
    </Section>
  );
}
