// Real visitors' Web Vitals with Google's `web-vitals`, loaded by ./beacon.ts (after the page is
// interactive; the library reads the buffered entries, so LCP, FCP, TTFB and layout shifts from
// before it loaded still count). The metrics go in one beacon when the page is first hidden: the
// library reports LCP, CLS and INP from its capture-phase listeners on window, which run before
// this one on the document, so the beacon holds them all. Each metric is sent once per page load.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { nextTask } from '@/lib/data/after-interactive';
import type { Vital } from './protocol';

/** Starts the library's observers, each metric's in a task of its own (together, reading the
 *  buffered entries made one long task: docs/performance.md); resolves once all have started. */
export async function startVitals(report: (values: Partial<Record<Vital, number>>) => void): Promise<void> {
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
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) {
    await nextTask();
    on(take);
  }
}
