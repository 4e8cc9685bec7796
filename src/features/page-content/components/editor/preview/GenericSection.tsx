import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Section } from '../../../types';
import { ContentSection } from '../../shared/ContentSection';
import { LegalDocument } from '../../shared/LegalDocument';
import { Paragraphs } from '../../shared/Paragraphs';
import { StatsBand } from '../../shared/StatsBand';

/** Title and text pairs (features, questions, team members) as a plain list. */
function Pairs({ items }: { items: { title: string; text: string }[] }) {
  if (!items.length) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {items.map((item, i) => (
        <li key={i}>
          <Typography variant="h6" component="h3">
            {item.title}
          </Typography>
          <Typography color="text.secondary">{item.text}</Typography>
        </li>
      ))}
    </Box>
  );
}

/** Any section shown plainly: for pages without a public route, and for the parts of a page
 *  whose live data comes from another collection. */
export function GenericSection({ id, section, note }: { id: string; section: Section; note?: string }) {
  return (
    <ContentSection id={`preview-${id}`} section={section}>
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, fontStyle: 'italic' }}>
          {note}
        </Typography>
      )}
      <Paragraphs text={section.content} />
      {section.stats && <StatsBand stats={section.stats} />}
      <Pairs items={(section.features ?? []).map((f) => ({ title: f.title, text: f.description }))} />
      <Pairs items={(section.faqs ?? []).map((f) => ({ title: f.question, text: f.answer }))} />
      <Pairs items={(section.teamMembers ?? []).map((m) => ({ title: `${m.name}, ${m.role}`, text: m.bio }))} />
      {section.legal && <LegalDocument legal={section.legal} label={section.title ?? id} />}
      {section.buttonText && (
        <Button variant="contained" sx={{ mt: 3 }}>
          {section.buttonText}
        </Button>
      )}
    </ContentSection>
  );
}
