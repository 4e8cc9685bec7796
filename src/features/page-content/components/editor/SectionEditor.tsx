import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, type ComponentType } from 'react';
import { get, useFormState } from 'react-hook-form';
import { LIMITS, type PageForm } from '../../schema';
import type { Section } from '../../types';
import { FaqsEditor } from './fields/FaqsEditor';
import { FeaturesEditor } from './fields/FeaturesEditor';
import { LegalEditor } from './fields/LegalEditor';
import { StatsEditor } from './fields/StatsEditor';
import { TeamMembersEditor } from './fields/TeamMembersEditor';
import { LimitedTextField } from './LimitedTextField';
import { sectionLabel } from './pageLabels';

const TEXT_FIELDS = [
  { field: 'title', label: 'Title', max: LIMITS.title },
  { field: 'subtitle', label: 'Subtitle', max: LIMITS.subtitle, multiline: true },
  { field: 'content', label: 'Content', max: LIMITS.content, multiline: 4 },
  { field: 'buttonText', label: 'Button text', max: LIMITS.buttonText },
] as const;

const LIST_EDITORS: [keyof Section, ComponentType<{ section: string }>][] = [
  ['stats', StatsEditor],
  ['features', FeaturesEditor],
  ['faqs', FaqsEditor],
  ['teamMembers', TeamMembersEditor],
  ['legal', LegalEditor],
];

export interface SectionEditorProps {
  /** The section's name in the page, e.g. "hero". */
  name: string;
  /** The fields this section has (its default copy's and its current content's). */
  fields: ReadonlySet<string>;
  defaultExpanded?: boolean;
}

/** One section of a page, folded: its text fields, then its lists. Folded sections are not
 *  rendered (long pages stay quick); one with errors says so on its summary. */
export const SectionEditor = memo(function SectionEditor({ name, fields, defaultExpanded }: SectionEditorProps) {
  const { errors } = useFormState<PageForm>({ name: `sections.${name}` });
  const invalid = Boolean(get(errors, `sections.${name}`));
  const id = `section-${name}`;
  return (
    <Accordion
      variant="outlined"
      defaultExpanded={defaultExpanded}
      slotProps={{ heading: { component: 'h3' }, transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon aria-hidden="true" />} id={id} aria-controls={`${id}-fields`}>
        <Typography sx={{ fontWeight: 600 }}>{sectionLabel(name)}</Typography>
        {invalid && <Chip label="Has errors" color="error" size="small" sx={{ ml: 2 }} />}
      </AccordionSummary>
      <AccordionDetails id={`${id}-fields`}>
        <Stack spacing={2}>
          {TEXT_FIELDS.filter((f) => fields.has(f.field)).map(({ field, ...f }) => (
            <LimitedTextField key={field} {...f} name={`sections.${name}.${field}`} />
          ))}
          {LIST_EDITORS.filter(([key]) => fields.has(key)).map(([key, Editor]) => (
            <Editor key={key} section={name} />
          ))}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
});

/** The fields to edit per section: those of the default copy and of the content itself. */
export function sectionFields(defaults: Record<string, Section>, content: Record<string, Section>) {
  const out: Record<string, Set<string>> = {};
  for (const name of Object.keys(content)) {
    out[name] = new Set([...Object.keys(defaults[name] ?? {}), ...Object.keys(content[name] ?? {})]);
  }
  return out;
}
