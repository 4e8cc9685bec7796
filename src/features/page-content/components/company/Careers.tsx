import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import WorkOutlinedIcon from '@mui/icons-material/WorkOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { Section as SectionContent } from '../../types';
import { IconTile } from '../shared/IconTile';
import { Paragraphs } from '../shared/Paragraphs';
import { Section } from '../shared/Section';

/** Where applications go until the product has a jobs page. */
export const CAREERS_EMAIL = 'careers@structura.ai';

/** Hiring: the copy and a button that writes to the careers inbox. */
export function Careers({ section }: { section: SectionContent }) {
  return (
    <Section labelledBy="careers-title">
      <Card sx={{ p: { xs: 3, md: 6 }, display: 'flex', gap: 4, flexDirection: { xs: 'column', md: 'row' } }}>
        <IconTile icon={WorkOutlinedIcon} size={64} />
        <Box>
          <Typography id="careers-title" variant="h2" sx={{ mb: 2 }}>
            {section.title}
          </Typography>
          <Paragraphs text={section.content} sx={{ maxWidth: 720 }} />
          {section.buttonText && (
            <Button
              href={`mailto:${CAREERS_EMAIL}`}
              variant="contained"
              size="large"
              endIcon={<ArrowForwardIcon aria-hidden="true" />}
              sx={{ mt: 1 }}
            >
              {section.buttonText}
            </Button>
          )}
        </Box>
      </Card>
    </Section>
  );
}
