// The analytics date range and its week/month buckets. Everything is in UTC: a range is two
// calendar days (YYYY-MM-DD, both included), a week starts on Monday 00:00 UTC and a month on the
// 1st 00:00 UTC, so the figures do not depend on the viewer's time zone (the seed's clock is UTC
// too). No Firebase, no MUI: plain dates and numbers.

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** From and To as calendar days, both included (YYYY-MM-DD). */
export interface DateRange {
  from: string;
  to: string;
}

/** One bar or point of a series: the bucket's first instant (ISO) and how many fell in it. */
export interface Bucket {
  start: string;
  count: number;
}

/** The longest range the page accepts (a weekly chart stays readable, the queries bounded). */
export const MAX_RANGE_DAYS = 731;
/** The default range covers this many weeks, the current one included. */
export const DEFAULT_WEEKS = 12;

/** The UTC calendar day of an instant (YYYY-MM-DD). */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

/** Midnight UTC of a calendar day; null when it is not a real YYYY-MM-DD day. */
export function parseDay(day: string): Date | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return dayOf(date) === day ? date : null;
}

/** Monday 00:00 UTC of the week holding `date`. */
export function weekStart(date: Date): Date {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS);
}

/** The 1st, 00:00 UTC, of the month holding `date`. */
export function monthStart(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
}

/** The last DEFAULT_WEEKS weeks, this one included: from that Monday to today (UTC). */
export function defaultRange(now: Date): DateRange {
  const from = new Date(weekStart(now).getTime() - (DEFAULT_WEEKS - 1) * 7 * DAY_MS);
  return { from: dayOf(from), to: dayOf(now) };
}

/** The instants a range covers: [start, end), end being midnight after the To day. */
export function rangeBounds(range: DateRange): { start: Date; end: Date } {
  const start = parseDay(range.from);
  const to = parseDay(range.to);
  if (!start || !to) throw new Error(`invalid range ${range.from}..${range.to}`);
  return { start, end: new Date(to.getTime() + DAY_MS) };
}

export interface RangeErrors {
  from?: string;
  to?: string;
}

/** What is wrong with a range, per field; {} when it can be used. `null` = no valid date typed. */
export function validateRange(from: string | null, to: string | null): RangeErrors {
  const errors: RangeErrors = {};
  const start = from === null ? null : parseDay(from);
  const end = to === null ? null : parseDay(to);
  if (!start) errors.from = 'Enter a valid From date';
  if (!end) errors.to = 'Enter a valid To date';
  if (start && end) {
    if (start > end) errors.from = 'From must be on or before To';
    else if ((end.getTime() - start.getTime()) / DAY_MS + 1 > MAX_RANGE_DAYS)
      errors.to = 'Choose a range of at most two years';
  }
  return errors;
}

function buckets(range: DateRange, first: (d: Date) => Date, next: (d: Date) => Date): Bucket[] {
  const { start, end } = rangeBounds(range);
  const out: Bucket[] = [];
  for (let b = first(start); b < end; b = next(b)) out.push({ start: b.toISOString(), count: 0 });
  return out;
}

const nextWeek = (d: Date) => new Date(d.getTime() + 7 * DAY_MS);
const nextMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));

/** Every week (Monday UTC) the range touches, each with its count of `dates` inside the range. */
export function countByWeek(dates: (string | null)[], range: DateRange): Bucket[] {
  return fill(buckets(range, weekStart, nextWeek), dates, range, weekStart);
}

/** Every month (UTC) the range touches, each with its count of `dates` inside the range. */
export function countByMonth(dates: (string | null)[], range: DateRange): Bucket[] {
  return fill(buckets(range, monthStart, nextMonth), dates, range, monthStart);
}

function fill(out: Bucket[], dates: (string | null)[], range: DateRange, bucketOf: (d: Date) => Date): Bucket[] {
  const { start, end } = rangeBounds(range);
  const index = new Map(out.map((b, i) => [b.start, i]));
  for (const iso of dates) {
    if (!iso) continue; // a pending server timestamp: not yet in any bucket
    const date = new Date(iso);
    if (Number.isNaN(date.getTime()) || date < start || date >= end) continue;
    const i = index.get(bucketOf(date).toISOString());
    if (i !== undefined) out[i]!.count += 1;
  }
  return out;
}

const weekLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayLabel = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** "Nov 16": a week by its Monday. */
export const formatWeek = (iso: string) => weekLabel.format(new Date(iso));
/** "Nov 2026". */
export const formatMonth = (iso: string) => monthLabel.format(new Date(iso));
/** "Nov 16, 2026": a calendar day of a range. */
export const formatDay = (day: string) => {
  const date = parseDay(day);
  return date ? dayLabel.format(date) : day;
};
