import { leadSchema } from '@/domain/leads/lead';
import { api } from '@/lib/data/api';
import type { Backend, QuerySpec } from '@/lib/data';
import { parseDocs } from '@/lib/data/docs';
import { call } from '@/lib/data/stream';
import { z } from '@/lib/schema/zod';
import { countByMonth, countByWeek, rangeBounds, type Bucket, type DateRange } from './range';
import { previousRange, readPlan, summarize, type Traffic } from './traffic';
import { daysOf, type DayDoc } from '@/domain/analytics/day-doc';
import { COLLECTIONS } from '@/domain/collections';

// The admin's analytics, read once per range (no live listeners: figures over weeks do not need
// to tick). Totals are aggregation queries (the server counts, sums and averages); the per-week
// and per-month series are range queries bounded by the picked dates, bucketed in ./range (UTC).

/** The leads' range and the statuses to count (the leads feature's own list, passed in by the
 *  page: features do not import each other). */
export interface LeadStatsArg {
  range: DateRange;
  statuses: readonly string[];
}
export interface LeadStats {
  total: number;
  byStatus: { status: string; count: number }[];
  weeks: Bucket[];
}
export interface ContentStats {
  blog: Bucket[];
  caseStudies: Bucket[];
  blogTotal: number;
  caseStudyTotal: number;
}
export interface Viewed {
  id: string;
  title: string;
  views: number;
  rating?: number;
}
export interface ViewStats {
  blogViews: number;
  caseStudyViews: number;
  topPosts: Viewed[];
  resourceCount: number;
  resourceViews: number;
  averageRating: number | null;
  topResources: Viewed[];
  ratingBands: { label: string; count: number }[];
}
export interface CommunityStats {
  posts: Bucket[];
  replies: Bucket[];
  postTotal: number;
  replyTotal: number;
}

/** How many items the "most viewed" charts show. */
export const TOP_COUNT = 8;
/** Resources by their rating (0-5): lower bound included, upper bound (if any) excluded. */
export const RATING_BANDS: { label: string; min: number; max?: number }[] = [
  { label: 'Below 3', min: 0, max: 3 },
  { label: '3 to 3.9', min: 3, max: 4 },
  { label: '4 to 4.4', min: 4, max: 4.5 },
  { label: '4.5 to 5', min: 4.5 },
];

const dated = z.object({ id: z.string(), at: z.nullable(z.string()) });
const viewed = z.object({
  id: z.string(),
  title: z._default(z.string(), ''),
  views: z._default(z.number(), 0),
  rating: z.optional(z.number()),
});

/** The field's instants inside [start, end), read as { id, at } (at: ISO or null). */
async function datesIn(b: Backend, path: string, field: string, start: Date, end: Date, spec: QuerySpec = {}) {
  const docs = await b.getQuery(path, {
    ...spec,
    where: [...(spec.where ?? []), [field, '>=', start], [field, '<', end]],
  });
  return parseDocs(
    dated,
    docs.map((d) => ({ id: d.id, at: d[field] ?? null })),
    path,
  ).map((d) => d.at);
}

async function countOf(b: Backend, path: string, spec: QuerySpec): Promise<number> {
  return (await b.aggregate(path, spec, { n: { op: 'count' } })).n ?? 0;
}

const inRange = (field: string, start: Date, end: Date): QuerySpec['where'] => [
  [field, '>=', start],
  [field, '<', end],
];

async function topViewed(b: Backend, path: string): Promise<Viewed[]> {
  const docs = await b.getQuery(path, { orderBy: [['views', 'desc']], limit: TOP_COUNT });
  return parseDocs(viewed, docs, path).filter((d) => d.views > 0);
}

export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** demo_requests created in the range: total and per status (counted), per week. */
    getLeadStats: build.query<LeadStats, LeadStatsArg>({
      queryFn: ({ range, statuses }, { extra }) =>
        call(extra, async (b) => {
          const { start, end } = rangeBounds(range);
          const where = inRange('createdAt', start, end);
          const [dates, total, ...counts] = await Promise.all([
            datesIn(b, COLLECTIONS.demoRequests, 'createdAt', start, end),
            countOf(b, COLLECTIONS.demoRequests, { where }),
            ...statuses.map((s) => countOf(b, COLLECTIONS.demoRequests, { where: [['status', '==', s], ...where!] })),
          ]);
          const byStatus = statuses.map((status, i) => ({ status, count: counts[i] ?? 0 }));
          return { total, byStatus, weeks: countByWeek(dates, range) };
        }),
    }),
    /** Blog posts and case studies published in the range (up to now: a scheduled item counts
     *  once its time has come), per month. */
    getContentStats: build.query<ContentStats, DateRange>({
      queryFn: (range, { extra }) =>
        call(extra, async (b) => {
          const { start, end: rangeEnd } = rangeBounds(range);
          const end = new Date(Math.min(rangeEnd.getTime(), Date.now()));
          const published: QuerySpec = { where: [['published', '==', true]] };
          const where: QuerySpec['where'] = [['published', '==', true], ...inRange('publishedAt', start, end)!];
          const [blog, cases, blogTotal, caseStudyTotal] = await Promise.all([
            end > start ? datesIn(b, COLLECTIONS.blogPosts, 'publishedAt', start, end, published) : [],
            end > start ? datesIn(b, COLLECTIONS.caseStudies, 'publishedAt', start, end, published) : [],
            end > start ? countOf(b, COLLECTIONS.blogPosts, { where }) : 0,
            end > start ? countOf(b, COLLECTIONS.caseStudies, { where }) : 0,
          ]);
          return {
            blog: countByMonth(blog, range),
            caseStudies: countByMonth(cases, range),
            blogTotal,
            caseStudyTotal,
          };
        }),
    }),
    /** Views and ratings so far (the counters carry no dates, so the range does not apply). */
    getViewStats: build.query<ViewStats, void>({
      queryFn: (_arg, { extra }) =>
        call(extra, async (b) => {
          const views = { n: { op: 'sum', field: 'views' } } as const;
          const [blog, cases, resources, topPosts, topResources, ...bands] = await Promise.all([
            b.aggregate(COLLECTIONS.blogPosts, {}, views),
            b.aggregate(COLLECTIONS.caseStudies, {}, views),
            b.aggregate(
              COLLECTIONS.resources,
              {},
              {
                count: { op: 'count' },
                views: { op: 'sum', field: 'views' },
                rating: { op: 'average', field: 'rating' },
              },
            ),
            topViewed(b, COLLECTIONS.blogPosts),
            topViewed(b, COLLECTIONS.resources),
            ...RATING_BANDS.map(({ min, max }) =>
              countOf(b, COLLECTIONS.resources, {
                where:
                  max === undefined
                    ? [['rating', '>=', min]]
                    : [
                        ['rating', '>=', min],
                        ['rating', '<', max],
                      ],
              }),
            ),
          ]);
          return {
            blogViews: blog.n ?? 0,
            caseStudyViews: cases.n ?? 0,
            topPosts,
            resourceCount: resources.count ?? 0,
            resourceViews: resources.views ?? 0,
            averageRating: resources.rating,
            topResources,
            ratingBands: RATING_BANDS.map(({ label }, i) => ({ label, count: bands[i] ?? 0 })),
          };
        }),
    }),
    /** Community posts and replies (every post's, hidden and deleted ones too) written in the
     *  range, per week. */
    getCommunityStats: build.query<CommunityStats, DateRange>({
      queryFn: (range, { extra }) =>
        call(extra, async (b) => {
          const { start, end } = rangeBounds(range);
          const where = inRange('createdAt', start, end);
          const group: QuerySpec = { collectionGroup: true };
          const [posts, replies, postTotal, replyTotal] = await Promise.all([
            datesIn(b, COLLECTIONS.communityPosts, 'createdAt', start, end),
            datesIn(b, 'replies', 'createdAt', start, end, group),
            countOf(b, COLLECTIONS.communityPosts, { where }),
            countOf(b, 'replies', { ...group, where }),
          ]);
          return { posts: countByWeek(posts, range), replies: countByWeek(replies, range), postTotal, replyTotal };
        }),
    }),
  }),
});

export const { useGetLeadStatsQuery, useGetContentStatsQuery, useGetViewStatsQuery, useGetCommunityStatsQuery } =
  analyticsApi;

// Traffic: the range's stored documents (./traffic.ts readPlan: the rollup's closed months and
// thirds of months wholly inside it, analytics_periods, and single days for the rest,
// analytics_daily; a period the rollup has not written yet is read as its days) and the leads
// sent in it (their attribution, for demo sent per page, source and campaign: counted exactly).
const leadTouch = z.pick(leadSchema, { id: true, createdAt: true, attribution: true, locale: true });

/** The stored documents of a range, and how many were read. */
export async function trafficDocs(b: Backend, range: DateRange, today: string): Promise<DayDoc[]> {
  const plan = readPlan(range, today);
  const periods = await Promise.all(plan.periods.map((p) => b.getDoc(`${COLLECTIONS.analyticsPeriods}/${p.id}`)));
  const days = [...plan.days];
  const docs: DayDoc[] = [];
  plan.periods.forEach((p, i) => {
    const doc = periods[i];
    if (doc) docs.push(doc as unknown as DayDoc);
    else days.push(...daysOf(p));
  });
  days.sort();
  // Consecutive days in one range query each.
  const runs: { from: string; to: string }[] = [];
  for (const day of days) {
    const last = runs[runs.length - 1];
    if (last && daysOf({ from: last.to, to: day }).length === 2) last.to = day;
    else runs.push({ from: day, to: day });
  }
  const read = await Promise.all(
    runs.map((r) =>
      b.getQuery(COLLECTIONS.analyticsDaily, {
        where: [
          ['day', '>=', r.from],
          ['day', '<=', r.to],
        ],
      }),
    ),
  );
  return [...docs, ...(read.flat() as unknown as DayDoc[])];
}

async function trafficOf(b: Backend, range: DateRange): Promise<Traffic> {
  const { start, end } = rangeBounds(range);
  const [docs, leads] = await Promise.all([
    trafficDocs(b, range, new Date().toISOString().slice(0, 10)),
    b.getQuery(COLLECTIONS.demoRequests, { where: inRange('createdAt', start, end) }),
  ]);
  const touches = parseDocs(leadTouch, leads, COLLECTIONS.demoRequests).flatMap((l) =>
    l.createdAt ? [{ day: l.createdAt.slice(0, 10), attribution: l.attribution ?? null, locale: l.locale }] : [],
  );
  return summarize(range, docs, touches);
}

export const trafficApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The range's traffic and the previous period's, for comparison. */
    getTraffic: build.query<{ current: Traffic; previous: Traffic }, DateRange>({
      queryFn: (range, { extra }) =>
        call(extra, async (b) => {
          const [current, previous] = await Promise.all([trafficOf(b, range), trafficOf(b, previousRange(range))]);
          return { current, previous };
        }),
    }),
  }),
});
export const { useGetTrafficQuery } = trafficApi;
