import { z } from 'zod';

/** case_studies/{id} as the app reads it (docs/data-model.md); timestamps are ISO strings. */
export const caseStudySchema = z.object({
  id: z.string(),
  slug: z.string().min(1),
  title: z.string().min(1),
  client: z.string().default(''),
  industry: z.string().default(''),
  excerpt: z.string().default(''),
  body: z.string().default(''),
  coverImage: z.string().default(''),
  author: z.string().default(''),
  tags: z.array(z.string()).default([]),
  results: z.array(z.string()).default([]),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string().nullable().optional(),
  updatedAt: z.string().nullable().optional(),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;
