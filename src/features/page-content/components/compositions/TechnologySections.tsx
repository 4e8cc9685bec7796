import Button from '@mui/material/Button';
import type { Section } from '../../types';
import { CtaBand } from '../shared/CtaBand';
import { PageHero } from '../shared/PageHero';
import { Pillars } from '../technology/Pillars';
import { Platform } from '../technology/Platform';

/** The technology page's sections, for the public page and the editor's preview. */
export function TechnologySections({ sections: s }: { sections: Record<string, Section> }) {
  const hero = s.hero ?? {};
  return (
    <>
      <PageHero
        hero={hero}
        actions={
          hero.buttonText && (
            // The technical overview is the platform section further down this page.
            <Button href="#platform" variant="contained" size="large">
              {hero.buttonText}
            </Button>
          )
        }
      />
      <Pillars section={s.pillars ?? {}} />
      <Platform section={s.stack ?? {}} />
      <CtaBand section={s.cta ?? {}} />
    </>
  );
}
