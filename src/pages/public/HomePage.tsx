import { Seo } from '@/components/ui/Seo';
import { SITE_NAME } from '@/config/constants';
import { Cta } from '@/features/page-content/components/home/Cta';
import { Features } from '@/features/page-content/components/home/Features';
import { Hero } from '@/features/page-content/components/home/Hero';
import { SolutionTypes } from '@/features/page-content/components/home/SolutionTypes';
import { Stats } from '@/features/page-content/components/home/Stats';
import { TrustedBy } from '@/features/page-content/components/home/TrustedBy';
import { home } from '@/features/page-content/defaults/home';
import { usePageContent } from '@/features/page-content/hooks';

/** The landing page (dark theme, forced by the public layout). */
export default function HomePage() {
  const { sections: s } = usePageContent('home', home);
  return (
    <>
      <Seo
        title={SITE_NAME}
        description="AI automation for structural engineering: design and check steel, concrete and timber structures to Eurocode, ACI, AISC and ASCE in minutes, with explainable results."
        path="/"
      />
      <Hero section={s.hero ?? {}} />
      <TrustedBy section={s.trustedBy ?? {}} />
      <SolutionTypes section={s.solutionTypes ?? {}} />
      <Features section={s.features ?? {}} />
      <Stats section={s.stats ?? {}} />
      <Cta section={s.cta ?? {}} />
    </>
  );
}
