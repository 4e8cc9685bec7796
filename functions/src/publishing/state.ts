// What the publishing functions decide, without Firestore: whether an article should be public now
// (`live`, the flag visitors' queries and the rules read), which schedule entry names which article,
// what a publish task carries and when it runs. Pure, unit-tested beside it (state.test.ts).
import { Timestamp } from 'firebase-admin/firestore';
import { LIVE_FIELD } from '@/domain/live';
import { COLLECTIONS } from '@/domain/collections';
import { isTranslationLocale } from '@/domain/translations';
import type { Locale } from '@/domain/locales';

export { LIVE_FIELD };
export const ARTICLE_COLLECTIONS = [COLLECTIONS.blogPosts, COLLECTIONS.caseStudies] as const;
export type ArticleCollection = (typeof ARTICLE_COLLECTIONS)[number];

/** Cloud Tasks takes a task at most 30 days ahead: a later publication goes in hops of 29 days. */
export const MAX_HOP_MS = 29 * 86_400_000;

/** An article as far as publishing goes, read from its stored fields:
 *  - `draft`: not published (or gone), never live;
 *  - `due`: published and its time has come: live (until `unpublishAt`, when it has one);
 *  - `scheduled`: published with a future time: not live until `publishAt`;
 *  - `expired`: published, but its unpublish time has passed: no longer live;
 *  - `malformed`: written around the rules (e.g. published without a time): never live. */
export type ArticleState =
  | { kind: 'draft' }
  | { kind: 'due'; publishAt: number; unpublishAt?: number }
  | { kind: 'scheduled'; publishAt: number; unpublishAt?: number }
  | { kind: 'expired'; publishAt: number; unpublishAt: number }
  | { kind: 'malformed'; error: string };

export function articleState(data: Record<string, unknown> | undefined, now: number): ArticleState {
  if (!data) return { kind: 'draft' };
  if (typeof data.published !== 'boolean') return { kind: 'malformed', error: '`published` is not true or false' };
  if (!data.published) return { kind: 'draft' };
  if (!(data.publishedAt instanceof Timestamp))
    return { kind: 'malformed', error: 'published without a `publishedAt` time' };
  const publishAt = data.publishedAt.toMillis();
  const end = data.unpublishAt;
  if (end !== undefined && end !== null && !(end instanceof Timestamp))
    return { kind: 'malformed', error: '`unpublishAt` is not a time' };
  if (!end) return publishAt <= now ? { kind: 'due', publishAt } : { kind: 'scheduled', publishAt };
  const unpublishAt = end.toMillis();
  if (unpublishAt <= now) return { kind: 'expired', publishAt, unpublishAt };
  return { kind: publishAt <= now ? 'due' : 'scheduled', publishAt, unpublishAt };
}

/** Whether the article should be live in that state. */
export const shouldBeLive = (state: ArticleState) => state.kind === 'due';

/** What a schedule entry or task names: an article, or (with `locale`) one of its translations
 *  (issue 41: `{collection}/{id}/translations/{locale}`, public on its own time). */
export interface ArticleRef {
  collection: ArticleCollection;
  id: string;
  locale?: Locale;
}

/** `schedule/{collection}__{id}` (or a translation's `{collection}__{id}__{locale}`) -> the
 *  article it names, or null for a key no article has. */
export function articleOfScheduleKey(key: string): ArticleRef | null {
  const at = key.indexOf('__');
  if (at < 0) return null;
  const collection = key.slice(0, at);
  const id = key.slice(at + 2);
  if (!(ARTICLE_COLLECTIONS as readonly string[]).includes(collection)) return null;
  if (!/^[^/]{1,128}$/.test(id) || id.startsWith('__')) return null;
  const last = id.lastIndexOf('__');
  const locale = last > 0 ? id.slice(last + 2) : '';
  if (isTranslationLocale(locale))
    return { collection: collection as ArticleCollection, id: id.slice(0, last), locale };
  return { collection: collection as ArticleCollection, id };
}

/** The document a reference names: the article, or its translation. */
export const articleDocPath = (ref: ArticleRef) =>
  ref.locale ? `${ref.collection}/${ref.id}/translations/${ref.locale}` : `${ref.collection}/${ref.id}`;

/** A publish task: the article, the publication time it was queued for, and when it is due to run
 *  (the publication time, or an intermediate hop for one more than 29 days ahead). With
 *  `unpublishAt`, it is the end of that publication instead: it runs at the unpublish time. */
export interface PublishTask {
  collection: ArticleCollection;
  id: string;
  /** A translation's task (issue 41): that language's document, on its own time. */
  locale?: Locale;
  /** ISO time of the publication this task is for. */
  publishAt: string;
  /** ISO time the publication ends, for a task that takes the article off the site. */
  unpublishAt?: string;
  /** ISO time the task was queued to run at. */
  runAt: string;
}

export function parsePublishTask(data: unknown): { ok: true; task: PublishTask } | { ok: false; error: string } {
  const d = (data ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof d.collection !== 'string' || !(ARTICLE_COLLECTIONS as readonly string[]).includes(d.collection))
    problems.push('collection');
  if (typeof d.id !== 'string' || !/^[^/]{1,128}$/.test(d.id)) problems.push('id');
  if (d.locale !== undefined && !isTranslationLocale(d.locale)) problems.push('locale');
  for (const key of ['publishAt', 'runAt'] as const)
    if (typeof d[key] !== 'string' || Number.isNaN(Date.parse(d[key]))) problems.push(key);
  if (d.unpublishAt !== undefined && (typeof d.unpublishAt !== 'string' || Number.isNaN(Date.parse(d.unpublishAt))))
    problems.push('unpublishAt');
  if (problems.length) return { ok: false, error: `malformed publish task: ${problems.join(', ')}` };
  return { ok: true, task: d as unknown as PublishTask };
}

/** The task for a publication at `publishAt`, queued at `now`: it runs then, or after a hop. */
export function publishTask(collection: ArticleCollection, id: string, publishAt: number, now: number): PublishTask {
  return {
    collection,
    id,
    publishAt: new Date(publishAt).toISOString(),
    runAt: new Date(Math.min(publishAt, now + MAX_HOP_MS)).toISOString(),
  };
}

/** The task that ends the publication at `publishAt` at `unpublishAt`: it runs then, or after a hop. */
export function unpublishTask(
  collection: ArticleCollection,
  id: string,
  publishAt: number,
  unpublishAt: number,
  now: number,
): PublishTask {
  return {
    collection,
    id,
    publishAt: new Date(publishAt).toISOString(),
    unpublishAt: new Date(unpublishAt).toISOString(),
    runAt: new Date(Math.min(unpublishAt, now + MAX_HOP_MS)).toISOString(),
  };
}

/** What an article in that state waits for: its publication (scheduled), the end of it (due with
 *  an unpublish time), or nothing. */
export function nextTask(
  collection: ArticleCollection,
  id: string,
  state: ArticleState,
  now: number,
): PublishTask | null {
  if (state.kind === 'scheduled') return publishTask(collection, id, state.publishAt, now);
  if (state.kind === 'due' && state.unpublishAt !== undefined)
    return unpublishTask(collection, id, state.publishAt, state.unpublishAt, now);
  return null;
}

/** The time a task is for (the publication, or its end) and the time the article in `state`
 *  still waits for of that kind (undefined when it waits for none: published, ended, gone). */
export function taskTimes(task: PublishTask, state: ArticleState): { at: number; waitingFor: number | undefined } {
  if (task.unpublishAt !== undefined)
    return { at: Date.parse(task.unpublishAt), waitingFor: state.kind === 'due' ? state.unpublishAt : undefined };
  return { at: Date.parse(task.publishAt), waitingFor: state.kind === 'scheduled' ? state.publishAt : undefined };
}

/** The task's Cloud Tasks id: one per article, publication (or unpublication) time and run time,
 *  so a trigger that is delivered twice queues it once. Null when the article id has characters
 *  task ids cannot hold. */
export function publishTaskId(task: PublishTask): string | null {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(task.id)) return null;
  const what = task.locale ? `${task.collection}-${task.id}-${task.locale}` : `${task.collection}-${task.id}`;
  if (task.unpublishAt !== undefined)
    return `unpublish-${what}-${Date.parse(task.unpublishAt)}-${Date.parse(task.runAt)}`;
  return `publish-${what}-${Date.parse(task.publishAt)}-${Date.parse(task.runAt)}`;
}
