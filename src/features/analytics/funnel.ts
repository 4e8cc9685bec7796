// The demo funnel on the Analytics page: page views -> demo opened -> demo sent, each step's rate
// from the step before. Pure (no Firebase, no MUI).
import type { Counts } from './traffic';

/** The funnel's rates: page views -> demo opened -> demo sent. */
export function funnel(t: Counts & { demoSent: number }) {
  const pct = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 1000) / 10 : 0);
  return [
    { step: 'Page views', count: t.views, rate: null as number | null },
    { step: 'Demo opened', count: t.demoOpened, rate: pct(t.demoOpened, t.views) },
    { step: 'Demo sent', count: t.demoSent, rate: pct(t.demoSent, t.demoOpened) },
  ];
}
