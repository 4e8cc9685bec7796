import Button from '@mui/material/Button';
import { Seo } from '@/components/ui/Seo';
import { CtaBand } from '@/features/page-content/components/shared/CtaBand';
import { PageHero } from '@/features/page-content/components/shared/PageHero';
import { Pillars } from '@/features/page-content/components/technology/Pillars';
import { Platform } from '@/features/page-content/components/technology/Platform';
import { technology } from '@/features/page-content/defaults/technology';
import { usePageContent } from '@/features/page-content/hooks';

export default function TechnologyPage() {
  const { sections: s } = usePageContent('technology', technology);
  const hero = s.hero ?? {};
  return (
    <>
      <Seo
        title="Technology"
        description="Verified physics-based solvers, ML surrogate models and a clause-by-clause code-compliance engine: how Structura AI produces fast, traceable, defensible structural designs."
        path="/technology"
      />
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
