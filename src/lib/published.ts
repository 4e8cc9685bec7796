import { parseDocs } from './docs';
import { streamed } from './stream';
import type { z } from './zod';

/** What blog posts and case studies share: a slug, and a publication state the public depends on. */
export interface Publishable {
  slug: string;
  published: boolean;
  publishedAt: string | null;
}

/** Newest first; published only (the queries already ask for that, this keeps the UI honest). */
export function newestPublished<T extends Publishable>(items: T[]): T[] {
  return items.filter((i) => i.published).sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
}

/** Streaming endpoint definitions for a collection of published articles: the list, newest first,
 *  and one item by slug (null when there is none). Both queries are the ones the rules allow. */
export function publishedStreams<T extends Publishable>(collection: string, schema: z.core.$ZodType<T>) {
  const parse = (docs: Parameters<typeof parseDocs>[1]) => parseDocs(schema, docs, collection) as T[];
  return {
    list: streamed<T[], void>(collection, (backend, _arg, next, error) =>
      backend.listenQuery(
        collection,
        { where: [['published', '==', true]], orderBy: [['publishedAt', 'desc']] },
        (docs) => next(newestPublished(parse(docs))),
        error,
      ),
    ),
    bySlug: streamed<T | null, string>(collection, (backend, slug, next, error) =>
      backend.listenQuery(
        collection,
        {
          where: [
            ['slug', '==', slug],
            ['published', '==', true],
          ],
          limit: 1,
        },
        (docs) => next(parse(docs).find((item) => item.slug === slug && item.published) ?? null),
        error,
      ),
    ),
  };
}
