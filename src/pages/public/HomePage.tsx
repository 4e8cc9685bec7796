import type { PageData } from '@/features/page-content/types';
import { Seo } from '@/components/ui/Seo';
import { SITE_NAME } from '@/config/constants';
import { HomeSections } from '@/features/page-content/components/compositions/HomeSections';
import { usePublishedContent } from '@/features/page-content/hooks';
import { useMessages } from '@/i18n/use-messages';

export const data: PageData = { content: 'home' };

/** The landing page (dark theme, forced by the public layout). Its sections merge the published
 *  content over their defaults themselves (HomeSections), so the copy under the hero loads with it. */
export default function HomePage() {
  const content = usePublishedContent('home');
  const { homeDescription } = useMessages();
  return (
    <>
      <Seo title={SITE_NAME} description={homeDescription} path="/" />
      <HomeSections content={content} />
    </>
  );
}
