import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { Section } from '../../types';
import { IconTile } from '../shared/IconTile';
import { usePageMessages } from '@/i18n/use-page-messages';

/** The support inbox (a support request is not a demo lead, so it does not use the demo dialog). */
export const SUPPORT_EMAIL = 'support@structura.ai';

/** How to reach support: the copy, the inbox address and a button that writes to it. */
export function Contact({ section }: { section: Section }) {
  const { support } = usePageMessages();
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
      <Typography color="text.secondary" sx={{ lineHeight: 1.7, mb: 2, flex: 1 }}>
        {section.content}
      </Typography>
      <Typography sx={{ mb: 4, fontWeight: 600 }}>{SUPPORT_EMAIL}</Typography>
      {section.buttonText && (
        <Button
          href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(support.mailSubject)}`}
          variant="contained"
          size="large"
          endIcon={<MailOutlineIcon aria-hidden="true" />}
        >
          {section.buttonText}
        </Button>
      )}
    </Card>
  );
}
