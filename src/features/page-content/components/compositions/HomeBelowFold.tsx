import { home } from '../../defaults/home';
import { withDefaults, type PublishedContent } from '../../merge';
import { Cta } from '../home/Cta';
import { Features } from '../home/Features';
import { SolutionTypes } from '../home/SolutionTypes';
import { Stats } from '../home/Stats';
import { TrustedBy } from '../home/TrustedBy';

/** The landing page's sections under the hero, with their defaults: HomeSections loads them apart
 *  from the page's first script. */
export default function HomeBelowFold({ content }: { content: PublishedContent | null | undefined }) {
  const s = withDefaults(home, content).sections;
  return (
    <>
      <TrustedBy section={s.trustedBy ?? {}} />
      <SolutionTypes section={s.solutionTypes ?? {}} />
      <Features section={s.features ?? {}} />
      <Stats section={s.stats ?? {}} />
      <Cta section={s.cta ?? {}} />
    </>
  );
}
