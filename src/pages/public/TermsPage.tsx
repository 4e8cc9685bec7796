import { Seo } from '@/components/ui/Seo';
import { LastUpdated } from '@/features/page-content/components/shared/LastUpdated';
import { LegalDocument } from '@/features/page-content/components/shared/LegalDocument';
import { PageHero } from '@/features/page-content/components/shared/PageHero';
import { terms } from '@/features/page-content/defaults/terms';
import { usePageContent } from '@/features/page-content/hooks';

export default function TermsPage() {
  const { sections, lastUpdated } = usePageContent('terms', terms);
  const hero = sections.hero ?? {};
  return (
    <>
      <Seo
        title="Terms of Service"
        description="The terms that govern your use of the Structura AI platform: accounts, professional responsibility, fees, liability, termination and data export."
        path="/terms"
      />
      <PageHero hero={hero} meta={<LastUpdated date={lastUpdated} />} />
      <LegalDocument legal={sections.terms?.legal} label={hero.title ?? 'Terms of Service'} />
    </>
  );
}
