// Dates in UTC, in US English, formatted by hand: the same text as Intl.DateTimeFormat('en-US',
// { timeZone: 'UTC', ... }) gives (dates.test.ts checks that over the whole range), without it.
// The first Intl formatter a page makes loads the browser's locale data, ~15 ms on this machine and
// ×4 on a phone, all in one task during the boot; public pages format dates as they hydrate.
// Prerendered HTML and the browser agree by construction (UTC and a fixed locale).

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "Nov" (Intl's `month: 'short'`: the first three letters, "May" included). */
export const monthShort = (d: Date) => MONTHS[d.getUTCMonth()]!.slice(0, 3);

/** "Mar 3, 2025": Intl's `dateStyle: 'medium'`. */
export const mediumDate = (d: Date) => `${monthShort(d)} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;

/** "March 3, 2025": Intl's `dateStyle: 'long'`. */
export const longDate = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;

/** "3:05 PM": Intl's `timeStyle: 'short'`. */
function shortTime(d: Date): string {
  const h = d.getUTCHours();
  return `${h % 12 || 12}:${String(d.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "Mon, Nov 23, 2026, 3:05 PM UTC": weekday, month and time, each short, with the zone's name. */
export const eventDateTime = (d: Date) => `${WEEKDAYS[d.getUTCDay()]}, ${mediumDate(d)}, ${shortTime(d)} UTC`;

/** "12,345": Intl.NumberFormat('en-US') for an integer. */
export const groupedInteger = (n: number) =>
  Number.isSafeInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : String(n);

/** "Mar 3, 2025, 3:05 PM": Intl's `dateStyle: 'medium', timeStyle: 'short'`. */
export const mediumDateTime = (d: Date) => `${mediumDate(d)}, ${shortTime(d)}`;

export type RelativeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';
// Intl.RelativeTimeFormat('en', { numeric: 'auto' })'s words for -1, 0 and +1 of a unit.
const NEAR: Record<RelativeUnit, [string, string, string]> = {
  year: ['last year', 'this year', 'next year'],
  month: ['last month', 'this month', 'next month'],
  week: ['last week', 'this week', 'next week'],
  day: ['yesterday', 'today', 'tomorrow'],
  hour: ['1 hour ago', 'this hour', 'in 1 hour'],
  minute: ['1 minute ago', 'this minute', 'in 1 minute'],
};

/** "3 days ago", "yesterday", "in 2 hours": Intl.RelativeTimeFormat('en', { numeric: 'auto' }) for
 *  a whole number of units. */
export function relativeUnits(n: number, unit: RelativeUnit): string {
  if (n >= -1 && n <= 1) return NEAR[unit][n + 1]!;
  const amount = `${groupedInteger(Math.abs(n))} ${unit}s`;
  return n < 0 ? `${amount} ago` : `in ${amount}`;
}
