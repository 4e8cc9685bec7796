import { Seo } from '@/components/ui/Seo';
import { SITE_NAME } from '@/config/constants';
import { HomeSections } from '@/features/page-content/components/compositions/HomeSections';
import { home } from '@/features/page-content/defaults/home';
import { usePageContent } from '@/features/page-content/hooks';

/** The landing page (dark theme, forced by the public layout). */
export default function HomePage() {
  const { sections } = usePageContent('home', home);
  return (
    <>
      <Seo
        title={SITE_NAME}
        description="AI automation for structural engineering: design and check steel, concrete and timber structures to Eurocode, ACI, AISC and ASCE in minutes, with explainable results."
        path="/"
      />
      <HomeSections sections={sections} />
    </>
  );
}
