import { listenParsed, type LiveParser } from './live-parser';
import type { PublicArticle } from './public-articles';
import type { PlainDoc } from './backend-types';
import { streamed } from './stream';
import { byCodeUnits } from '@/lib/util/compare';
import { isPublicAt, LIVE_FIELD } from '@/domain/live';

export type { PublicArticle } from './public-articles';

/** What blog posts and case studies share: a slug, and a publication state the public depends on. */
export interface Publishable {
  slug: string;
  published: boolean;
  publishedAt: string | null;
  unpublishAt?: string | null;
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
export function publishedStreams<T extends Publishable>(
  collection: string,
  parser: LiveParser<PlainDoc[], PublicArticle<T>[]>,
) {
  type Item = PublicArticle<T> & Publishable;
  return {
    list: streamed<PublicArticle<T>[], void>(collection, (backend, _arg, next, error) =>
      listenParsed(
        backend,
        {
          type: 'query',
          path: collection,
          spec: { where: [[LIVE_FIELD, '==', true]], orderBy: [['publishedAt', 'desc']] },
        },
        parser,
        (items) => next(newestPublished(items as Item[])),
        error,
      ),
    ),
    bySlug: streamed<PublicArticle<T> | null, string>(collection, (backend, slug, next, error) =>
      listenParsed(
        backend,
        {
          type: 'query',
          path: collection,
          spec: {
            where: [
              ['slug', '==', slug],
              [LIVE_FIELD, '==', true],
            ],
            limit: 1,
          },
        },
        parser,
        (items) => next((items as Item[]).find((i) => i.slug === slug && publicNow(i, Date.now())) ?? null),
        error,
      ),
    ),
  };
}
