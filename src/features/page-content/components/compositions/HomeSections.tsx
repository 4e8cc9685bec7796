import type { Section } from '../../types';
import { Cta } from '../home/Cta';
import { Features } from '../home/Features';
import { Hero } from '../home/Hero';
import { SolutionTypes } from '../home/SolutionTypes';
import { Stats } from '../home/Stats';
import { TrustedBy } from '../home/TrustedBy';

/** The landing page's sections, for the public page and the editor's preview. */
export function HomeSections({ sections: s }: { sections: Record<string, Section> }) {
  return (
    <>
      <Hero section={s.hero ?? {}} />
      <TrustedBy section={s.trustedBy ?? {}} />
      <SolutionTypes section={s.solutionTypes ?? {}} />
      <Features section={s.features ?? {}} />
      <Stats section={s.stats ?? {}} />
      <Cta section={s.cta ?? {}} />
    </>
  );
}
