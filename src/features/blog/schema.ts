import { z } from 'zod';

/** blog_posts/{id} as the app reads it (docs/data-model.md); timestamps are ISO strings. */
export const blogPostSchema = z.object({
  id: z.string(),
  slug: z.string().min(1),
  title: z.string().min(1),
  excerpt: z.string().default(''),
  body: z.string().default(''),
  coverImage: z.string().default(''),
  author: z.string().default(''),
  tags: z.array(z.string()).default([]),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string().nullable().optional(),
  updatedAt: z.string().nullable().optional(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;
