import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { Section } from '../../types';
import { DemoButton } from '../shared/DemoButton';
import { IconTile } from '../shared/IconTile';

/** How to reach support; the button opens the request dialog titled with its text. */
export function Contact({ section }: { section: Section }) {
  return (
    <Card
      component="section"
      aria-labelledby="contact-title"
      sx={{ p: { xs: 3, md: 5 }, display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}
    >
      <IconTile icon={SupportAgentIcon} />
      <Typography id="contact-title" variant="h3" component="h2" sx={{ mt: 3, mb: 1.5 }}>
        {section.title}
      </Typography>
      <Typography color="text.secondary" sx={{ lineHeight: 1.7, mb: 4, flex: 1 }}>
        {section.content}
      </Typography>
      {section.buttonText && <DemoButton label={section.buttonText} />}
    </Card>
  );
}
