import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import HubIcon from '@mui/icons-material/Hub';
import InsightsIcon from '@mui/icons-material/Insights';
import SchemaIcon from '@mui/icons-material/Schema';
import type { Section as SectionContent } from '../../types';
import { FeatureGrid } from '../shared/FeatureGrid';
import { Section } from '../shared/Section';
import { SectionHeading } from '../shared/SectionHeading';

/** Automation Engine, Workflow Designer, Analytics Suite, Integrations. */
const ICONS = [AutoAwesomeIcon, SchemaIcon, InsightsIcon, HubIcon];

/** The four connected products. */
export function Products({ section }: { section: SectionContent }) {
  return (
    <Section labelledBy="products-title" id="products">
      <SectionHeading id="products-title" title={section.title} subtitle={section.subtitle} />
      <FeatureGrid features={section.features} icons={ICONS} columns={2} />
    </Section>
  );
}
