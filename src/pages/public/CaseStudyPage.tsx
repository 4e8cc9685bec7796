import { useParams } from 'react-router-dom';
import type { PageData } from '@/features/page-content/types';
import { articleLd } from '@/components/article/ArticleHead';
import { isLocale, DEFAULT_LOCALE } from '@/domain/locales';
import { CaseStudyView } from '@/features/case-studies/components/CaseStudyView';
import { caseStudiesApi } from '@/features/case-studies/api';
import { articleQueries, selectArticleTranslations } from '@/lib/data/article-translations';
import { findBySlug } from '@/domain/site/localize-articles';

export const data: PageData = {
  queries: ({ slug = '', locale }) =>
    articleQueries(
      isLocale(locale) ? locale : undefined,
      () => caseStudiesApi.endpoints.getCaseStudy.initiate(slug),
      () => caseStudiesApi.endpoints.getCaseStudies.initiate(),
    ),
  structuredData: (state, { slug = '', locale: raw }, siteUrl) => {
    const locale = isLocale(raw) ? raw : DEFAULT_LOCALE;
    const study =
      locale === DEFAULT_LOCALE
        ? caseStudiesApi.endpoints.getCaseStudy.select(slug)(state).data
        : findBySlug(
            caseStudiesApi.endpoints.getCaseStudies.select()(state).data ?? [],
            locale,
            slug,
            selectArticleTranslations(state),
          );
    return study ? articleLd('case-study', study, siteUrl, locale) : null;
  },
};

export default function CaseStudyPage() {
  const { slug = '' } = useParams();
  return <CaseStudyView key={slug} slug={slug} />;
}
