/** @jest-environment node */
// Unit tests of the publishing decisions (no emulator): when an article is live, which article a
// schedule entry names, what a publish task carries and when it runs.
import { Timestamp } from 'firebase-admin/firestore';
import {
  articleOfScheduleKey,
  articleState,
  MAX_HOP_MS,
  parsePublishTask,
  publishTask,
  publishTaskId,
  shouldBeLive,
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
