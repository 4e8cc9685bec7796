// What the publishing functions decide, without Firestore: whether an article should be public now
// (`live`, the flag visitors' queries and the rules read), which schedule entry names which article,
// what a publish task carries and when it runs. Pure, unit-tested beside it (state.test.ts).
import { Timestamp } from 'firebase-admin/firestore';
import { LIVE_FIELD } from '@/lib/schema/live';

export { LIVE_FIELD };
export const ARTICLE_COLLECTIONS = ['blog_posts', 'case_studies'] as const;
export type ArticleCollection = (typeof ARTICLE_COLLECTIONS)[number];

/** Cloud Tasks takes a task at most 30 days ahead: a later publication goes in hops of 29 days. */
export const MAX_HOP_MS = 29 * 86_400_000;

/** An article as far as publishing goes, read from its stored fields:
 *  - `draft`: not published (or gone), never live;
 *  - `due`: published and its time has come: live;
 *  - `scheduled`: published with a future time: not live until `publishAt`;
 *  - `malformed`: written around the rules (e.g. published without a time): never live. */
export type ArticleState =
  | { kind: 'draft' }
  | { kind: 'due'; publishAt: number }
  | { kind: 'scheduled'; publishAt: number }
  | { kind: 'malformed'; error: string };

export function articleState(data: Record<string, unknown> | undefined, now: number): ArticleState {
  if (!data) return { kind: 'draft' };
  if (typeof data.published !== 'boolean') return { kind: 'malformed', error: '`published` is not true or false' };
  if (!data.published) return { kind: 'draft' };
  if (!(data.publishedAt instanceof Timestamp))
    return { kind: 'malformed', error: 'published without a `publishedAt` time' };
  const publishAt = data.publishedAt.toMillis();
  return publishAt <= now ? { kind: 'due', publishAt } : { kind: 'scheduled', publishAt };
}

/** Whether the article should be live in that state. */
export const shouldBeLive = (state: ArticleState) => state.kind === 'due';

/** `schedule/{collection}__{id}` -> the article it names, or null for a key no article has. */
export function articleOfScheduleKey(key: string): { collection: ArticleCollection; id: string } | null {
  const at = key.indexOf('__');
  if (at < 0) return null;
  const collection = key.slice(0, at);
  const id = key.slice(at + 2);
  if (!(ARTICLE_COLLECTIONS as readonly string[]).includes(collection)) return null;
  if (!/^[^/]{1,128}$/.test(id) || id.startsWith('__')) return null;
  return { collection: collection as ArticleCollection, id };
}

/** A publish task: the article, the publication time it was queued for, and when it is due to run
 *  (the publication time, or an intermediate hop for one more than 29 days ahead). */
export interface PublishTask {
  collection: ArticleCollection;
  id: string;
  /** ISO time of the publication this task is for. */
  publishAt: string;
  /** ISO time the task was queued to run at. */
  runAt: string;
}

export function parsePublishTask(data: unknown): { ok: true; task: PublishTask } | { ok: false; error: string } {
  const d = (data ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof d.collection !== 'string' || !(ARTICLE_COLLECTIONS as readonly string[]).includes(d.collection))
    problems.push('collection');
  if (typeof d.id !== 'string' || !/^[^/]{1,128}$/.test(d.id)) problems.push('id');
  for (const key of ['publishAt', 'runAt'] as const)
    if (typeof d[key] !== 'string' || Number.isNaN(Date.parse(d[key]))) problems.push(key);
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

/** The task's Cloud Tasks id: one per article, publication time and run time, so a trigger that is
 *  delivered twice queues it once. Null when the article id has characters task ids cannot hold. */
export function publishTaskId(task: PublishTask): string | null {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(task.id)) return null;
  return `publish-${task.collection}-${task.id}-${Date.parse(task.publishAt)}-${Date.parse(task.runAt)}`;
}
