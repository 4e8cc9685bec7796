import { Seo } from '@/components/ui/Seo';
import { FaqBrowser } from '@/features/faq/components/FaqBrowser';
import { SupportSections } from '@/features/page-content/components/compositions/SupportSections';
import { ContentSection } from '@/features/page-content/components/shared/ContentSection';
import { support } from '@/features/page-content/defaults/support';
import { usePageContent } from '@/features/page-content/hooks';
import { faqApi } from '@/features/faq/api';
import type { PageData } from '@/features/page-content/types';
import { usePageMessages } from '@/i18n/use-page-messages';

export const data: PageData = { content: 'support', queries: () => [faqApi.endpoints.getFaqs.initiate()] };
export default function SupportPage() {
  const m = usePageMessages();
  const { sections: s } = usePageContent('support', support);
  return (
    <>
      <Seo title={m.seo.support.title} description={m.seo.support.description} path="/support" />
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
