import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FaqGroup } from '../filter';

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** FAQ groups: an h3 per category, an accordion (h4 question) per FAQ. */
export function FaqGroupList({ groups }: { groups: FaqGroup[] }) {
  return groups.map((group) => {
    const headingId = `faq-category-${slug(group.category)}`;
    return (
      <Box component="section" key={group.category} aria-labelledby={headingId} sx={{ mb: 5 }}>
        <Typography id={headingId} component="h3" variant="h5" sx={{ mb: 2 }}>
          {group.category}
        </Typography>
        {group.faqs.map((faq) => (
          <Accordion
            key={faq.id}
            disableGutters
            variant="outlined"
            slotProps={{ heading: { component: 'h4' } }}
            sx={{
              bgcolor: 'background.default',
              '&:not(:last-of-type)': { borderBottom: 0 },
              '&::before': { display: 'none' },
            }}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon aria-hidden="true" />}
              aria-controls={`faq-${faq.id}-answer`}
              id={`faq-${faq.id}`}
              sx={{ px: 3, py: 0.5 }}
            >
              <Typography component="span" sx={{ fontWeight: 600, fontSize: '1rem', lineHeight: 1.5 }}>
                {faq.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id={`faq-${faq.id}-answer`} sx={{ px: 3, pb: 3 }}>
              <Typography color="text.secondary" sx={{ lineHeight: 1.75 }}>
                {faq.answer}
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    );
  });
}
