// The traffic figures of a date range, from the documents the analytics pipeline writes
// (src/domain/analytics/day-doc.ts: one document per day and the nightly rollup's periods) and
// the leads' attribution:
// sums and top lists (the funnel: ./funnel.ts; Web Vitals: ./vitals-figures.ts). Pure (no Firebase, no MUI): the page,
// the CSV, the rollup and the tests add documents up with the same code (addDoc).
//
// Visitors are distinct within a day only (the salt that identifies a visitor changes every day),
// so a range's visitors are visitor-days: the sum of each day's distinct visitors.
import { DEVICES, VITALS, type Device } from '@/domain/analytics/protocol';
import { campaignOf, sourceOf } from '@/domain/analytics/touch';
import type { Attribution } from '@/domain/analytics/attribution';
import { DEFAULT_LOCALE, LOCALES, splitLocalePath, type Locale } from '@/domain/locales';
import { toCsv, type CsvCell } from '@/lib/util/csv';
import { rangeBounds, type DateRange } from './range';
import { addVitals, vitalRows, type VitalRow, type VitalsHistograms } from './vitals-figures';
import {
  addDoc,
  COUNT_KEYS,
  daysOf,
  periodsOf,
  type Counts,
  type DayDoc,
  type Period,
} from '@/domain/analytics/day-doc';

/** A row of a table over the range: visitorDays and demoVisitorDays are sums of daily distinct
 *  counts (see the file's header). */
export interface Row {
  key: string;
  views: number;
  visitorDays: number;
  demoOpened: number;
  demoVisitorDays: number;
  /** Demo requests sent (leads, counted on the server), where known for this row. */
  demoSent: number;
}
export type { VitalRow };
export interface Traffic {
  /** Each day: distinct visitors and demo-opened visitors of that day. */
  days: (Counts & { day: string; demoSent: number })[];
  totals: Omit<Row, 'key'>;
  pages: Row[];
  /** By the language of the page (its path's prefix: /de/... is German), every language of the
   *  site, in their order; demo sent by the lead's own language. */
  languages: Row[];
  /** By last touch. */
  sources: Row[];
  campaigns: Row[];
  channels: Row[];
  /** By first touch. */
  firstSources: Row[];
  firstCampaigns: Row[];
  firstChannels: Row[];
  devices: Row[];
  vitals: VitalRow[];
}

const DAY_MS = 86_400_000;

/** The range of the same length just before `range` (for "compared with the previous period"). */
export function previousRange(range: DateRange): DateRange {
  const { start, end } = rangeBounds(range);
  const length = end.getTime() - start.getTime();
  const from = new Date(start.getTime() - length);
  const to = new Date(start.getTime() - DAY_MS);
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

/** A lead as the funnel needs it: when, its attribution (if recorded) and its page's language (a
 *  lead from before the site had languages is English). */
export interface LeadTouch {
  day: string;
  attribution: Attribution | null;
  locale?: Locale;
}

/** The pages table summed by the language of each page (splitLocalePath: the path's prefix), one
 *  row per language of the site, named in English, in the site's order. A language's visitor-days
 *  are its pages' summed: a visitor who read two of its pages in a day counts twice. */
export function byLanguage(
  pages: Record<string, Partial<Counts>> | undefined,
  sent: ReadonlyMap<Locale, number>,
): Row[] {
  const table: Record<string, Partial<Counts>> = {};
  for (const [path, c] of Object.entries(pages ?? {})) {
    const into = (table[splitLocalePath(path).locale] ??= {});
    for (const k of COUNT_KEYS) if (c[k]) into[k] = (into[k] ?? 0) + c[k];
  }
  return LOCALES.map(({ code, name }) => {
    const c = table[code] ?? {};
    return {
      key: name,
      views: c.views ?? 0,
      visitorDays: c.visitors ?? 0,
      demoOpened: c.demoOpened ?? 0,
      demoVisitorDays: c.demoVisitors ?? 0,
      demoSent: sent.get(code) ?? 0,
    };
  });
}

function rows(table: Record<string, Partial<Counts>> | undefined, sent: Map<string, number>): Row[] {
  const keys = new Set([...Object.keys(table ?? {}), ...sent.keys()]);
  return [...keys]
    .map((key) => {
      const c = table?.[key] ?? {};
      return {
        key,
        views: c.views ?? 0,
        visitorDays: c.visitors ?? 0,
        demoOpened: c.demoOpened ?? 0,
        demoVisitorDays: c.demoVisitors ?? 0,
        demoSent: sent.get(key) ?? 0,
      };
    })
    .sort((a, b) => b.views - a.views || b.demoSent - a.demoSent || a.key.localeCompare(b.key));
}

const bump = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1);

/** Sums the stored documents of a range (days, and periods wholly inside it) and the leads sent
 *  in it. Documents outside the range are ignored. */
export function summarize(range: DateRange, docs: DayDoc[], leads: LeadTouch[]): Traffic {
  const inRange = new Set(daysOf(range));
  const sum: DayDoc = { day: range.from };
  for (const doc of docs) if (inRange.has(doc.day) && inRange.has(doc.to ?? doc.day)) addDoc(sum, doc);
  const days = new Map(
    [...inRange].map((d) => {
      const c = sum.days?.[d] ?? {};
      const counts = {
        views: c.views ?? 0,
        visitors: c.visitors ?? 0,
        demoOpened: c.demoOpened ?? 0,
        demoVisitors: c.demoVisitors ?? 0,
      };
      return [d, { day: d, ...counts, demoSent: 0 }];
    }),
  );
  const sent = {
    pages: new Map<string, number>(),
    sources: new Map<string, number>(),
    campaigns: new Map<string, number>(),
    languages: new Map<Locale, number>(),
  };
  let demoSent = 0;
  for (const lead of leads) {
    const day = days.get(lead.day);
    if (!day) continue;
    day.demoSent += 1;
    demoSent += 1;
    const a = lead.attribution;
    const locale = lead.locale ?? DEFAULT_LOCALE;
    sent.languages.set(locale, (sent.languages.get(locale) ?? 0) + 1);
    bump(sent.pages, a?.page ?? '(not recorded)');
    bump(sent.sources, a ? sourceOf(a.firstTouch) : '(not recorded)');
    const campaign = campaignOf(a?.firstTouch);
    if (campaign) bump(sent.campaigns, campaign);
  }
  const none = new Map<string, number>();
  const hist: VitalsHistograms = new Map();
  addVitals(hist, sum.vitals);
  return {
    days: [...days.values()],
    totals: {
      views: sum.views ?? 0,
      visitorDays: sum.visitors ?? 0,
      demoOpened: sum.demoOpened ?? 0,
      demoVisitorDays: sum.demoVisitors ?? 0,
      demoSent,
    },
    pages: rows(sum.pages, sent.pages),
    languages: byLanguage(sum.pages, sent.languages),
    sources: rows(sum.sources, none),
    campaigns: rows(sum.campaigns, none),
    channels: rows(sum.channels, none),
    firstSources: rows(sum.firstSources, sent.sources),
    firstCampaigns: rows(sum.firstCampaigns, sent.campaigns),
    firstChannels: rows(sum.firstChannels, none),
    devices: rows(sum.devices, none).sort(
      (a, b) => DEVICES.indexOf(a.key as Device) - DEVICES.indexOf(b.key as Device),
    ),
    vitals: vitalRows(hist),
  };
}

/** The documents that hold a range's figures: the largest closed periods wholly inside it (a
 *  period is closed once its last day is before `today`), and single days for the rest. A
 *  two-year range reads at most 37 documents (the unit test tries every start day). */
export function readPlan(range: DateRange, today: string): { periods: Period[]; days: string[] } {
  const all = daysOf(range);
  const inRange = new Set(all);
  const periods: Period[] = [];
  const days: string[] = [];
  for (let i = 0; i < all.length;) {
    const { month, third } = periodsOf(all[i]!);
    const fits = (p: Period) => p.from === all[i] && inRange.has(p.to) && p.to < today;
    const period = fits(month) ? month : fits(third) ? third : null;
    if (period) {
      periods.push(period);
      i = all.indexOf(period.to) + 1;
    } else days.push(all[i++]!);
  }
  return { periods, days };
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
    ['Language', t.languages],
    ['Source (last touch)', t.sources],
    ['Source (first touch)', t.firstSources],
    ['Campaign (last touch)', t.campaigns],
    ['Campaign (first touch)', t.firstCampaigns],
    ['Channel (last touch)', t.channels],
    ['Device', t.devices],
  ] as const) {
    lines.push([], [title, 'Page views', 'Visitor-days', 'Demo opened', 'Demo sent']);
    for (const r of list) lines.push([r.key, r.views, r.visitorDays, r.demoOpened, r.demoSent]);
  }
  lines.push([], ['Route', 'Device', 'Samples', ...VITALS.map((m) => `${m} p75`)]);
  for (const v of t.vitals) lines.push([v.route, v.device, v.samples, ...VITALS.map((m) => v.values[m]?.p75 ?? '')]);
  return toCsv(lines);
}
