// The traffic figures of a date range, from the day documents the collect function writes
// (functions/src/analytics/collect.ts: analytics_daily/{day}_{shard}) and the leads' attribution:
// sums over days and shards and top lists (the funnel: ./funnel.ts; Web Vitals: ./vitals-figures.ts).
// Pure (no Firebase, no MUI), so the unit tests and the CSV read the same numbers as the page.
import { DEVICES, VITALS, type Device } from '@/lib/analytics/protocol';
import { campaignOf, sourceOf } from '@/lib/analytics/touch';
import type { Attribution } from '@/lib/analytics/attribution';
import { rangeBounds, type DateRange } from './range';
import { toCsv, type CsvCell } from '@/lib/util/csv';
import { addVitals, vitalRows, type VitalRow, type VitalsDoc, type VitalsHistograms } from './vitals-figures';

export interface Counts {
  views: number;
  visitors: number;
  demoOpened: number;
}
/** One day document as stored (any shard). */
export interface DayDoc {
  day: string;
  views?: number;
  visitors?: number;
  demoOpened?: number;
  pages?: Record<string, Partial<Counts>>;
  sources?: Record<string, Partial<Counts>>;
  campaigns?: Record<string, Partial<Counts>>;
  devices?: Record<string, Partial<Counts>>;
  vitals?: VitalsDoc;
}
export interface Row extends Counts {
  key: string;
  /** Demo requests sent (leads, counted on the server), where known for this row. */
  demoSent: number;
}
export type { VitalRow };
export interface Traffic {
  days: { day: string; views: number; visitors: number; demoSent: number }[];
  totals: Counts & { demoSent: number };
  pages: Row[];
  sources: Row[];
  campaigns: Row[];
  devices: Row[];
  vitals: VitalRow[];
}

const DAY_MS = 86_400_000;
const zero = (): Counts => ({ views: 0, visitors: 0, demoOpened: 0 });
const add = (into: Counts, c: Partial<Counts> | undefined) => {
  into.views += c?.views ?? 0;
  into.visitors += c?.visitors ?? 0;
  into.demoOpened += c?.demoOpened ?? 0;
};

/** Every day of a range, YYYY-MM-DD. */
export function daysOf(range: DateRange): string[] {
  const { start, end } = rangeBounds(range);
  const out: string[] = [];
  for (let t = start.getTime(); t < end.getTime(); t += DAY_MS) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** The range of the same length just before `range` (for "compared with the previous period"). */
export function previousRange(range: DateRange): DateRange {
  const { start, end } = rangeBounds(range);
  const length = end.getTime() - start.getTime();
  const from = new Date(start.getTime() - length);
  const to = new Date(start.getTime() - DAY_MS);
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

/** A lead as the funnel needs it: when, and its attribution (if recorded). */
export interface LeadTouch {
  day: string;
  attribution: Attribution | null;
}

function rows(map: Map<string, Counts>, sent: Map<string, number>, limit = Infinity): Row[] {
  const keys = new Set([...map.keys(), ...sent.keys()]);
  return [...keys]
    .map((key) => ({ key, ...(map.get(key) ?? zero()), demoSent: sent.get(key) ?? 0 }))
    .sort((a, b) => b.views - a.views || b.demoSent - a.demoSent || a.key.localeCompare(b.key))
    .slice(0, limit);
}

const bump = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1);

/** Sums the day documents (all shards) of a range and the leads sent in it. */
export function summarize(range: DateRange, docs: DayDoc[], leads: LeadTouch[]): Traffic {
  const days = new Map(daysOf(range).map((d) => [d, { day: d, views: 0, visitors: 0, demoSent: 0 }]));
  const totals = { ...zero(), demoSent: 0 };
  const maps = { pages: new Map<string, Counts>(), sources: new Map(), campaigns: new Map(), devices: new Map() };
  const hist: VitalsHistograms = new Map();
  for (const doc of docs) {
    const day = days.get(doc.day);
    if (!day) continue;
    day.views += doc.views ?? 0;
    day.visitors += doc.visitors ?? 0;
    add(totals, doc);
    for (const name of ['pages', 'sources', 'campaigns', 'devices'] as const)
      for (const [key, c] of Object.entries(doc[name] ?? {})) {
        const m = maps[name] as Map<string, Counts>;
        if (!m.has(key)) m.set(key, zero());
        add(m.get(key)!, c);
      }
    addVitals(hist, doc.vitals);
  }
  const sent = {
    pages: new Map<string, number>(),
    sources: new Map<string, number>(),
    campaigns: new Map<string, number>(),
  };
  for (const lead of leads) {
    const day = days.get(lead.day);
    if (!day) continue;
    day.demoSent += 1;
    totals.demoSent += 1;
    const a = lead.attribution;
    bump(sent.pages, a?.page ?? '(not recorded)');
    bump(sent.sources, a ? sourceOf(a.firstTouch) : '(not recorded)');
    const campaign = campaignOf(a?.firstTouch);
    if (campaign) bump(sent.campaigns, campaign);
  }
  return {
    days: [...days.values()],
    totals,
    pages: rows(maps.pages, sent.pages),
    sources: rows(maps.sources, sent.sources),
    campaigns: rows(maps.campaigns, sent.campaigns),
    devices: rows(maps.devices, new Map()).sort(
      (a, b) => DEVICES.indexOf(a.key as Device) - DEVICES.indexOf(b.key as Device),
    ),
    vitals: vitalRows(hist),
  };
}

/** "+12%" / "−5%" / "new" / "" (no change to report): this period against the previous one. */
export function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? '' : 'new';
  const pct = Math.round(((now - before) / before) * 100);
  return `${pct > 0 ? '+' : pct < 0 ? '−' : '±'}${Math.abs(pct)}%`;
}

/** The range's figures as CSV (the tables of the page, one section after another). */
export function trafficCsv(range: DateRange, t: Traffic): string {
  const lines: CsvCell[][] = [[`Traffic ${range.from} to ${range.to} (UTC)`]];
  lines.push([], ['Day', 'Page views', 'Visitors', 'Demo requests sent']);
  for (const d of t.days) lines.push([d.day, d.views, d.visitors, d.demoSent]);
  for (const [title, list] of [
    ['Page', t.pages],
    ['Source', t.sources],
    ['Campaign', t.campaigns],
    ['Device', t.devices],
  ] as const) {
    lines.push([], [title, 'Page views', 'Visitors', 'Demo opened', 'Demo sent']);
    for (const r of list) lines.push([r.key, r.views, r.visitors, r.demoOpened, r.demoSent]);
  }
  lines.push([], ['Route', 'Device', 'Samples', ...VITALS.map((m) => `${m} p75`)]);
  for (const v of t.vitals) lines.push([v.route, v.device, v.samples, ...VITALS.map((m) => v.values[m]?.p75 ?? '')]);
  return toCsv(lines);
}
