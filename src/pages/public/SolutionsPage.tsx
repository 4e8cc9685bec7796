import type { PageData } from '@/features/page-content/types';
import { Seo } from '@/components/ui/Seo';
import { SolutionsSections } from '@/features/page-content/components/compositions/SolutionsSections';
import { solutions } from '@/features/page-content/defaults/solutions';
import { usePageContent } from '@/features/page-content/hooks';

export const data: PageData = { content: 'solutions' };

export default function SolutionsPage() {
  const { sections } = usePageContent('solutions', solutions);
  return (
    <>
      <Seo
        title="Solutions"
        description="Automation Engine, Workflow Designer, Analytics Suite and Integrations: automate structural analysis, code checks and calculation reports from concept to issue."
        path="/solutions"
      />
      <SolutionsSections sections={sections} />
    </>
  );
}
