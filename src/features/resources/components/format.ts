// Dates are formatted in UTC with a fixed locale so a prerendered page and the browser agree
// (by hand, src/lib/util/dates.ts: the first Intl formatter would load the locale data mid-boot).
import { eventDateTime, mediumDate, monthShort } from '@/lib/util/dates';

const valid = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

export const formatDate = (iso: string | null | undefined) => {
  const d = valid(iso);
  return d ? mediumDate(d) : '';
};
export const formatEventDate = (iso: string | null | undefined) => {
  const d = valid(iso);
  return d ? eventDateTime(d) : '';
};
/** { month: 'Mar', day: '14' } for a calendar badge. */
export const calendarParts = (iso: string) => {
  const d = valid(iso);
  return d ? { month: monthShort(d), day: String(d.getUTCDate()) } : { month: '', day: '' };
};
