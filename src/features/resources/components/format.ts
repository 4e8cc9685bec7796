// Dates in the page's language (src/i18n/format.ts: in UTC, so a prerendered page and the browser
// agree; English by hand, as the first Intl formatter would load the locale data mid-boot).
import type { Formats } from '@/i18n/format';

const valid = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

export const formatDate = (iso: string | null | undefined, f: Formats) => {
  const d = valid(iso);
  return d ? f.date(d, 'medium') : '';
};
export const formatEventDate = (iso: string | null | undefined, f: Formats) => {
  const d = valid(iso);
  return d ? f.eventDateTime(d) : '';
};
/** { month: 'Mar', day: '14' } for a calendar badge. */
export const calendarParts = (iso: string, f: Formats) => {
  const d = valid(iso);
  return d ? { month: f.monthShort(d), day: String(d.getUTCDate()) } : { month: '', day: '' };
};
