import { ArticleCard } from '@/components/article/ArticleCard';
import { coverOf } from '@/components/article/CoverImage';
import { ArticleGrid } from '@/components/article/ArticleGrid';
import { useGetBlogPostsQuery } from '../api';
import { articlePath, sectionOf } from '@/domain/site/paths';
import { useLocale } from '@/i18n/locale-context';
import { useLocalizedList } from '@/lib/data/localized-articles';
import type { PublicArticle } from '@/lib/data/published';
import type { BlogPost } from '../schema';
import { usePageMessages } from '@/i18n/use-page-messages';

const SECTION = sectionOf('blog');

/** Published posts, newest first, the newest featured. */
export function BlogList() {
  const locale = useLocale();
  const m = usePageMessages();
  const { data, isLoading, isError, refetch } = useLocalizedList({ useList: useGetBlogPostsQuery });
  return (
    <ArticleGrid<PublicArticle<BlogPost>>
      items={data}
      isLoading={isLoading}
      isError={isError}
      onRetry={refetch}
      errorText={m.article.blogFailed}
      emptyText={m.article.blogEmpty}
      getKey={(p) => p.id}
      renderItem={(p, featured) => (
        <ArticleCard
          to={articlePath(SECTION, p.slug, locale)}
          slug={p.slug}
          title={p.title}
          excerpt={p.excerpt}
          {...coverOf(p)}
          author={p.author}
          publishedAt={p.publishedAt}
          body={p.body}
          tags={p.tags}
          featured={featured}
        />
      )}
    />
  );
}
