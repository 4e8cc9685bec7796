// Which vitals beacons a page sends: each metric charged to the route it happened on, a value the
// library reports again for the same id sent with the value it replaces (`pv`), nothing sent twice.
import { metricTime, vitalsReports, type MetricReport } from './vitals';

const metric = (over: Partial<MetricReport> & Pick<MetricReport, 'name' | 'id' | 'value'>): MetricReport => ({
  rating: 'good',
  navigationType: 'navigate',
  entries: [],
  ...over,
});

/** The landing page until 1000 ms, then /pricing (a client-side navigation). */
const routeAt = (t: number) => (t < 1000 ? '/' : '/pricing');

test('INP from an interaction after a client-side navigation is charged to that route; LCP to the landing page', () => {
  let now = 5000;
  const r = vitalsReports(routeAt, () => now);
  r.take(metric({ name: 'LCP', id: 'v1-lcp', value: 1234.4, entries: [{ startTime: 1500 }] }));
  r.take(metric({ name: 'INP', id: 'v1-inp', value: 180, entries: [{ startTime: 2500 }] }));
  r.take(metric({ name: 'CLS', id: 'v1-cls', value: 0.0123, entries: [{ startTime: 300 }] }));
  expect(r.flush()).toEqual([
    { p: '/', v: { LCP: 1234, CLS: 0.012 } },
    { p: '/pricing', v: { INP: 180 } },
  ]);
  now = 6000;
  expect(r.flush()).toEqual([]); // nothing new: nothing sent
});

test('a metric reported again for the same id carries the value sent before in pv; unchanged values are not resent', () => {
  const r = vitalsReports(routeAt, () => 0);
  r.take(metric({ name: 'INP', id: 'v1-inp', value: 120, entries: [{ startTime: 2000 }] }));
  r.take(metric({ name: 'CLS', id: 'v1-cls', value: 0.05, entries: [{ startTime: 200 }] }));
  expect(r.flush()).toEqual([
    { p: '/pricing', v: { INP: 120 } },
    { p: '/', v: { CLS: 0.05 } },
  ]);
  // Back to the tab, a slower interaction on the same route; CLS unchanged.
  r.take(metric({ name: 'INP', id: 'v1-inp', value: 90, entries: [{ startTime: 2000 }] }));
  r.take(metric({ name: 'INP', id: 'v1-inp', value: 340, entries: [{ startTime: 2600 }] }));
  r.take(metric({ name: 'CLS', id: 'v1-cls', value: 0.05, entries: [{ startTime: 200 }] }));
  expect(r.flush()).toEqual([{ p: '/pricing', v: { INP: 340 }, pv: { INP: 120 } }]);
});

test('after a back/forward-cache restore the new ids are new samples, the load metrics charged to the page restored', () => {
  let now = 100;
  const r = vitalsReports(routeAt, () => now);
  r.take(metric({ name: 'LCP', id: 'v1-lcp', value: 2000, entries: [{ startTime: 900 }] }));
  r.take(metric({ name: 'INP', id: 'v1-inp', value: 100, entries: [{ startTime: 1200 }] }));
  expect(r.flush()).toEqual([
    { p: '/', v: { LCP: 2000 } },
    { p: '/pricing', v: { INP: 100 } },
  ]);
  now = 9000; // restored on /pricing
  const restored = { navigationType: 'back-forward-cache' as const };
  r.take(metric({ name: 'LCP', id: 'v2-lcp', value: 40, ...restored }));
  r.take(metric({ name: 'INP', id: 'v2-inp', value: 60, entries: [{ startTime: 9500 }], ...restored }));
  expect(r.flush()).toEqual([{ p: '/pricing', v: { LCP: 40, INP: 60 } }]);
});

test('one id whose worst interaction moves to another route: a new sample of that route', () => {
  const r = vitalsReports(routeAt, () => 0);
  r.take(metric({ name: 'INP', id: 'v1-inp', value: 100, entries: [{ startTime: 500 }] }));
  expect(r.flush()).toEqual([{ p: '/', v: { INP: 100 } }]);
  r.take(metric({ name: 'INP', id: 'v1-inp', value: 400, entries: [{ startTime: 3000 }] }));
  expect(r.flush()).toEqual([{ p: '/pricing', v: { INP: 400 } }]);
});

test('metricTime: the load metrics at 0 unless restored; INP and CLS at their first entry', () => {
  expect(metricTime(metric({ name: 'TTFB', id: 'a', value: 1, entries: [{ startTime: 0 }] }), 50)).toBe(0);
  expect(metricTime(metric({ name: 'FCP', id: 'a', value: 1, navigationType: 'back-forward-cache' }), 50)).toBe(50);
  expect(metricTime(metric({ name: 'CLS', id: 'a', value: 0 }), 50)).toBe(0);
  expect(metricTime(metric({ name: 'INP', id: 'a', value: 1, entries: [{ startTime: 7 }] }), 50)).toBe(7);
});
