import { api } from '@/lib/api';
import { publishedStreams } from '@/lib/published';
import { blogPostSchema, type BlogPost } from './schema';

const streams = publishedStreams<BlogPost>('blog_posts', blogPostSchema);

export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Published posts, newest first (rules only allow reading published ones). */
    getBlogPosts: build.query<BlogPost[], void>({ ...streams.list, providesTags: ['Blog'] }),
    /** One published post by slug; null when there is none. */
    getBlogPost: build.query<BlogPost | null, string>({ ...streams.bySlug, providesTags: ['Blog'] }),
  }),
});

export const { useGetBlogPostsQuery, useGetBlogPostQuery } = blogApi;
