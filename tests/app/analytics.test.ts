import { doc, setDoc, Timestamp, writeBatch } from 'firebase/firestore';
import { analyticsApi } from '@/features/analytics/api';
import { dayOf, rangeBounds, type DateRange } from '@/features/analytics/range';
import { LEAD_STATUSES } from '@/domain/leads/lead';
import { api } from '@/lib/data';
import { blogPosts, caseStudies, communityPosts, leads, resources, SEED_ANCHOR } from '../../scripts/seed-data';
import { clearFirestore, closeClients, ownerClient } from '../rules/helpers';
import { appStore, ensureAccount, shutdownApp, signIn, signOut } from './helpers';

// The analytics endpoints against the Firestore emulator holding the seed data (scripts/seed-data),
// under the real rules: every figure is compared with the same figure computed here from the seed.
const owner = ownerClient();
const { store } = appStore();
const ADMIN = { email: 'it-analytics-admin@structura.local', password: 'it-analytics-admin' };
const DAY_MS = 24 * 3600 * 1000;
/** The seed item without its own `views` (if the seed has them), so this test sets them. */
const noViews = <T extends object>(item: T) => Object.fromEntries(Object.entries(item).filter(([k]) => k !== 'views'));
const ts = (iso: string | null | undefined) => (iso ? Timestamp.fromDate(new Date(iso)) : null);
/** Views written on two blog posts; the others have no `views` field (read as 0). */
const BLOG_VIEWS: Record<string, number> = { [blogPosts[1]!.id]: 40, [blogPosts[3]!.id]: 75 };

/** A range of whole UTC days, `fromDaysAgo` to `toDaysAgo` before the seed's anchor day. */
const daysBack = (fromDaysAgo: number, toDaysAgo: number): DateRange => ({
  from: dayOf(new Date(SEED_ANCHOR.getTime() - fromDaysAgo * DAY_MS)),
  to: dayOf(new Date(SEED_ANCHOR.getTime() - toDaysAgo * DAY_MS)),
});
const within = (iso: string | null | undefined, range: DateRange) => {
  const { start, end } = rangeBounds(range);
  return !!iso && new Date(iso) >= start && new Date(iso) < end;
};
const run = <T>(thunk: unknown) =>
  (store.dispatch(thunk as never) as unknown as { unwrap: () => Promise<T>; unsubscribe: () => void }).unwrap();

beforeAll(async () => {
  await clearFirestore();
  const uid = await ensureAccount(ADMIN.email, ADMIN.password, 'IT Analytics');
  await setDoc(doc(owner, `roles/${uid}`), { role: 'admin' });
  const batch = writeBatch(owner);
  for (const { id, ...l } of leads) batch.set(doc(owner, `demo_requests/${id}`), { ...l, createdAt: ts(l.createdAt) });
  for (const { id, ...p } of blogPosts)
    batch.set(doc(owner, `blog_posts/${id}`), {
      ...noViews(p),
      publishedAt: ts(p.publishedAt),
      createdAt: ts(p.createdAt),
      updatedAt: ts(p.updatedAt),
      ...(BLOG_VIEWS[id] === undefined ? {} : { views: BLOG_VIEWS[id] }),
    });
  for (const { id, ...c } of caseStudies)
    batch.set(doc(owner, `case_studies/${id}`), {
      ...noViews(c),
      publishedAt: ts(c.publishedAt),
      createdAt: ts(c.createdAt),
      updatedAt: ts(c.updatedAt),
    });
  for (const { id, eventDate, ...r } of resources)
    batch.set(doc(owner, `resources/${id}`), {
      ...r,
      createdAt: ts(r.createdAt),
      updatedAt: ts(r.updatedAt),
      ...(eventDate ? { eventDate: ts(eventDate) } : {}),
    });
  for (const { id, replies, author, ...p } of communityPosts) {
    batch.set(doc(owner, `community_posts/${id}`), {
      ...p,
      authorId: author,
      createdAt: ts(p.createdAt),
      lastActivityAt: ts(p.lastActivityAt),
    });
    for (const { id: rid, author: rAuthor, ...r } of replies)
      batch.set(doc(owner, `community_posts/${id}/replies/${rid}`), {
        ...r,
        authorId: rAuthor,
        createdAt: ts(r.createdAt),
      });
  }
  await batch.commit();
}, 90_000); // a cold emulator on a busy machine

afterEach(() => store.dispatch(api.util.resetApiState()));
afterAll(async () => {
  await shutdownApp(store);
  await closeClients();
});

test('a signed-out visitor is refused the figures (aggregation queries are list queries to the rules)', async () => {
  await expect(
    run(analyticsApi.endpoints.getLeadStats.initiate({ range: daysBack(30, 0), statuses: LEAD_STATUSES })),
  ).rejects.toMatchObject({ code: 'permission-denied' });
  await expect(run(analyticsApi.endpoints.getViewStats.initiate())).rejects.toMatchObject({
    code: 'permission-denied',
  });
});

describe('as an admin', () => {
  beforeAll(() => signIn(store, ADMIN.email, ADMIN.password));
  afterAll(() => signOut(store));

  test.each([
    ['the last 12 weeks', daysBack(83, 0)],
    ['days 20 to 5 back', daysBack(20, 5)],
    ['a range with no leads', daysBack(400, 300)],
  ])('leads in %s: total and per status counted, per week adding up to the total', async (_name, range) => {
    const stats = await run<{
      total: number;
      byStatus: { status: string; count: number }[];
      weeks: { count: number }[];
    }>(analyticsApi.endpoints.getLeadStats.initiate({ range, statuses: LEAD_STATUSES }));
    const inRange = leads.filter((l) => within(l.createdAt, range));
    expect(stats.total).toBe(inRange.length);
    expect(stats.byStatus).toEqual(
      LEAD_STATUSES.map((status) => ({ status, count: inRange.filter((l) => l.status === status).length })),
    );
    expect(stats.weeks.reduce((n, w) => n + w.count, 0)).toBe(inRange.length);
  });

  test('content published per month: published items only, drafts never', async () => {
    const range = daysBack(200, 0);
    const stats = await run<{
      blog: { count: number }[];
      caseStudies: { count: number }[];
      blogTotal: number;
      caseStudyTotal: number;
    }>(analyticsApi.endpoints.getContentStats.initiate(range));
    const blog = blogPosts.filter((p) => p.published && within(p.publishedAt, range));
    const cases = caseStudies.filter((c) => c.published && within(c.publishedAt, range));
    expect(blog.length).toBeGreaterThan(0);
    expect(stats.blogTotal).toBe(blog.length);
    expect(stats.caseStudyTotal).toBe(cases.length);
    expect(stats.blog.reduce((n, m) => n + m.count, 0)).toBe(blog.length);
    expect(stats.caseStudies.reduce((n, m) => n + m.count, 0)).toBe(cases.length);
  });

  test('community posts and replies per week, hidden and deleted ones included', async () => {
    const range = daysBack(20, 0);
    const stats = await run<{
      posts: { count: number }[];
      replies: { count: number }[];
      postTotal: number;
      replyTotal: number;
    }>(analyticsApi.endpoints.getCommunityStats.initiate(range));
    const posts = communityPosts.filter((p) => within(p.createdAt, range));
    const replies = communityPosts.flatMap((p) => p.replies).filter((r) => within(r.createdAt, range));
    expect(stats.postTotal).toBe(posts.length);
    expect(stats.replyTotal).toBe(replies.length);
    expect(stats.posts.reduce((n, w) => n + w.count, 0)).toBe(posts.length);
    expect(stats.replies.reduce((n, w) => n + w.count, 0)).toBe(replies.length);
  });

  test('views and ratings: sums, the average, the most viewed first; a missing views field counts 0', async () => {
    const stats = await run<{
      blogViews: number;
      caseStudyViews: number;
      topPosts: { id: string; views: number }[];
      resourceCount: number;
      resourceViews: number;
      averageRating: number;
      topResources: { id: string; views: number }[];
      ratingBands: { label: string; count: number }[];
    }>(analyticsApi.endpoints.getViewStats.initiate());
    expect(stats.blogViews).toBe(115);
    expect(stats.caseStudyViews).toBe(0);
    expect(stats.topPosts).toEqual([
      expect.objectContaining({ id: blogPosts[3]!.id, views: 75 }),
      expect.objectContaining({ id: blogPosts[1]!.id, views: 40 }),
    ]);
    expect(stats.resourceCount).toBe(resources.length);
    expect(stats.resourceViews).toBe(resources.reduce((n, r) => n + r.views, 0));
    expect(stats.averageRating).toBeCloseTo(resources.reduce((n, r) => n + r.rating, 0) / resources.length, 6);
    const byViews = [...resources].sort((a, b) => b.views - a.views).slice(0, 8);
    expect(stats.topResources.map((r) => r.id)).toEqual(byViews.map((r) => r.id));
    expect(stats.ratingBands.reduce((n, b) => n + b.count, 0)).toBe(resources.length);
    expect(stats.ratingBands.find((b) => b.label === '4.5 to 5')?.count).toBe(
      resources.filter((r) => r.rating >= 4.5).length,
    );
  });
});
