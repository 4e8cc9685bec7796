import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { Section as SectionContent } from '../../types';
import { IconTile } from '../shared/IconTile';
import { Section } from '../shared/Section';
import { usePageMessages } from '@/i18n/use-page-messages';

/** Subscriptions go to this inbox until the product has a mailing-list service; the subject is in
 *  the page's language. */
const NEWSLETTER_INBOX = 'digest@structura.ai';

/** The monthly digest sign-up. */
export function Newsletter({ section }: { section: SectionContent }) {
  const { newsletter } = usePageMessages();
  return (
    <Section labelledBy="newsletter-title">
      <Card
        sx={{
          p: { xs: 3, md: 6 },
          display: 'flex',
          gap: 4,
          alignItems: { md: 'center' },
          flexDirection: { xs: 'column', md: 'row' },
        }}
      >
        <IconTile icon={MailOutlinedIcon} size={64} />
        <Box sx={{ flex: 1 }}>
          <Typography id="newsletter-title" variant="h3" component="h2" sx={{ mb: 1 }}>
            {section.title}
          </Typography>
          <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
            {section.subtitle}
          </Typography>
        </Box>
        {section.buttonText && (
          <Button
            href={`mailto:${NEWSLETTER_INBOX}?subject=${encodeURIComponent(newsletter.subject)}`}
            variant="contained"
            size="large"
            sx={{ flexShrink: 0 }}
          >
            {section.buttonText}
          </Button>
        )}
      </Card>
    </Section>
  );
}
