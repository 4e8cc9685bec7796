import type { PageData } from '@/features/page-content/types';
import { Seo } from '@/components/ui/Seo';
import { SITE_NAME } from '@/config/constants';
import { HomeSections } from '@/features/page-content/components/compositions/HomeSections';
import { usePublishedContent } from '@/features/page-content/hooks';

export const data: PageData = { content: 'home' };

/** The landing page (dark theme, forced by the public layout). Its sections merge the published
 *  content over their defaults themselves (HomeSections), so the copy under the hero loads with it. */
export default function HomePage() {
  const content = usePublishedContent('home');
  return (
    <>
      <Seo
        title={SITE_NAME}
        description="AI automation for structural engineering: design and check steel, concrete and timber structures to Eurocode, ACI, AISC and ASCE in minutes, with explainable results."
        path="/"
      />
      <HomeSections content={content} />
    </>
  );
}
