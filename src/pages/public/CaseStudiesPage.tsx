import Container from '@mui/material/Container';
import { ListHero } from '@/components/article/ListHero';
import { Seo } from '@/components/ui/Seo';
import { CaseStudyList } from '@/features/case-studies/components/CaseStudyList';
import { caseStudiesApi } from '@/features/case-studies/api';
import { DEFAULT_LOCALE } from '@/domain/locales';
import { articleTranslationsApi } from '@/lib/data/article-translations';
import type { PageData } from '@/features/page-content/types';
import { usePageMessages } from '@/i18n/use-page-messages';
import { loadedPageMessages } from '@/i18n/page-messages';

export const data: PageData = {
  heading: (_state, { locale }) => loadedPageMessages(locale).seo.caseStudies.title,
  queries: ({ locale }) => [
    caseStudiesApi.endpoints.getCaseStudies.initiate(),
    // Another language joins the live translations (src/lib/data/article-translations.ts).
    ...(locale && locale !== DEFAULT_LOCALE
      ? [articleTranslationsApi.endpoints.getArticleTranslations.initiate()]
      : []),
  ],
};
export default function CaseStudiesPage() {
  const m = usePageMessages();
  return (
    <>
      <Seo title={m.seo.caseStudies.title} description={m.seo.caseStudies.description} path="/case-studies" />
      <ListHero overline={m.seo.caseStudies.overline} title={m.seo.caseStudies.title} lead={m.seo.caseStudies.lead} />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <CaseStudyList />
      </Container>
    </>
  );
}
