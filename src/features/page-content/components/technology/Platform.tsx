import CloudIcon from '@mui/icons-material/Cloud';
import DescriptionIcon from '@mui/icons-material/Description';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import PsychologyIcon from '@mui/icons-material/Psychology';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import type { Section as SectionContent } from '../../types';
import { IconTile } from '../shared/IconTile';
import { Paragraphs } from '../shared/Paragraphs';
import { Section } from '../shared/Section';
import { SectionHeading } from '../shared/SectionHeading';

/** The pipeline the copy describes: import, solve, optimise, check, report (decorative). */
const PIPELINE = [SyncAltIcon, CloudIcon, PsychologyIcon, FactCheckIcon, DescriptionIcon];

/** How the platform fits together: the architecture copy beside a decorative pipeline. */
export function Platform({ section }: { section: SectionContent }) {
  return (
    <Section labelledBy="platform-title" id="platform" tone="muted">
      <Grid container spacing={{ xs: 4, md: 8 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <SectionHeading id="platform-title" title={section.title} subtitle={section.subtitle} />
          <Paragraphs text={section.content} sx={{ fontSize: '1.05rem' }} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ display: { xs: 'none', md: 'block' } }}>
          <Box
            aria-hidden="true"
            sx={{
              position: 'sticky',
              top: 120,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 3,
              '& > *:not(:last-child)': { position: 'relative' },
              '& > *:not(:last-child)::after': {
                content: '""',
                position: 'absolute',
                left: '50%',
                top: '100%',
                width: 2,
                height: 24,
                bgcolor: 'primary.main',
                opacity: 0.4,
              },
            }}
          >
            {PIPELINE.map((icon, i) => (
              <IconTile key={i} icon={icon} size={64} />
            ))}
          </Box>
        </Grid>
      </Grid>
    </Section>
  );
}
