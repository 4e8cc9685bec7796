import { useParams } from 'react-router-dom';
import type { PageData } from '@/features/page-content/types';
import { articleLd } from '@/components/article/ArticleHead';
import { BlogPostView } from '@/features/blog/components/BlogPostView';
import { blogApi } from '@/features/blog/api';

export const data: PageData = {
  queries: ({ slug = '' }) => [blogApi.endpoints.getBlogPost.initiate(slug)],
  structuredData: (state, { slug = '' }, siteUrl) => {
    const post = blogApi.endpoints.getBlogPost.select(slug)(state).data;
    return post ? articleLd('blog', post, siteUrl) : null;
  },
};

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  return <BlogPostView key={slug} slug={slug} />;
}
