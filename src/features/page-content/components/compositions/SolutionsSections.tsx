import type { Section } from '../../types';
import { CtaBand } from '../shared/CtaBand';
import { DemoButton } from '../shared/DemoButton';
import { PageHero } from '../shared/PageHero';
import { Products } from '../solutions/Products';
import { UseCases } from '../solutions/UseCases';

/** The solutions page's sections, for the public page and the editor's preview. */
export function SolutionsSections({ sections: s }: { sections: Record<string, Section> }) {
  const hero = s.hero ?? {};
  return (
    <>
      <PageHero hero={hero} actions={hero.buttonText && <DemoButton label={hero.buttonText} />} />
      <Products section={s.solutions ?? {}} />
      <UseCases section={s.useCases ?? {}} />
      <CtaBand section={s.cta ?? {}} />
    </>
  );
}
