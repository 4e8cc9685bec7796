/** @jest-environment node */
// Unit tests of the publishing decisions (no emulator): when an article is live, which article a
// schedule entry names, what a publish task carries and when it runs.
import { Timestamp } from 'firebase-admin/firestore';
import {
  articleOfScheduleKey,
  articleState,
  MAX_HOP_MS,
  nextTask,
  parsePublishTask,
  publishTask,
  publishTaskId,
  shouldBeLive,
  taskTimes,
  unpublishTask,
} from './state';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const at = (ms: number) => Timestamp.fromMillis(ms);

test('an article is live once published and its time has come; never a draft, a future or a malformed one', () => {
  expect(articleState({ published: true, publishedAt: at(NOW) }, NOW)).toEqual({ kind: 'due', publishAt: NOW });
  expect(articleState({ published: true, publishedAt: at(NOW + 1) }, NOW)).toEqual({
    kind: 'scheduled',
    publishAt: NOW + 1,
  });
  expect(articleState({ published: false, publishedAt: null }, NOW)).toEqual({ kind: 'draft' });
  expect(articleState(undefined, NOW)).toEqual({ kind: 'draft' });
  expect(articleState({ published: true, publishedAt: '2026-01-01' }, NOW)).toEqual({
    kind: 'malformed',
    error: 'published without a `publishedAt` time',
  });
  expect(articleState({ published: 'yes', publishedAt: at(NOW - 1) }, NOW).kind).toBe('malformed');
  const live = [
    { published: true, publishedAt: at(NOW - 1) },
    { published: true, publishedAt: at(NOW + 1) },
    { published: false, publishedAt: at(NOW - 1) },
    { published: true },
  ].map((d) => shouldBeLive(articleState(d, NOW)));
  expect(live).toEqual([true, false, false, false]);
});

test('an article with an unpublish time is live from its publish time until then, never after', () => {
  const article = (publishAt: number, unpublishAt: number | null) => ({
    published: true,
    publishedAt: at(publishAt),
    unpublishAt: unpublishAt === null ? null : at(unpublishAt),
  });
  expect(articleState(article(NOW - 10, NOW + 10), NOW)).toEqual({
    kind: 'due',
    publishAt: NOW - 10,
    unpublishAt: NOW + 10,
  });
  expect(articleState(article(NOW + 5, NOW + 10), NOW)).toEqual({
    kind: 'scheduled',
    publishAt: NOW + 5,
    unpublishAt: NOW + 10,
  });
  expect(articleState(article(NOW - 10, NOW), NOW)).toEqual({ kind: 'expired', publishAt: NOW - 10, unpublishAt: NOW });
  expect(articleState(article(NOW - 10, null), NOW)).toEqual({ kind: 'due', publishAt: NOW - 10 });
  expect(articleState({ published: true, publishedAt: at(NOW - 10), unpublishAt: 'soon' }, NOW)).toEqual({
    kind: 'malformed',
    error: '`unpublishAt` is not a time',
  });
  const live = [article(NOW - 10, NOW + 10), article(NOW - 10, NOW), article(NOW - 10, NOW - 1)].map((d) =>
    shouldBeLive(articleState(d, NOW)),
  );
  expect(live).toEqual([true, false, false]);
  // An unpublished article is a draft whatever its unpublish time says.
  expect(articleState({ published: false, publishedAt: null, unpublishAt: at(NOW + 10) }, NOW)).toEqual({
    kind: 'draft',
  });
});

test('what an article waits for: its publication, then the end of it, then nothing', () => {
  expect(nextTask('blog_posts', 'p1', { kind: 'scheduled', publishAt: NOW + 5, unpublishAt: NOW + 9 }, NOW)).toEqual(
    publishTask('blog_posts', 'p1', NOW + 5, NOW),
  );
  expect(nextTask('blog_posts', 'p1', { kind: 'due', publishAt: NOW - 5, unpublishAt: NOW + 9 }, NOW)).toEqual({
    collection: 'blog_posts',
    id: 'p1',
    publishAt: new Date(NOW - 5).toISOString(),
    unpublishAt: new Date(NOW + 9).toISOString(),
    runAt: new Date(NOW + 9).toISOString(),
  });
  expect(nextTask('blog_posts', 'p1', { kind: 'due', publishAt: NOW - 5 }, NOW)).toBeNull();
  expect(nextTask('blog_posts', 'p1', { kind: 'expired', publishAt: NOW - 5, unpublishAt: NOW }, NOW)).toBeNull();
  expect(nextTask('blog_posts', 'p1', { kind: 'draft' }, NOW)).toBeNull();
});

test('an unpublish task hops like a publish task, has its own id and waits only while the article is live', () => {
  const far = unpublishTask('case_studies', 'c', NOW - 5, NOW + 60 * 86_400_000, NOW);
  expect(Date.parse(far.runAt)).toBe(NOW + MAX_HOP_MS);
  const task = unpublishTask('blog_posts', 'p1', NOW - 5, NOW + 5000, NOW);
  expect(publishTaskId(task)).toBe(`unpublish-blog_posts-p1-${NOW + 5000}-${NOW + 5000}`);
  expect(parsePublishTask(task)).toEqual({ ok: true, task });
  expect(parsePublishTask({ ...task, unpublishAt: 'later' })).toEqual({
    ok: false,
    error: 'malformed publish task: unpublishAt',
  });
  // The unpublish task waits while the article is live with that end; a publish task while it is scheduled.
  expect(taskTimes(task, { kind: 'due', publishAt: NOW - 5, unpublishAt: NOW + 5000 })).toEqual({
    at: NOW + 5000,
    waitingFor: NOW + 5000,
  });
  expect(taskTimes(task, { kind: 'due', publishAt: NOW - 5, unpublishAt: NOW + 9000 }).waitingFor).toBe(NOW + 9000);
  expect(taskTimes(task, { kind: 'expired', publishAt: NOW - 5, unpublishAt: NOW + 5000 }).waitingFor).toBeUndefined();
  const publish = publishTask('blog_posts', 'p1', NOW + 5000, NOW);
  expect(taskTimes(publish, { kind: 'scheduled', publishAt: NOW + 5000 })).toEqual({
    at: NOW + 5000,
    waitingFor: NOW + 5000,
  });
  expect(
    taskTimes(publish, { kind: 'due', publishAt: NOW + 5000, unpublishAt: NOW + 9000 }).waitingFor,
  ).toBeUndefined();
});

test('a schedule entry names an article of a known collection, else nothing', () => {
  expect(articleOfScheduleKey('blog_posts__abc')).toEqual({ collection: 'blog_posts', id: 'abc' });
  expect(articleOfScheduleKey('case_studies__x__y')).toEqual({ collection: 'case_studies', id: 'x__y' });
  for (const key of ['users__abc', 'blog_posts', 'blog_posts__', '__abc', 'blog_posts____x'])
    expect(articleOfScheduleKey(key)).toBeNull();
});

test('a publish task runs at the publication time, or hops 29 days at a time (Cloud Tasks takes 30 at most)', () => {
  expect(publishTask('blog_posts', 'p1', NOW + 5000, NOW)).toEqual({
    collection: 'blog_posts',
    id: 'p1',
    publishAt: new Date(NOW + 5000).toISOString(),
    runAt: new Date(NOW + 5000).toISOString(),
  });
  const far = publishTask('blog_posts', 'p1', NOW + 90 * 86_400_000, NOW);
  expect(Date.parse(far.runAt)).toBe(NOW + MAX_HOP_MS);
  expect(Date.parse(far.publishAt)).toBe(NOW + 90 * 86_400_000);
});

test('task ids: one per article, publication and run time; none for ids Cloud Tasks cannot hold', () => {
  const task = publishTask('blog_posts', 'p1', NOW + 5000, NOW);
  expect(publishTaskId(task)).toBe(`publish-blog_posts-p1-${NOW + 5000}-${NOW + 5000}`);
  expect(publishTaskId(publishTask('blog_posts', 'p1', NOW + 6000, NOW))).not.toBe(publishTaskId(task));
  expect(publishTaskId({ ...task, id: 'with space' })).toBeNull();
});

test('a malformed task is named field by field', () => {
  expect(parsePublishTask(publishTask('case_studies', 'c', NOW, NOW))).toMatchObject({ ok: true });
  expect(parsePublishTask({ collection: 'users', id: 'a/b', publishAt: 'soon' })).toEqual({
    ok: false,
    error: 'malformed publish task: collection, id, publishAt, runAt',
  });
  expect(parsePublishTask(null)).toMatchObject({ ok: false });
});

test('a translation has its own schedule entry and tasks (issue 41): its key names the language', () => {
  expect(articleOfScheduleKey('blog_posts__p1__de')).toEqual({ collection: 'blog_posts', id: 'p1', locale: 'de' });
  expect(articleOfScheduleKey('case_studies__s__es')).toEqual({ collection: 'case_studies', id: 's', locale: 'es' });
  // Not a language the site translates into: the whole rest is the id, as before.
  expect(articleOfScheduleKey('blog_posts__p1__fr')).toEqual({ collection: 'blog_posts', id: 'p1__fr' });
  const task = { ...publishTask('blog_posts', 'p1', NOW + 5000, NOW), locale: 'de' as const };
  expect(publishTaskId(task)).toBe(`publish-blog_posts-p1-de-${NOW + 5000}-${NOW + 5000}`);
  expect(parsePublishTask(task)).toEqual({ ok: true, task });
  expect(parsePublishTask({ ...task, locale: 'fr' })).toEqual({ ok: false, error: 'malformed publish task: locale' });
});
