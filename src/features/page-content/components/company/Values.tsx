import SpaIcon from '@mui/icons-material/Spa';
import HandshakeIcon from '@mui/icons-material/Handshake';
import ShieldIcon from '@mui/icons-material/Shield';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { Section as SectionContent } from '../../types';
import { FeatureGrid } from '../shared/FeatureGrid';
import { ContentSection } from '../shared/ContentSection';

/** Safety, transparency, respect for the craft, building less. */
const ICONS = [ShieldIcon, VisibilityIcon, HandshakeIcon, SpaIcon];

export function Values({ section }: { section: SectionContent }) {
  return (
    <ContentSection id="values" section={section} tone="muted">
      <FeatureGrid features={section.features} icons={ICONS} columns={4} />
    </ContentSection>
  );
}
