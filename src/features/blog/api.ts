import { api } from '@/lib/data/api';
import { publishedStreams, type PublicArticle } from '@/lib/data/published';
import { call } from '@/lib/data/stream';
import type { BlogPost } from './schema';
import { COLLECTIONS } from '@/domain/collections';
import { blogPostsParser } from './parsers';

// Parsed where the listener runs (./parsers.ts), after the page is interactive.
const streams = publishedStreams<BlogPost>(COLLECTIONS.blogPosts, blogPostsParser);

export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Public posts, newest first (rules only allow reading published ones whose time has come). */
    getBlogPosts: build.query<PublicArticle<BlogPost>[], void>({ ...streams.list, providesTags: ['Blog'] }),
    /** One public post by slug; null when there is none. */
    getBlogPost: build.query<PublicArticle<BlogPost> | null, string>({ ...streams.bySlug, providesTags: ['Blog'] }),
    /** A visitor read a post: views + 1 (the only public write to posts). */
    recordBlogPostView: build.mutation<null, string>({
      queryFn: (id, { extra }) =>
        call(extra, async (b) => {
          await b.increment(`${COLLECTIONS.blogPosts}/${id}`, 'views', 1);
          return null;
        }),
    }),
  }),
});

export const { useGetBlogPostsQuery, useGetBlogPostQuery, useRecordBlogPostViewMutation } = blogApi;
