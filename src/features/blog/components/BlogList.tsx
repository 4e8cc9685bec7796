import { ArticleCard } from '@/components/article/ArticleCard';
import { coverOf } from '@/components/article/CoverImage';
import { ArticleGrid } from '@/components/article/ArticleGrid';
import { useGetBlogPostsQuery } from '../api';
import type { PublicArticle } from '@/lib/data/published';
import type { BlogPost } from '../schema';

/** Published posts, newest first, the newest featured. */
export function BlogList() {
  const { data, isLoading, isError, refetch } = useGetBlogPostsQuery();
  return (
    <ArticleGrid<PublicArticle<BlogPost>>
      items={data}
      isLoading={isLoading}
      isError={isError}
      onRetry={refetch}
      errorText="We couldn't load the blog right now. Please try again in a moment."
      emptyText="No posts have been published yet. Check back soon."
      getKey={(p) => p.id}
      renderItem={(p, featured) => (
        <ArticleCard
          to={`/blog/${p.slug}`}
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
