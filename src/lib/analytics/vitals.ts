// Real visitors' Web Vitals with Google's `web-vitals`, loaded by ./beacon.ts (after the page is
// interactive; the library reads the buffered entries, so LCP, FCP, TTFB and layout shifts from
// before it loaded still count). Sent when the page is hidden (and on `pagehide`), one beacon per
// route: each metric's value is charged to the route it happened on (an interaction's INP, a
// layout shift's CLS to the path the visitor was on then; LCP, FCP and TTFB to the page loaded or
// restored). The library reports a metric again under the same `id` when it changes (INP and CLS
// after a return to the tab); that report carries the value sent before for that id and route in
// `pv`, so the collector moves the sample instead of adding one. A back/forward-cache restore
// starts new ids: new samples. A metric seen on a new route is a new sample of that route.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { nextTask } from '@/lib/data/after-interactive';
import type { Beacon, Rating, Vital } from '@/domain/analytics/protocol';

/** What one vitals beacon carries besides its source fields. */
export type VitalsReport = Required<Pick<Beacon, 'p' | 'v'>> & Pick<Beacon, 'pv'>;

/** The part of a web-vitals report this module reads. */
export type MetricReport = Pick<Metric, 'name' | 'id' | 'value' | 'rating' | 'navigationType'> & {
  entries: readonly { startTime: number }[];
};

const LOAD_METRICS: readonly string[] = ['LCP', 'FCP', 'TTFB'];
const round = (m: MetricReport) => (m.name === 'CLS' ? Math.round(m.value * 1000) / 1000 : Math.round(m.value));

/** The route a report belongs to: the path at its first entry's time for INP and CLS; for the
 *  load metrics the page loaded (time 0) or, after a restore, the page restored (now). */
export function metricTime(m: MetricReport, now: number): number {
  const restored = m.navigationType === 'back-forward-cache';
  if (!LOAD_METRICS.includes(m.name) && m.entries[0]) return m.entries[0].startTime;
  return restored ? now : 0;
}

/**
 * The reports to send, from the library's callbacks: `take` each report as it comes (every change),
 * `flush` when the page is hidden. Values already sent unchanged are not sent again.
 */
export function vitalsReports(routeAt: (time: number) => string, now: () => number) {
  const pending = new Map<string, { metric: Vital; route: string; value: number }>();
  const sent = new Map<string, number>(); // `${id}|${route}` -> the value sent
  return {
    take(m: MetricReport): void {
      const route = routeAt(metricTime(m, now()));
      if (!route || !Number.isFinite(m.value)) return;
      pending.set(`${m.id}|${route}`, { metric: m.name as Vital, route, value: round(m) });
    },
    flush(): VitalsReport[] {
      const reports: VitalsReport[] = [];
      for (const [key, { metric, route, value }] of pending) {
        const before = sent.get(key);
        if (before === value) continue;
        sent.set(key, value);
        // One beacon per route, one value per metric in it (two ids of one metric: two beacons).
        let report = reports.find((r) => r.p === route && !(metric in r.v));
        if (!report) reports.push((report = { p: route, v: {} }));
        report.v[metric] = value;
        if (before !== undefined) (report.pv ??= {})[metric] = before;
      }
      pending.clear();
      return reports;
    },
  };
}

/** Starts the library's observers, each metric's in a task of its own (together, reading the
 *  buffered entries made one long task: docs/performance.md); resolves once all have started.
 *  `rated` hears each metric's rating as it changes (the lead carries the tab's). */
export async function startVitals(
  send: (report: VitalsReport) => void,
  routeAt: (time: number) => string,
  rated: (metric: Vital, rating: Rating) => void,
): Promise<void> {
  const reports = vitalsReports(routeAt, () => performance.now());
  const flush = () => reports.flush().forEach(send);
  // The library's own listeners (capture phase, on window) report before these run.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
  const take = (m: Metric) => {
    reports.take(m);
    rated(m.name as Vital, m.rating);
  };
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) {
    await nextTask();
    on(take, { reportAllChanges: true });
  }
}
