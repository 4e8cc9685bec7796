import type { ReactNode } from 'react';
import type { Section } from '../../types';
import { Newsletter } from '../resources/Newsletter';
import { PageHero } from '../shared/PageHero';

export interface ResourcesSectionsProps {
  sections: Record<string, Section>;
  /** Upcoming events and the resource library: they come live from the resources collection on
   *  the site (a feature this one may not import), so the page passes them in; the editor's
   *  preview shows the draft's copy. */
  library: ReactNode;
}

/** The resources page's sections, for the public page and the editor's preview. */
export function ResourcesSections({ sections: s, library }: ResourcesSectionsProps) {
  return (
    <>
      <PageHero hero={s.hero ?? {}} />
      {library}
      <Newsletter section={s.newsletter ?? {}} />
    </>
  );
}
