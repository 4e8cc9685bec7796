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
import { useGetCaseStudyQuery, useRecordCaseStudyViewMutation } from '../api';
import { CaseStudyResults } from './CaseStudyResults';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { COLLECTIONS } from '@/domain/collections';

const FALLBACK = 'How engineering teams use Structura AI to design faster and build leaner.';

/** One published case study by slug; an unknown (or unpublished) slug is the not-found page. */
export function CaseStudyView({ slug }: { slug: string }) {
  const { data: study, isLoading, isError, refetch } = useGetCaseStudyQuery(slug);
  const [recordView] = useRecordCaseStudyViewMutation(UNWATCHED);
  const viewedId = study?.id;
  // One view per visitor session (the rules allow exactly +1 on a public article).
  useEffect(() => {
    if (viewedId && firstViewThisSession(`${COLLECTIONS.caseStudies}/${viewedId}`)) void recordView(viewedId);
  }, [viewedId, recordView]);
  const path = `/case-studies/${slug}`;
  if (isError) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 8, md: 12 } }}>
        <Seo title="Case Studies" description={FALLBACK} path={path} noindex />
        <RetryAlert onRetry={refetch}>We couldn&apos;t load this case study right now. Please try again.</RetryAlert>
      </Container>
    );
  }
  if (isLoading || study === undefined) {
    return (
      <>
        <Seo title="Case Studies" description={FALLBACK} path={path} noindex />
        <ArticleSkeleton />
      </>
    );
  }
  // NotFound brings its own (noindex) head tags.
  if (!study) return <NotFound />;
  return (
    <>
      <ArticleSeo kind="case-study" article={study} />
      <ArticleLayout
        back={{ to: '/case-studies', label: 'All case studies' }}
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
            Case study · {study.industry}
          </Typography>
        }
        highlight={<CaseStudyResults client={study.client} industry={study.industry} results={study.results} />}
      />
    </>
  );
}
