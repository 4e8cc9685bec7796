import Container from '@mui/material/Container';
import { ArticleLayout } from '@/components/article/ArticleLayout';
import { coverOf } from '@/components/article/CoverImage';
import { ArticleSeo } from '@/components/article/ArticleHead';
import { ArticleSkeleton } from '@/components/article/ArticleSkeleton';
import { NotFound } from '@/components/ui/NotFound';
import { Seo } from '@/components/ui/Seo';
import { useEffect } from 'react';
import { firstViewThisSession, UNWATCHED } from '@/lib/util/views';
import { useGetBlogPostQuery, useGetBlogPostsQuery, useRecordBlogPostViewMutation } from '../api';
import { sectionOf, sectionPath } from '@/domain/site/paths';
import { useLocale } from '@/i18n/locale-context';
import { useLocalizedArticle } from '@/lib/data/localized-articles';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { COLLECTIONS } from '@/domain/collections';
import { usePageMessages } from '@/i18n/use-page-messages';
import { FEED_TEXTS } from '@/i18n/messages/feeds';

/** One published post by slug; an unknown (or unpublished) slug is the not-found page. */
export function BlogPostView({ slug }: { slug: string }) {
  const locale = useLocale();
  const m = usePageMessages();
  const {
    data: post,
    slugs,
    isLoading,
    isError,
    refetch,
  } = useLocalizedArticle({ useList: useGetBlogPostsQuery, useBySlug: useGetBlogPostQuery }, slug);
  const [recordView] = useRecordBlogPostViewMutation(UNWATCHED);
  const viewedId = post?.id;
  // One view per visitor session (the rules allow exactly +1 on a public article).
  useEffect(() => {
    if (viewedId && firstViewThisSession(`${COLLECTIONS.blogPosts}/${viewedId}`)) void recordView(viewedId);
  }, [viewedId, recordView]);
  const section = sectionOf('blog');
  const path = `${section.prefix}/${slug}`;
  // While the post is loading or could not be loaded: the section's head, not indexed.
  const pendingHead = (
    <Seo
      title={m.seo.blog.title}
      description={m.seo.blog.fallback}
      path={path}
      feedTitle={FEED_TEXTS[locale].title}
      noindex
    />
  );
  if (isError) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 8, md: 12 } }}>
        {pendingHead}
        <RetryAlert onRetry={refetch}>{m.article.postFailed}</RetryAlert>
      </Container>
    );
  }
  if (isLoading || post === undefined) {
    return (
      <>
        {pendingHead}
        <ArticleSkeleton />
      </>
    );
  }
  // NotFound brings its own (noindex) head tags.
  if (!post) return <NotFound />;
  return (
    <>
      <ArticleSeo kind="blog" article={post} slugs={slugs} />
      <ArticleLayout
        back={{ to: sectionPath(section, locale), label: m.article.allPosts }}
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
