import type { Section as SectionContent } from '../../types';
import { NumberedList } from '../shared/NumberedList';
import { Section } from '../shared/Section';
import { SectionHeading } from '../shared/SectionHeading';

/** How engineering teams use the platform. */
export function UseCases({ section }: { section: SectionContent }) {
  return (
    <Section labelledBy="use-cases-title" tone="muted">
      <SectionHeading id="use-cases-title" title={section.title} subtitle={section.subtitle} />
      <NumberedList items={section.features} />
    </Section>
  );
}
