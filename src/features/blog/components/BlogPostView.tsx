import Container from '@mui/material/Container';
import { ArticleLayout } from '@/components/article/ArticleLayout';
import { coverOf } from '@/components/article/CoverImage';
import { ArticleSeo } from '@/components/article/ArticleHead';
import { ArticleSkeleton } from '@/components/article/ArticleSkeleton';
import { NotFound } from '@/components/ui/NotFound';
import { Seo } from '@/components/ui/Seo';
import { useEffect } from 'react';
import { firstViewThisSession, UNWATCHED } from '@/lib/util/views';
import { useGetBlogPostQuery, useRecordBlogPostViewMutation } from '../api';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { COLLECTIONS } from '@/domain/collections';

/** One published post by slug; an unknown (or unpublished) slug is the not-found page. */
export function BlogPostView({ slug }: { slug: string }) {
  const { data: post, isLoading, isError, refetch } = useGetBlogPostQuery(slug);
  const [recordView] = useRecordBlogPostViewMutation(UNWATCHED);
  const viewedId = post?.id;
  // One view per visitor session (the rules allow exactly +1 on a public article).
  useEffect(() => {
    if (viewedId && firstViewThisSession(`${COLLECTIONS.blogPosts}/${viewedId}`)) void recordView(viewedId);
  }, [viewedId, recordView]);
  const path = `/blog/${slug}`;
  if (isError) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 8, md: 12 } }}>
        <Seo title="Blog" description="Articles from the Structura AI team." path={path} noindex />
        <RetryAlert onRetry={refetch}>We couldn&apos;t load this post right now. Please try again.</RetryAlert>
      </Container>
    );
  }
  if (isLoading || post === undefined) {
    return (
      <>
        <Seo title="Blog" description="Articles from the Structura AI team." path={path} noindex />
        <ArticleSkeleton />
      </>
    );
  }
  // NotFound brings its own (noindex) head tags.
  if (!post) return <NotFound />;
  return (
    <>
      <ArticleSeo kind="blog" article={post} />
      <ArticleLayout
        back={{ to: '/blog', label: 'All posts' }}
        slug={post.slug}
        title={post.title}
        excerpt={post.excerpt}
        {...coverOf(post)}
        author={post.author}
        publishedAt={post.publishedAt}
        body={post.body}
        tags={post.tags}
      />
    </>
  );
}
