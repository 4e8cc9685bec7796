import { docParser, type SchemaSource } from './doc-parser';
import { streamed } from './stream';
import { byCodeUnits } from '@/lib/util/compare';
import { isPublicAt, LIVE_FIELD } from '@/lib/schema/live';

/** What blog posts and case studies share: a slug, and a publication state the public depends on. */
export interface Publishable {
  slug: string;
  published: boolean;
  publishedAt: string | null;
  unpublishAt?: string | null;
}

/** An article as the public site has it: without its view counter, which no public page shows. A
 *  visitor's read of an article (views + 1, the one public write) then changes nothing any open page
 *  holds, so it re-renders no reader's page, the reader's own included. */
export type PublicArticle<T> = Omit<T, 'views'>;

function publicArticle<T extends object>(item: T): PublicArticle<T> {
  const { views: _views, ...rest } = item as T & { views?: unknown };
  return rest;
}

/** Public now: published, and inside its time (issue 29: an article whose unpublish time passed
 *  is off the page at once, though its `live` flag waits for the publishing task). The queries ask
 *  for live ones. */
const publicNow = (i: Publishable, now: number) => i.published && isPublicAt({ ...i, live: true }, now);

/** Newest first; public ones only (published and inside their time). */
export function newestPublished<T extends Publishable>(items: T[], now = Date.now()): T[] {
  return items.filter((i) => publicNow(i, now)).sort((a, b) => byCodeUnits(b.publishedAt ?? '', a.publishedAt ?? ''));
}

/**
 * Streaming endpoint definitions for a collection of published articles: the list, newest first,
 * and one item by slug (null when there is none). Public means `live`, a flag only the server sets
 * (functions/src/publishing: when a published article's time comes) and the rules read, so the
 * queries need no time bound: a post published or coming due while a page is open arrives through
 * its open listener.
 */
export function publishedStreams<T extends Publishable & object>(collection: string, schema: SchemaSource<T>) {
  return {
    list: streamed<PublicArticle<T>[], void>(collection, async (backend, _arg, next, error) => {
      const parse = await docParser(schema, collection);
      return backend.listenQuery(
        collection,
        { where: [[LIVE_FIELD, '==', true]], orderBy: [['publishedAt', 'desc']] },
        (docs) => next(newestPublished(parse(docs)).map(publicArticle)),
        error,
      );
    }),
    bySlug: streamed<PublicArticle<T> | null, string>(collection, async (backend, slug, next, error) => {
      const parse = await docParser(schema, collection);
      return backend.listenQuery(
        collection,
        {
          where: [
            ['slug', '==', slug],
            [LIVE_FIELD, '==', true],
          ],
          limit: 1,
        },
        (docs) => {
          const item = parse(docs).find((i) => i.slug === slug && publicNow(i, Date.now()));
          next(item ? publicArticle(item) : null);
        },
        error,
      );
    }),
  };
}
