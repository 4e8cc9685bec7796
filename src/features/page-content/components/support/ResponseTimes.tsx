import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { Section } from '../../types';
import { IconTile } from '../shared/IconTile';

/** The promised first-response times (paid and free plans). */
export function ResponseTimes({ section }: { section: Section }) {
  return (
    <Card component="section" aria-labelledby="response-times-title" sx={{ p: { xs: 3, md: 5 } }}>
      <IconTile icon={ScheduleIcon} />
      <Typography id="response-times-title" variant="h3" component="h2" sx={{ mt: 3, mb: 1.5 }}>
        {section.title}
      </Typography>
      <Typography color="text.secondary" sx={{ lineHeight: 1.7, mb: 4 }}>
        {section.content}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        {(section.stats ?? []).map((s) => (
          <Box
            key={s.label}
            sx={{ p: 2.5, borderRadius: 3, border: '1px solid', borderColor: 'divider', bgcolor: 'background.default' }}
          >
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {s.label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, mt: 0.5, fontSize: '1.75rem', fontWeight: 800, color: 'primary.main' }}
            >
              {s.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}
