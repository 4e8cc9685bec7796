import { useParams } from 'react-router-dom';
import { BlogPostView } from '@/features/blog/components/BlogPostView';
import { blogApi } from '@/features/blog/api';
import type { Prefetch } from '@/lib/data';

export const prefetch: Prefetch = ({ slug = '' }) => [blogApi.endpoints.getBlogPost.initiate(slug)];

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  return <BlogPostView key={slug} slug={slug} />;
}
