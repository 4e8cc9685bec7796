import AccountTreeIcon from '@mui/icons-material/AccountTree';
import DescriptionIcon from '@mui/icons-material/Description';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HistoryIcon from '@mui/icons-material/History';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Section as SectionContent } from '../../types';
import { IconTile } from '../shared/IconTile';
import { Section } from '../shared/Section';
import { SectionHeading } from '../shared/SectionHeading';

const ICONS = [FactCheckIcon, AccountTreeIcon, TuneIcon, DescriptionIcon, SyncAltIcon, HistoryIcon];

/** What the platform does, as an icon list on the muted band. */
export function Features({ section }: { section: SectionContent }) {
  return (
    <Section labelledBy="features-title" tone="muted">
      <SectionHeading id="features-title" title={section.title} subtitle={section.subtitle} />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          columnGap: 5,
          rowGap: { xs: 5, md: 7 },
        }}
      >
        {(section.features ?? []).map((f, i) => (
          <Box component="li" key={f.title} sx={{ display: 'flex', gap: 2.5 }}>
            <IconTile icon={ICONS[i % ICONS.length]!} size={44} />
            <Box>
              <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
                {f.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
                {f.description}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
