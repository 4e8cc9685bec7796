// Real visitors' Web Vitals with Google's `web-vitals`, loaded by ./beacon.ts (after the page is
// interactive; the library reads the buffered entries, so LCP, FCP, TTFB and layout shifts from
// before it loaded still count). The metrics go in one beacon when the page is first hidden: the
// library reports LCP, CLS and INP from its capture-phase listeners on window, which run before
// this one on the document, so the beacon holds them all. Each metric is sent once per page load.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { Vital } from './protocol';

export function startVitals(report: (values: Partial<Record<Vital, number>>) => void): void {
  const pending: Partial<Record<Vital, number>> = {};
  const sent = new Set<string>();
  const take = (m: Metric) => {
    if (!sent.has(m.name) && Number.isFinite(m.value))
      pending[m.name as Vital] = m.name === 'CLS' ? Math.round(m.value * 1000) / 1000 : Math.round(m.value);
  };
  const flush = () => {
    const names = Object.keys(pending).filter((k) => !sent.has(k)) as Vital[];
    if (names.length === 0) return;
    const values: Partial<Record<Vital, number>> = {};
    for (const k of names) {
      values[k] = pending[k];
      sent.add(k);
    }
    report(values);
  };
  onLCP(take);
  onINP(take);
  onCLS(take);
  onFCP(take);
  onTTFB(take);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
}
