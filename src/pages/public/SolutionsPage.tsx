import type { PageData } from '@/features/page-content/types';
import { Seo } from '@/components/ui/Seo';
import { SolutionsSections } from '@/features/page-content/components/compositions/SolutionsSections';
import { solutions } from '@/features/page-content/defaults/solutions';
import { usePageContent } from '@/features/page-content/hooks';
import { usePageMessages } from '@/i18n/use-page-messages';

export const data: PageData = { content: 'solutions' };

export default function SolutionsPage() {
  const m = usePageMessages();
  const { sections } = usePageContent('solutions', solutions);
  return (
    <>
      <Seo title={m.seo.solutions.title} description={m.seo.solutions.description} path="/solutions" />
      <SolutionsSections sections={sections} />
    </>
  );
}
