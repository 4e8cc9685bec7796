import Container from '@mui/material/Container';
import { ListHero } from '@/components/article/ListHero';
import { Seo } from '@/components/ui/Seo';
import { CaseStudyList } from '@/features/case-studies/components/CaseStudyList';
import { caseStudiesApi } from '@/features/case-studies/api';
import { DEFAULT_LOCALE } from '@/domain/locales';
import { articleTranslationsApi } from '@/lib/data/article-translations';
import type { PageData } from '@/features/page-content/types';

export const data: PageData = {
  heading: 'Case Studies',
  queries: ({ locale }) => [
    caseStudiesApi.endpoints.getCaseStudies.initiate(),
    // Another language joins the live translations (src/lib/data/article-translations.ts).
    ...(locale && locale !== DEFAULT_LOCALE
      ? [articleTranslationsApi.endpoints.getArticleTranslations.initiate()]
      : []),
  ],
};
export default function CaseStudiesPage() {
  return (
    <>
      <Seo
        title="Case Studies"
        description="How structural engineering firms use Structura AI to save steel, cut design iteration time and catch problems early."
        path="/case-studies"
      />
      <ListHero
        overline="Customer stories"
        title="Case Studies"
        lead="How structural engineering firms use Structura AI to save material, shorten design cycles and find problems while they are still cheap to fix."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <CaseStudyList />
      </Container>
    </>
  );
}
