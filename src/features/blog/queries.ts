import { liveQuery } from '@/lib/live-query';
import type { BlogPost } from './schema';

// The public blog's queries and view count (src/lib/live-query.ts: the API loads after the first paint).
const load = () => import('./api').then((m) => m.blogApi.endpoints);
export const blogPostsQuery = liveQuery<BlogPost[]>('getBlogPosts', () => load().then((e) => e.getBlogPosts));
export const blogPostQuery = liveQuery<BlogPost | null, string>('getBlogPost', () => load().then((e) => e.getBlogPost));
export const recordBlogPostView = () => load().then((e) => e.recordBlogPostView);
