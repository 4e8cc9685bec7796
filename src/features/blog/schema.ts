import { z } from '@/lib/zod';

/** blog_posts/{id} as the app reads it (docs/data-model.md); timestamps are ISO strings. */
export const blogPostSchema = z.object({
  id: z.string(),
  slug: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  excerpt: z._default(z.string(), ''),
  body: z._default(z.string(), ''),
  coverImage: z._default(z.string(), ''),
  author: z._default(z.string(), ''),
  tags: z._default(z.array(z.string()), []),
  published: z.boolean(),
  publishedAt: z.nullable(z.string()),
  createdAt: z.optional(z.nullable(z.string())),
  updatedAt: z.optional(z.nullable(z.string())),
});
export type BlogPost = z.infer<typeof blogPostSchema>;
