// The analytics beacon's wire format and the figures shared by the browser, the collect function
// (functions/src/analytics) and the back office. No zod and no Firebase here: the browser's beacon
// imports this file, and it loads after the page is interactive (src/lib/analytics/queue.ts).

/** The same-origin endpoint (firebase.json rewrites it to the `collect` function). Named for what
 *  it is: a visitor who blocks analytics has made a choice. */
export const COLLECT_PATH = '/api/collect';

/** The Web Vitals the site reports (Google's `web-vitals`), in the order the back office shows. */
export const VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type Vital = (typeof VITALS)[number];

/** Device classes, from the user agent on the server (never sent by the browser). */
export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** Longest values the beacon carries; the function's schema refuses anything longer. */
export const LIMITS = { path: 200, host: 100, utm: 100, clickId: 200, body: 2048 } as const;

/** How many paths a demo request carries: the last ones seen in its tab before it. */
export const PAGES_SEEN = 20;

/** A visit's source fields: referrer (another site's host, or `android-app://<package>`), and
 *  utm_source, utm_medium, utm_campaign. */
export interface SourceFields {
  r?: string;
  us?: string;
  um?: string;
  uc?: string;
}

/** One beacon. `pv`: a page view; `demo`: the demo request opened on `p`; `vitals`: Web Vitals
 *  measured on the route `p`. r/us/um/uc are the visit's last touch, `f` its first touch. */
export interface Beacon extends SourceFields {
  e: 'pv' | 'demo' | 'vitals';
  /** The page's path (no query, no hash). */
  p: string;
  /** pv and demo: the first touch's source fields of the visit. */
  f?: SourceFields;
  /** vitals: metric -> value (ms; CLS unitless). */
  v?: Partial<Record<Vital, number>>;
  /** vitals: metric -> the value this browser already sent for the same metric instance (the
   *  web-vitals id); the server moves that sample to v's bucket instead of counting a new one.
   *  Its keys are a subset of v's. */
  pv?: Partial<Record<Vital, number>>;
}

/** Histogram bucket upper bounds per metric (ms; CLS in thousandths): p75 is read from these
 *  daily counts, interpolated within its bucket. Google's thresholds are bucket bounds, so the
 *  colour (good / needs improvement / poor) is exact. */
export const BUCKETS: Record<Vital, readonly number[]> = {
  LCP: [500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10000, 15000, 20000],
  INP: [50, 100, 150, 200, 300, 400, 500, 600, 800, 1000, 1500, 2000, 5000],
  CLS: [10, 25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 1000, 2000],
  FCP: [300, 600, 900, 1200, 1500, 1800, 2100, 2400, 3000, 4000, 6000, 10000],
  TTFB: [100, 200, 300, 400, 600, 800, 1000, 1200, 1500, 1800, 2500, 4000, 8000],
};

/** Google's thresholds (https://web.dev/articles/vitals): good up to the first, poor above the
 *  second (same units as BUCKETS). */
export const THRESHOLDS: Record<Vital, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [100, 250],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

/** The stored unit of a metric's value (CLS is kept in thousandths). */
export const toUnit = (metric: Vital, value: number) => (metric === 'CLS' ? value * 1000 : value);

/** The index of the bucket a value falls in (the last index = above every bound). */
export function bucketOf(metric: Vital, value: number): number {
  const bounds = BUCKETS[metric];
  const i = bounds.findIndex((b) => value <= b);
  return i === -1 ? bounds.length : i;
}

/** The 75th percentile of a histogram (counts per bucket index), interpolated linearly within the
 *  bucket it falls in (between the bucket's lower and upper bounds, the first bucket's lower bound
 *  0); in the last, open bucket, the last bound (a floor: the value is above it). Null without
 *  samples. Always above the bucket's lower bound, so its rating is the bucket's. */
export function p75(metric: Vital, counts: readonly number[]): number | null {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const bounds = BUCKETS[metric];
  const target = total * 0.75;
  let seen = 0;
  for (let i = 0; i < counts.length && i < bounds.length; i++) {
    const n = counts[i] ?? 0;
    if (n > 0 && seen + n >= target) {
      const lower = i === 0 ? 0 : bounds[i - 1]!;
      return lower + ((target - seen) / n) * (bounds[i]! - lower);
    }
    seen += n;
  }
  return bounds[bounds.length - 1]!;
}

export type Rating = 'good' | 'needs-improvement' | 'poor';
export function rate(metric: Vital, value: number): Rating {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** A route pattern for vitals ('/blog/:slug'), so per-route figures stay few. */
export function routeKey(path: string): string {
  const m = /^\/(blog|case-studies|community)\/.+/.exec(path);
  return m ? `/${m[1]}/:slug` : path;
}
