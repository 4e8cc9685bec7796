import { useParams } from 'react-router-dom';
import { BlogPostView } from '@/features/blog/components/BlogPostView';

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  return <BlogPostView key={slug} slug={slug} />;
}
