// An article's translation as the public site reads it (blog_posts/{id}/translations/{locale},
// case_studies/{id}/translations/{locale}: the data model of issue 41). Only the localized fields
// and the translation's own publish state; everything else is the record's. Loaded where the
// listener runs (src/lib/data/article-translations-parser.ts), never with the first paint.
import { LOCALE_CODES, type Locale } from '../../domain/locales.ts';
import { z } from './zod.ts';

export const articleTranslationSchema = z.object({
  id: z.string(),
  /** The record's id (the collection-group query's parent). */
  parentId: z.string(),
  locale: z.enum(LOCALE_CODES as unknown as [Locale, ...Locale[]]),
  slug: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  excerpt: z._default(z.string(), ''),
  body: z._default(z.string(), ''),
  seoTitle: z._default(z.string(), ''),
  seoDescription: z._default(z.string(), ''),
  challenge: z.optional(z.string()),
  solution: z.optional(z.string()),
  live: z.boolean(),
  publishedAt: z.nullable(z.string()),
  unpublishAt: z.optional(z.nullable(z.string())),
  updatedAt: z.optional(z.nullable(z.string())),
});
