import type { ReactNode } from 'react';
import type { Section } from '../../types';
import { Careers } from '../company/Careers';
import { Mission } from '../company/Mission';
import { Values } from '../company/Values';
import { PageHero } from '../shared/PageHero';

export interface CompanySectionsProps {
  sections: Record<string, Section>;
  /** The team section: members come live from the team collection on the site (a feature this
   *  one may not import), so the page passes it in; the editor's preview shows the draft's copy. */
  team: ReactNode;
}

/** The company page's sections, for the public page and the editor's preview. */
export function CompanySections({ sections: s, team }: CompanySectionsProps) {
  return (
    <>
      <PageHero hero={s.hero ?? {}} />
      <Mission section={s.mission ?? {}} />
      <Values section={s.values ?? {}} />
      {team}
      <Careers section={s.careers ?? {}} />
    </>
  );
}
