import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ArticleLayout } from '@/components/article/ArticleLayout';
import { coverOf } from '@/components/article/CoverImage';
import { ArticleSeo } from '@/components/article/ArticleHead';
import { ArticleSkeleton } from '@/components/article/ArticleSkeleton';
import { NotFound } from '@/components/ui/NotFound';
import { Seo } from '@/components/ui/Seo';
import { useEffect } from 'react';
import { firstViewThisSession, UNWATCHED } from '@/lib/util/views';
import { useGetCaseStudyQuery, useGetCaseStudiesQuery, useRecordCaseStudyViewMutation } from '../api';
import { CaseStudyResults } from './CaseStudyResults';
import { sectionOf, sectionPath } from '@/domain/site/paths';
import { useLocale } from '@/i18n/locale-context';
import { useLocalizedArticle } from '@/lib/data/localized-articles';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { COLLECTIONS } from '@/domain/collections';
import { usePageMessages } from '@/i18n/use-page-messages';

/** One published case study by slug; an unknown (or unpublished) slug is the not-found page. */
export function CaseStudyView({ slug }: { slug: string }) {
  const locale = useLocale();
  const m = usePageMessages();
  const {
    data: study,
    slugs,
    isLoading,
    isError,
    refetch,
  } = useLocalizedArticle({ useList: useGetCaseStudiesQuery, useBySlug: useGetCaseStudyQuery }, slug);
  const [recordView] = useRecordCaseStudyViewMutation(UNWATCHED);
  const viewedId = study?.id;
  // One view per visitor session (the rules allow exactly +1 on a public article).
  useEffect(() => {
    if (viewedId && firstViewThisSession(`${COLLECTIONS.caseStudies}/${viewedId}`)) void recordView(viewedId);
  }, [viewedId, recordView]);
  const section = sectionOf('case-studies');
  const path = `${section.prefix}/${slug}`;
  // While the case study is loading or could not be loaded: the section's head, not indexed.
  const pendingHead = (
    <Seo title={m.seo.caseStudies.title} description={m.seo.caseStudies.fallback} path={path} noindex />
  );
  if (isError) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 8, md: 12 } }}>
        {pendingHead}
        <RetryAlert onRetry={refetch}>{m.article.caseStudyFailed}</RetryAlert>
      </Container>
    );
  }
  if (isLoading || study === undefined) {
    return (
      <>
        {pendingHead}
        <ArticleSkeleton />
      </>
    );
  }
  // NotFound brings its own (noindex) head tags.
  if (!study) return <NotFound />;
  return (
    <>
      <ArticleSeo kind="case-study" article={study} slugs={slugs} />
      <ArticleLayout
        back={{ to: sectionPath(section, locale), label: m.article.allCaseStudies }}
        slug={study.slug}
        title={study.title}
        excerpt={study.excerpt}
        {...coverOf(study)}
        author={study.author}
        publishedAt={study.publishedAt}
        body={study.body}
        tags={study.tags}
        eyebrow={
          <Typography variant="overline" sx={{ color: 'primary.main', fontWeight: 700, letterSpacing: '0.1em' }}>
            {m.article.caseStudy} · {study.industry}
          </Typography>
        }
        highlight={<CaseStudyResults client={study.client} industry={study.industry} results={study.results} />}
      />
    </>
  );
}
