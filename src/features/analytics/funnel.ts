// The demo funnel on the Analytics page, in visitors, each step with the same exclusions: visitors
// counted (viewed a page) -> visitors who opened the demo request -> demo requests sent by counted
// visitors. Leads whose visitor the traffic figures leave out (asked not to be tracked, staff, bots,
// or not recorded on older leads) are counted beside the funnel, never inside it. A step's rate is
// of the step before, at most 100 %: two requests from one visitor, or a visitor counted on one day
// and sending on the next, can put a step above the one before; the rate is then capped and says so.
// Pure (no Firebase, no MUI).
import type { LeadAnalytics } from '@/domain/analytics/lead-visit';

/** What the funnel reads of a lead. */
export interface FunnelLead {
  analytics?: LeadAnalytics | null;
}
export interface FunnelStep {
  step: string;
  count: number;
  /** % of the step before (null for the first), at most 100. */
  rate: number | null;
  /** The step counted more than the one before: the rate shown is capped at 100 %. */
  capped: boolean;
}
/** Why a lead is beside the funnel. */
export type Excluded = Exclude<LeadAnalytics, 'counted'> | 'not-recorded';
export const EXCLUDED_TEXT: Record<Excluded, string> = {
  'opted-out': 'Asked not to be tracked (GPC / Do Not Track)',
  staff: 'Staff browsers',
  bot: 'Bots',
  'not-recorded': 'Not recorded (older leads)',
};
export interface Funnel {
  steps: FunnelStep[];
  beside: { reason: Excluded; count: number }[];
}

/** a as a % of b, at most 100 (a step above an empty one is capped at 100 too, as it says). */
const pct = (a: number, b: number) => (a >= b ? (a > 0 ? 100 : 0) : Math.round((a / b) * 1000) / 10);

/**
 * `visitors` and `demoVisitors` are the traffic figures' (visitor-days over a range of more than a
 * day: `visitorLabel` names them); `leads` every lead sent in the range.
 */
export function funnel(
  visitors: number,
  demoVisitors: number,
  leads: readonly FunnelLead[],
  visitorLabel = 'Visitors',
): Funnel {
  const counts = new Map<Excluded | 'counted', number>();
  for (const l of leads) {
    const key = l.analytics ?? 'not-recorded';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const sent = counts.get('counted') ?? 0;
  const step = (name: string, count: number, before: number | null): FunnelStep => ({
    step: name,
    count,
    rate: before === null ? null : pct(count, before),
    capped: before !== null && count > before,
  });
  return {
    steps: [
      step(visitorLabel, visitors, null),
      step('Opened the demo request', demoVisitors, visitors),
      step('Sent a demo request', sent, demoVisitors),
    ],
    beside: (Object.keys(EXCLUDED_TEXT) as Excluded[])
      .map((reason) => ({ reason, count: counts.get(reason) ?? 0 }))
      .filter((b) => b.count > 0),
  };
}
