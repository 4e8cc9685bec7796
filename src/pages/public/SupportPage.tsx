import { Seo } from '@/components/ui/Seo';
import { FaqBrowser } from '@/features/faq/components/FaqBrowser';
import { SupportSections } from '@/features/page-content/components/compositions/SupportSections';
import { ContentSection } from '@/features/page-content/components/shared/ContentSection';
import { support } from '@/features/page-content/defaults/support';
import { usePageContent } from '@/features/page-content/hooks';
import { faqApi } from '@/features/faq/api';
import type { PageData } from '@/features/page-content/types';

export const data: PageData = { content: 'support', queries: () => [faqApi.endpoints.getFaqs.initiate()] };
export default function SupportPage() {
  const { sections: s } = usePageContent('support', support);
  return (
    <>
      <Seo
        title="Support"
        description="Get help from licensed structural engineers: replies within 2 hours on paid plans and 24 hours on the free plan, plus answers to frequently asked questions."
        path="/support"
      />
      <SupportSections
        sections={s}
        faqs={
          // Questions come live from the faqs collection (the page content's questions while it
          // is empty); the page content gives the heading.
          <ContentSection id="faqs" section={s.faqs ?? {}} align="center">
            <FaqBrowser fallback={s.faqs?.faqs} />
          </ContentSection>
        }
      />
    </>
  );
}
