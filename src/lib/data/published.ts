import type { AppError, Backend, PlainDoc, Unsubscribe } from './backend-types';
import { docParser, type SchemaSource } from './doc-parser';
import { streamed } from './stream';
import { byCodeUnits } from '@/lib/util/compare';

/** What blog posts and case studies share: a slug, and a publication state the public depends on. */
export interface Publishable {
  slug: string;
  published: boolean;
  publishedAt: string | null;
}

/** Public now: published, and its time has come (a future time is a schedule). */
export const isPublicAt = (i: Publishable, now: number) =>
  i.published && Boolean(i.publishedAt) && Date.parse(i.publishedAt!) <= now;

/** Newest first; public ones only (the queries already ask for that, this keeps the UI honest). */
export function newestPublished<T extends Publishable>(items: T[], now = Date.now()): T[] {
  return items.filter((i) => isPublicAt(i, now)).sort((a, b) => byCodeUnits(b.publishedAt ?? '', a.publishedAt ?? ''));
}

/** How far the query's time bound stays behind this browser's clock: the rules compare it with
 *  the server's time (request.time), and a bound ahead of that is refused. */
export const CLOCK_SKEW_MS = 2000;
/** After a scheduled time, how long before the query is opened again (so its bound is past it). */
export const REOPEN_AFTER_MS = CLOCK_SKEW_MS + 1000;
/** How far back the bound goes after a refusal: the skew, a minute, an hour, a day, 30 days. */
const BOUND_BACKOFF_MS = [CLOCK_SKEW_MS, 60_000, 3_600_000, 86_400_000, 30 * 86_400_000];
/** setTimeout's limit (about 24.8 days): a later schedule is looked at again after this. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A live query of public articles that follows the clock. The rules let visitors read an article
 * only once `publishedAt <= request.time`, so the query carries that bound (now, less the clock
 * skew) and cannot see what is published after it opened. So it also listens to the public
 * schedule (`schedule/{collection}__{id}`: only the publish time of each published article, written
 * with it by the back office) and, when a time past its bound comes (a scheduled post, or one just
 * published), opens the query again with a new bound. No reload, no button.
 */
export function listenPublic(
  backend: Backend,
  collection: string,
  build: (bound: Date) => Parameters<Backend['listenQuery']>[1],
  next: (docs: PlainDoc[]) => void,
  error: (e: AppError) => void,
  clock: { now: () => number } = { now: Date.now },
): Unsubscribe {
  let inner: Unsubscribe | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  let bound = 0;
  let times: number[] = [];

  // A bound the server refuses (its clock behind ours: the emulator even keeps one request.time per
  // connection) is retried further back, so the list still shows what is certainly public.
  const open = (attempt = 0) => {
    inner?.();
    bound = clock.now() - BOUND_BACKOFF_MS[attempt]!;
    inner = backend.listenQuery(collection, build(new Date(bound)), next, (e) => {
      if (e.code === 'permission-denied' && attempt + 1 < BOUND_BACKOFF_MS.length && !closed) open(attempt + 1);
      else error(e);
    });
  };
  const arm = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const due = times.filter((t) => t > bound);
    if (closed || due.length === 0) return;
    const wait = Math.min(Math.max(0, Math.min(...due) + REOPEN_AFTER_MS - clock.now()), MAX_TIMER_MS);
    timer = setTimeout(() => {
      if (closed) return;
      if (times.some((t) => t > bound && t + REOPEN_AFTER_MS <= clock.now())) open();
      arm();
    }, wait);
  };
  open();
  const schedule = backend.listenQuery(
    'schedule',
    {
      where: [
        ['collection', '==', collection],
        ['publishAt', '>', new Date(bound - 60_000)],
      ],
    },
    (docs) => {
      times = docs
        .map((d) => (typeof d.publishAt === 'string' ? Date.parse(d.publishAt) : Number.NaN))
        .filter((t) => Number.isFinite(t));
      arm();
    },
    // Without the schedule the list still works; it just waits for the next visit to see new posts.
    (e) => console.warn(`[${collection}] schedule unavailable:`, e),
  );
  return () => {
    closed = true;
    if (timer) clearTimeout(timer);
    inner?.();
    schedule();
  };
}

/** Streaming endpoint definitions for a collection of published articles: the list, newest first,
 *  and one item by slug (null when there is none). Both queries are the ones the rules allow, and
 *  both follow the schedule (listenPublic). */
export function publishedStreams<T extends Publishable>(collection: string, schema: SchemaSource<T>) {
  return {
    list: streamed<T[], void>(collection, async (backend, _arg, next, error) => {
      const parse = await docParser(schema, collection);
      return listenPublic(
        backend,
        collection,
        (bound) => ({
          where: [
            ['published', '==', true],
            ['publishedAt', '<=', bound],
          ],
          orderBy: [['publishedAt', 'desc']],
        }),
        (docs) => next(newestPublished(parse(docs))),
        error,
      );
    }),
    bySlug: streamed<T | null, string>(collection, async (backend, slug, next, error) => {
      const parse = await docParser(schema, collection);
      return listenPublic(
        backend,
        collection,
        (bound) => ({
          where: [
            ['slug', '==', slug],
            ['published', '==', true],
            ['publishedAt', '<=', bound],
          ],
          limit: 1,
        }),
        (docs) => next(parse(docs).find((item) => item.slug === slug && isPublicAt(item, Date.now())) ?? null),
        error,
      );
    }),
  };
}
