import Typography from '@mui/material/Typography';
// Shared article presentation lives with the blog feature (see ArticleCard).
import { ArticleCard } from '@/components/article/ArticleCard';
import { coverOf } from '@/components/article/CoverImage';
import { ArticleGrid } from '@/components/article/ArticleGrid';
import { useGetCaseStudiesQuery } from '../api';
import { articlePath, sectionOf } from '@/domain/site/paths';
import { useLocale } from '@/i18n/locale-context';
import { useLocalizedList } from '@/lib/data/localized-articles';
import type { PublicArticle } from '@/lib/data/published';
import type { CaseStudy } from '../schema';
import { usePageMessages } from '@/i18n/use-page-messages';

const SECTION = sectionOf('case-studies');

/** Published case studies, newest first, with client, industry and the headline result. */
export function CaseStudyList() {
  const locale = useLocale();
  const { data, isLoading, isError, refetch } = useLocalizedList({ useList: useGetCaseStudiesQuery });
  const m = usePageMessages();
  return (
    <ArticleGrid<PublicArticle<CaseStudy>>
      items={data}
      isLoading={isLoading}
      isError={isError}
      onRetry={refetch}
      errorText={m.article.caseStudiesFailed}
      emptyText={m.article.caseStudiesEmpty}
      getKey={(c) => c.id}
      renderItem={(c, featured) => (
        <ArticleCard
          to={articlePath(SECTION, c.slug, locale)}
          slug={c.slug}
          title={c.title}
          excerpt={c.excerpt}
          {...coverOf(c)}
          author={c.author}
          publishedAt={c.publishedAt}
          body={c.body}
          tags={c.tags}
          eyebrow={[c.client, c.industry].filter(Boolean).join(' · ')}
          featured={featured}
        >
          {c.results[0] && (
            <Typography
              variant="body2"
              sx={{ fontWeight: 600, color: 'success.dark', borderLeft: 3, borderColor: 'success.main', pl: 1.5 }}
            >
              {c.results[0].value} {c.results[0].metric}
            </Typography>
          )}
        </ArticleCard>
      )}
    />
  );
}
