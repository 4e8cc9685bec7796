import type { PageData } from '@/features/page-content/types';
import { Seo } from '@/components/ui/Seo';
import { TechnologySections } from '@/features/page-content/components/compositions/TechnologySections';
import { technology } from '@/features/page-content/defaults/technology';
import { usePageContent } from '@/features/page-content/hooks';
import { usePageMessages } from '@/i18n/use-page-messages';

export const data: PageData = { content: 'technology' };

export default function TechnologyPage() {
  const m = usePageMessages();
  const { sections } = usePageContent('technology', technology);
  return (
    <>
      <Seo title={m.seo.technology.title} description={m.seo.technology.description} path="/technology" />
      <TechnologySections sections={sections} />
    </>
  );
}
