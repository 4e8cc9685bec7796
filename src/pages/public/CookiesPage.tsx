import { Seo } from '@/components/ui/Seo';
import { LastUpdated } from '@/features/page-content/components/shared/LastUpdated';
import { LegalDocument } from '@/features/page-content/components/shared/LegalDocument';
import { PageHero } from '@/features/page-content/components/shared/PageHero';
import { cookies } from '@/features/page-content/defaults/cookies';
import { usePageContent } from '@/features/page-content/hooks';

export default function CookiesPage() {
  const { sections, lastUpdated } = usePageContent('cookies', cookies);
  const hero = sections.hero ?? {};
  return (
    <>
      <Seo
        title="Cookie Policy"
        description="How Structura AI uses essential, functional, analytics and marketing cookies, how long they last, and how to manage your preferences."
        path="/cookies"
      />
      <PageHero hero={hero} meta={<LastUpdated date={lastUpdated} />} />
      <LegalDocument legal={sections.policy?.legal} label={hero.title ?? 'Cookie Policy'} />
    </>
  );
}
