import { Seo } from '@/components/ui/Seo';
import { LastUpdated } from '@/features/page-content/components/shared/LastUpdated';
import { LegalDocument } from '@/features/page-content/components/shared/LegalDocument';
import { PageHero } from '@/features/page-content/components/shared/PageHero';
import { privacy } from '@/features/page-content/defaults/privacy';
import { usePageContent } from '@/features/page-content/hooks';

export default function PrivacyPage() {
  const { sections, lastUpdated } = usePageContent('privacy', privacy);
  const hero = sections.hero ?? {};
  return (
    <>
      <Seo
        title="Privacy Policy"
        description="How Structura AI collects, uses, shares and protects personal data, your privacy rights, and how to contact us about privacy."
        path="/privacy"
      />
      <PageHero hero={hero} meta={<LastUpdated date={lastUpdated} />} />
      <LegalDocument legal={sections.policy?.legal} label={hero.title ?? 'Privacy Policy'} />
    </>
  );
}
