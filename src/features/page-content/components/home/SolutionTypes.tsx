import ApartmentIcon from '@mui/icons-material/Apartment';
import BusinessIcon from '@mui/icons-material/Business';
import ForestIcon from '@mui/icons-material/Forest';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import LocalParkingIcon from '@mui/icons-material/LocalParking';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import type { Section as SectionContent } from '../../types';
import { FeatureGrid } from '../shared/FeatureGrid';
import { Section } from '../shared/Section';
import { SectionHeading } from '../shared/SectionHeading';

const ICONS = [BusinessIcon, ApartmentIcon, WarehouseIcon, ForestIcon, LocalHospitalIcon, LocalParkingIcon];

/** The building types the platform designs. */
export function SolutionTypes({ section }: { section: SectionContent }) {
  return (
    <Section labelledBy="solution-types-title">
      <SectionHeading id="solution-types-title" title={section.title} subtitle={section.subtitle} align="center" />
      <FeatureGrid features={section.features} icons={ICONS} />
    </Section>
  );
}
