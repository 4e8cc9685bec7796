import { z } from '@/lib/zod';

/** case_studies/{id} as the app reads it (docs/data-model.md); timestamps are ISO strings. */
export const caseStudySchema = z.object({
  id: z.string(),
  slug: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  client: z._default(z.string(), ''),
  industry: z._default(z.string(), ''),
  excerpt: z._default(z.string(), ''),
  body: z._default(z.string(), ''),
  coverImage: z._default(z.string(), ''),
  author: z._default(z.string(), ''),
  tags: z._default(z.array(z.string()), []),
  results: z._default(z.array(z.string()), []),
  published: z.boolean(),
  publishedAt: z.nullable(z.string()),
  createdAt: z.optional(z.nullable(z.string())),
  updatedAt: z.optional(z.nullable(z.string())),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;
