// 90 days of realistic first-party traffic (analytics_daily, in the shape the analytics drain
// writes, functions/src/analytics/aggregate.ts: one `{day}_seed` document a day beside the drain's own), and the seeded
// leads' attribution, so the back office's Analytics page is not empty on a fresh machine.
// Deterministic (a seeded generator): a re-run on the same day writes the same figures.
import { VITALS, bucketOf, routeKey, type Vital } from '../../src/domain/analytics/protocol';
import type { Attribution } from '../../src/domain/analytics/attribution';
import { SEED_ANCHOR } from './time';

export const TRAFFIC_DAYS = 90;
const DAY_MS = 86_400_000;

/** mulberry32: a small deterministic generator. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PAGES: [string, number][] = [
  ['/', 0.3],
  ['/solutions', 0.12],
  ['/technology', 0.08],
  ['/blog', 0.08],
  ['/blog/automated-code-checks-vs-spreadsheets', 0.09],
  ['/blog/load-path-analysis-transfer-structures', 0.05],
  ['/blog/round-tripping-etabs-and-revit', 0.04],
  ['/blog/mass-timber-design-automation', 0.03],
  ['/case-studies', 0.05],
  ['/company', 0.04],
  ['/resources', 0.04],
  ['/support', 0.03],
  ['/community', 0.03],
  ['/cookies', 0.01],
  ['/privacy', 0.01],
];
/** source -> share of views, medium, campaign (utm) */
const SOURCES: [string, number, string?, string?][] = [
  ['(direct)', 0.33],
  ['google.com', 0.28],
  ['linkedin', 0.12, 'social', 'launch'],
  ['newsletter', 0.07, 'email', 'spring-webinar'],
  ['bing.com', 0.04],
  ['google', 0.05, 'cpc', 'eurocode-guide'],
  ['news.ycombinator.com', 0.03],
  ['github.com', 0.03],
  ['x.com', 0.03],
  ['duckduckgo.com', 0.02],
];
/** The channel each seeded source belongs to (the collector's channelOf names these). */
const CHANNEL: Record<string, string> = {
  '(direct)': 'direct',
  'google.com': 'search',
  'bing.com': 'search',
  'duckduckgo.com': 'search',
  linkedin: 'social',
  'x.com': 'social',
  newsletter: 'email',
  google: 'paid',
  'news.ycombinator.com': 'referral',
  'github.com': 'referral',
};
const DEVICES: [string, number][] = [
  ['mobile', 0.46],
  ['desktop', 0.49],
  ['tablet', 0.05],
];
/** Typical p50 per metric and device (ms; CLS in thousandths); samples spread around it. */
const MEDIAN: Record<Vital, Record<string, number>> = {
  LCP: { mobile: 1900, desktop: 1100, tablet: 1500 },
  INP: { mobile: 140, desktop: 60, tablet: 110 },
  CLS: { mobile: 40, desktop: 20, tablet: 30 },
  FCP: { mobile: 1300, desktop: 700, tablet: 1000 },
  TTFB: { mobile: 450, desktop: 250, tablet: 380 },
};

const split = (total: number, shares: [string, number][], rnd: () => number) => {
  const out: Record<string, number> = {};
  let left = total;
  shares.forEach(([key, share], i) => {
    const n = i === shares.length - 1 ? left : Math.min(left, Math.round(total * share * (0.8 + rnd() * 0.4)));
    out[key] = n;
    left -= n;
  });
  return out;
};

/** The day documents: `analytics_daily/{day}_seed`. */
export function trafficDays(): { id: string; data: Record<string, unknown> }[] {
  const rnd = generator(30);
  const docs = [];
  for (let i = TRAFFIC_DAYS; i >= 1; i--) {
    const date = new Date(SEED_ANCHOR.getTime() - i * DAY_MS);
    const day = date.toISOString().slice(0, 10);
    const weekday = date.getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    // Growing over the quarter, quieter at weekends, a launch spike five weeks ago.
    const base = 260 + (TRAFFIC_DAYS - i) * 2.2;
    const spike = i >= 33 && i <= 36 ? 2.1 : 1;
    const views = Math.round(base * (weekend ? 0.55 : 1) * spike * (0.85 + rnd() * 0.3));
    const visitors = Math.round(views * (0.58 + rnd() * 0.08));
    const demoOpened = Math.round(views * (0.022 + rnd() * 0.012));
    // A few visitors open the demo request twice in a day.
    const demoVisitors = Math.round(demoOpened * 0.85);
    const pages = split(views, PAGES, rnd);
    const pageVisitors = split(visitors, PAGES, rnd);
    const demoPages: [string, number][] = [
      ['/', 0.45],
      ['/solutions', 0.25],
      ['/blog/automated-code-checks-vs-spreadsheets', 0.15],
      ['/technology', 0.15],
    ];
    const pageDemo = split(demoOpened, demoPages, rnd);
    const sourceShares = SOURCES.map(([k, s]) => [k, spike > 1 && k === 'linkedin' ? s * 4 : s] as [string, number]);
    const sourceViews = split(views, sourceShares, rnd);
    const sourceVisitors = split(visitors, sourceShares, rnd);
    const sourceDemo = split(demoOpened, sourceShares, rnd);
    const sourceDemoVisitors = split(demoVisitors, sourceShares, rnd);
    const deviceViews = split(views, DEVICES, rnd);
    const deviceVisitors = split(visitors, DEVICES, rnd);
    const campaigns: Record<string, Record<string, number>> = {};
    const mediums: Record<string, Record<string, number>> = {};
    for (const [key, , medium, campaign] of SOURCES)
      if (campaign && medium) {
        campaigns[campaign] = {
          views: sourceViews[key]!,
          visitors: sourceVisitors[key]!,
          demoOpened: sourceDemo[key]!,
          demoVisitors: sourceDemoVisitors[key]!,
        };
        mediums[medium] = { views: sourceViews[key]! };
      }
    // Web Vitals: about a third of page loads report, for the six busiest routes.
    const vitals: Record<string, Record<string, Record<string, Record<string, number>>>> = {};
    for (const metric of VITALS)
      for (const [device] of DEVICES)
        for (const [path] of PAGES.slice(0, 6)) {
          const samples = Math.round(((pages[path] ?? 0) * (deviceViews[device] ?? 0)) / views / 3);
          const route = routeKey(path);
          for (let s = 0; s < samples; s++) {
            // Log-normal-ish spread around the median; the blog's heavier pages a little slower.
            const slow = route === '/blog/:slug' ? 1.25 : 1;
            const value = MEDIAN[metric][device]! * slow * Math.exp((rnd() + rnd() + rnd() - 1.5) * 0.9);
            const b = String(bucketOf(metric, value));
            const byRoute = ((vitals[metric] ??= {})[device] ??= {});
            const buckets = (byRoute[route] ??= {});
            buckets[b] = (buckets[b] ?? 0) + 1;
          }
        }
    const each = (
      views: Record<string, number>,
      visitors?: Record<string, number>,
      demo?: Record<string, number>,
      demoVisitors?: Record<string, number>,
    ) =>
      Object.fromEntries(
        Object.entries(views).map(([k, v]) => [
          k,
          {
            views: v,
            ...(visitors ? { visitors: visitors[k] ?? 0 } : {}),
            ...(demo?.[k] ? { demoOpened: demo[k] } : {}),
            ...(demoVisitors?.[k] ? { demoVisitors: demoVisitors[k] } : {}),
          },
        ]),
      );
    const sources = each(sourceViews, sourceVisitors, sourceDemo, sourceDemoVisitors);
    // By channel: the sources' counts added up. The seed's visits began where they were last seen
    // (first touch = last touch), as most one-visit journeys do.
    const channels: Record<string, Record<string, number>> = {};
    for (const [key, counts] of Object.entries(sources)) {
      const into = (channels[CHANNEL[key] ?? 'referral'] ??= {});
      for (const [name, n] of Object.entries(counts)) into[name] = (into[name] ?? 0) + n;
    }
    docs.push({
      id: `${day}_seed`,
      data: {
        day,
        shard: -1,
        views,
        visitors,
        demoOpened,
        demoVisitors,
        vitalSamples: Math.round(views / 3),
        pages: each(pages, pageVisitors, pageDemo, split(demoVisitors, demoPages, rnd)),
        sources,
        campaigns,
        mediums,
        channels,
        firstSources: sources,
        firstCampaigns: campaigns,
        firstChannels: channels,
        devices: each(deviceViews, deviceVisitors),
        vitals,
      },
    });
  }
  return docs;
}

/** The seeded leads' attribution (by lead id; the rest have none, like leads from before it). */
const touch = (landingPage: string, source?: string, extra: Partial<Attribution['firstTouch']> = {}) => ({
  landingPage,
  ...(source && source.includes('.') ? { referrerHost: source } : {}),
  ...extra,
});
export const leadAttribution: Record<string, Attribution> = {
  'lead-harbour-tower': {
    firstTouch: touch('/blog/automated-code-checks-vs-spreadsheets', undefined, {
      referrerHost: 'linkedin.com',
      utm: { source: 'linkedin', medium: 'social', campaign: 'launch' },
    }),
    lastTouch: touch('/blog/automated-code-checks-vs-spreadsheets', undefined, {
      referrerHost: 'linkedin.com',
      utm: { source: 'linkedin', medium: 'social', campaign: 'launch' },
    }),
    page: '/',
  },
  'lead-timber-school': {
    firstTouch: touch('/blog/mass-timber-design-automation', 'google.com'),
    lastTouch: touch('/solutions', undefined, {
      utm: { source: 'newsletter', medium: 'email', campaign: 'spring-webinar' },
    }),
    page: '/solutions',
  },
  'lead-cold-store': {
    firstTouch: touch('/', undefined, {
      utm: { source: 'google', medium: 'cpc', campaign: 'eurocode-guide', term: 'eurocode automation' },
      clickIds: { gclid: 'Cj0KCQiA-seed-example' },
    }),
    lastTouch: touch('/', undefined, {
      utm: { source: 'google', medium: 'cpc', campaign: 'eurocode-guide', term: 'eurocode automation' },
      clickIds: { gclid: 'Cj0KCQiA-seed-example' },
    }),
    page: '/',
  },
  'lead-footbridge': {
    firstTouch: touch('/', 'news.ycombinator.com'),
    lastTouch: touch('/', 'news.ycombinator.com'),
    page: '/technology',
  },
  'lead-retrofit-hospital': {
    firstTouch: touch('/case-studies', 'google.com'),
    lastTouch: touch('/case-studies', 'google.com'),
    page: '/case-studies',
  },
  'lead-warehouse-mezz': {
    firstTouch: touch('/solutions', undefined, { utm: { source: 'linkedin', medium: 'social', campaign: 'launch' } }),
    lastTouch: touch('/solutions', undefined, { utm: { source: 'linkedin', medium: 'social', campaign: 'launch' } }),
    page: '/solutions',
  },
  'lead-parking-deck': { firstTouch: touch('/'), lastTouch: touch('/'), page: '/' },
};
