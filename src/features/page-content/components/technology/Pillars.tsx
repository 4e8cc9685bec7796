import FactCheckIcon from '@mui/icons-material/FactCheck';
import MemoryIcon from '@mui/icons-material/Memory';
import PsychologyIcon from '@mui/icons-material/Psychology';
import SecurityIcon from '@mui/icons-material/Security';
import TimelineIcon from '@mui/icons-material/Timeline';
import type { Section as SectionContent } from '../../types';
import { FeatureGrid } from '../shared/FeatureGrid';
import { Section } from '../shared/Section';
import { SectionHeading } from '../shared/SectionHeading';

/** Solvers, surrogate models, code engine, explainability, security. */
const ICONS = [MemoryIcon, PsychologyIcon, FactCheckIcon, TimelineIcon, SecurityIcon];

/** The technical pillars. */
export function Pillars({ section }: { section: SectionContent }) {
  return (
    <Section labelledBy="pillars-title">
      <SectionHeading id="pillars-title" title={section.title} subtitle={section.subtitle} />
      <FeatureGrid features={section.features} icons={ICONS} />
    </Section>
  );
}
