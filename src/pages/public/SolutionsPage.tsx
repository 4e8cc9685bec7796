import { Seo } from '@/components/ui/Seo';
import { CtaBand } from '@/features/page-content/components/shared/CtaBand';
import { DemoButton } from '@/features/page-content/components/shared/DemoButton';
import { PageHero } from '@/features/page-content/components/shared/PageHero';
import { Products } from '@/features/page-content/components/solutions/Products';
import { UseCases } from '@/features/page-content/components/solutions/UseCases';
import { solutions } from '@/features/page-content/defaults/solutions';
import { usePageContent } from '@/features/page-content/hooks';

export default function SolutionsPage() {
  const { sections: s } = usePageContent('solutions', solutions);
  const hero = s.hero ?? {};
  return (
    <>
      <Seo
        title="Solutions"
        description="Automation Engine, Workflow Designer, Analytics Suite and Integrations: automate structural analysis, code checks and calculation reports from concept to issue."
        path="/solutions"
      />
      <PageHero hero={hero} actions={hero.buttonText && <DemoButton label={hero.buttonText} />} />
      <Products section={s.solutions ?? {}} />
      <UseCases section={s.useCases ?? {}} />
      <CtaBand section={s.cta ?? {}} />
    </>
  );
}
