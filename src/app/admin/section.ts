// What a back-office section is and what its page is given (the table of sections is in ./registry,
// which loads the pages; the pages import these types from here, not from the registry).
import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType } from 'react';
import type { StaffRole } from '@/lib/entity';

export type AdminGroup = 'Overview' | 'Content' | 'Community' | 'Site';

export interface SectionProps {
  role: StaffRole;
  section: AdminSection;
  /** Whether the role may open the section at `path` (./registry's mayOpen), for a page that links to
   *  other sections: handed in, since a page importing the registry would close an import circle. */
  mayOpen: (path: string) => boolean;
}

export interface AdminSection {
  path: string;
  label: string;
  group: AdminGroup;
  icon: SvgIconComponent;
  /** The least role that may open the section (admins may open everything). */
  minRole: StaffRole;
  description: string;
  Page: ComponentType<SectionProps>;
}
