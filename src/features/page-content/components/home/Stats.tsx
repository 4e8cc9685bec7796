import type { Section as SectionContent } from '../../types';
import { Section } from '../shared/Section';
import { SectionHeading } from '../shared/SectionHeading';
import { StatsBand } from '../shared/StatsBand';

/** The headline numbers (engineers, projects, countries, uptime). */
export function Stats({ section }: { section: SectionContent }) {
  return (
    <Section labelledBy="stats-title">
      <SectionHeading id="stats-title" title={section.title} subtitle={section.subtitle} align="center" />
      <StatsBand stats={section.stats} />
    </Section>
  );
}
