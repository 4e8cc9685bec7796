import type { PageData } from '@/features/page-content/types';
import { Seo } from '@/components/ui/Seo';
import { TechnologySections } from '@/features/page-content/components/compositions/TechnologySections';
import { technology } from '@/features/page-content/defaults/technology';
import { usePageContent } from '@/features/page-content/hooks';

export const data: PageData = { content: 'technology' };

export default function TechnologyPage() {
  const { sections } = usePageContent('technology', technology);
  return (
    <>
      <Seo
        title="Technology"
        description="Verified physics-based solvers, ML surrogate models and a clause-by-clause code-compliance engine: how Structura AI produces fast, traceable, defensible structural designs."
        path="/technology"
      />
      <TechnologySections sections={sections} />
    </>
  );
}
