import { useParams } from 'react-router-dom';
import type { PageData } from '@/features/page-content/types';
import { articleLd } from '@/components/article/ArticleHead';
import { isLocale, DEFAULT_LOCALE } from '@/domain/locales';
import { BlogPostView } from '@/features/blog/components/BlogPostView';
import { blogApi } from '@/features/blog/api';
import { articleQueries, selectArticleTranslations } from '@/lib/data/article-translations';
import { findBySlug } from '@/domain/site/localize-articles';

export const data: PageData = {
  queries: ({ slug = '', locale }) =>
    articleQueries(
      isLocale(locale) ? locale : undefined,
      () => blogApi.endpoints.getBlogPost.initiate(slug),
      () => blogApi.endpoints.getBlogPosts.initiate(),
    ),
  structuredData: (state, { slug = '', locale: raw }, siteUrl) => {
    const locale = isLocale(raw) ? raw : DEFAULT_LOCALE;
    const post =
      locale === DEFAULT_LOCALE
        ? blogApi.endpoints.getBlogPost.select(slug)(state).data
        : findBySlug(
            blogApi.endpoints.getBlogPosts.select()(state).data ?? [],
            locale,
            slug,
            selectArticleTranslations(state),
          );
    return post ? articleLd('blog', post, siteUrl, locale) : null;
  },
};

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  return <BlogPostView key={slug} slug={slug} />;
}
