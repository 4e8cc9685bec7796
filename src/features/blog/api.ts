import { api } from '@/lib/api';
import { parseDocs } from '@/lib/docs';
import { streamed } from '@/lib/stream';
import { blogPostSchema, type BlogPost } from './schema';

const COLLECTION = 'blog_posts';

/** Newest first; only published posts (the query already asks for that, this keeps the UI honest). */
export function newestPublished<T extends { published: boolean; publishedAt: string | null }>(items: T[]): T[] {
  return items.filter((i) => i.published).sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
}

export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Published posts, newest first (rules only allow reading published ones). */
    getBlogPosts: build.query<BlogPost[], void>({
      ...streamed<BlogPost[], void>(COLLECTION, (backend, _arg, next, error) =>
        backend.listenQuery(
          COLLECTION,
          { where: [['published', '==', true]], orderBy: [['publishedAt', 'desc']] },
          (docs) => next(newestPublished(parseDocs(blogPostSchema, docs, COLLECTION))),
          error,
        ),
      ),
      providesTags: ['Blog'],
    }),
    /** One published post by slug; null when there is none. */
    getBlogPost: build.query<BlogPost | null, string>({
      ...streamed<BlogPost | null, string>(COLLECTION, (backend, slug, next, error) =>
        backend.listenQuery(
          COLLECTION,
          {
            where: [
              ['slug', '==', slug],
              ['published', '==', true],
            ],
            limit: 1,
          },
          (docs) =>
            next(parseDocs(blogPostSchema, docs, COLLECTION).find((p) => p.slug === slug && p.published) ?? null),
          error,
        ),
      ),
      providesTags: ['Blog'],
    }),
  }),
});

export const { useGetBlogPostsQuery, useGetBlogPostQuery } = blogApi;
