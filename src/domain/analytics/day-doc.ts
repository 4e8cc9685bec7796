// The analytics pipeline's stored documents (functions/src/analytics writes them; the back office,
// the CSV, the rollup and the seed read them): one document per day, analytics_daily/{day}, and the
// nightly rollup's period documents, analytics_periods/{month} and /{month}.{third}. Their shape,
// how two of them add up (addDoc: the rollup folds days into a period with it, the Analytics page
// sums a range with it) and which periods hold a day. Pure: no zod, no Firebase.
import { VITALS, type Vital } from './protocol';

/** Counts as stored for one day: visitors and demoVisitors are that day's distinct visitors. */
export interface Counts {
  views: number;
  visitors: number;
  demoOpened: number;
  demoVisitors: number;
}
export const COUNT_KEYS = ['views', 'visitors', 'demoOpened', 'demoVisitors'] as const;

/** The keyed tables of a document: per page (the path, with its language prefix: `/de/blog/x`),
 *  last-touch source, campaign, medium and channel, first-touch source, campaign and channel, and
 *  device. */
export const TABLES = [
  'pages',
  'sources',
  'campaigns',
  'mediums',
  'channels',
  'firstSources',
  'firstCampaigns',
  'firstChannels',
  'devices',
] as const;
export type Table = (typeof TABLES)[number];

/** A day document's `vitals` map as stored: metric -> device -> route -> bucket index -> samples. */
export type VitalsDoc = Partial<Record<Vital, Record<string, Record<string, Record<string, number>>>>>;

/** One stored document: a day (analytics_daily/{day}), or a period the rollup folded (its first
 *  day, `to` its last, and `days` the headline counts of each of its days). */
export interface DayDoc extends Partial<Counts>, Partial<Record<Table, Record<string, Partial<Counts>>>> {
  day: string;
  to?: string;
  vitalSamples?: number;
  vitals?: VitalsDoc;
  days?: Record<string, Partial<Counts>>;
}

const addCounts = (into: Partial<Counts>, c: Partial<Counts> | undefined) => {
  for (const k of COUNT_KEYS) if (c?.[k]) into[k] = (into[k] ?? 0) + c[k];
};
const pick = (c: Partial<Counts>): Partial<Counts> => Object.fromEntries(COUNT_KEYS.map((k) => [k, c[k] ?? 0]));

/** Adds `doc`'s counts, tables, histograms and per-day headlines into `into` (a day's or period's
 *  totals: visitors become visitor-days once two days are added). */
export function addDoc(into: DayDoc, doc: DayDoc): DayDoc {
  addCounts(into, doc);
  if (doc.vitalSamples) into.vitalSamples = (into.vitalSamples ?? 0) + doc.vitalSamples;
  for (const table of TABLES)
    for (const [key, c] of Object.entries(doc[table] ?? {})) addCounts(((into[table] ??= {})[key] ??= {}), c);
  for (const metric of VITALS)
    for (const [device, byRoute] of Object.entries(doc.vitals?.[metric] ?? {}))
      for (const [route, buckets] of Object.entries(byRoute))
        for (const [b, n] of Object.entries(buckets)) {
          const to = ((((into.vitals ??= {})[metric] ??= {})[device] ??= {})[route] ??= {});
          to[b] = (to[b] ?? 0) + n;
        }
  const days = doc.days ?? (doc.to ? {} : { [doc.day]: pick(doc) });
  for (const [day, c] of Object.entries(days)) addCounts(((into.days ??= {})[day] ??= {}), c);
  return into;
}

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const midnight = (day: string) => (DAY.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN);

/** Every day from `from` to `to`, both included, YYYY-MM-DD (UTC calendar days). */
export function daysOf(range: { from: string; to: string }): string[] {
  const start = midnight(range.from);
  const end = midnight(range.to);
  if (Number.isNaN(start) || Number.isNaN(end)) throw new Error(`invalid range ${range.from}..${range.to}`);
  const out: string[] = [];
  for (let t = start; t <= end; t += DAY_MS) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** A closed period the rollup folds into one document: a month ('2026-11') or a third of one
 *  ('2026-11.1': days 1-10, .2: 11-20, .3: 21 to the end). */
export interface Period {
  id: string;
  from: string;
  to: string;
}
const monthEnd = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};
/** The month and its thirds that hold `day`. */
export function periodsOf(day: string): { month: Period; third: Period } {
  const month = day.slice(0, 7);
  const d = Number(day.slice(8, 10));
  const n = d <= 10 ? 1 : d <= 20 ? 2 : 3;
  const from = `${month}-${String(n * 10 - 9).padStart(2, '0')}`;
  const to = n === 3 ? monthEnd(month) : `${month}-${String(n * 10).padStart(2, '0')}`;
  return { month: { id: month, from: `${month}-01`, to: monthEnd(month) }, third: { id: `${month}.${n}`, from, to } };
}
