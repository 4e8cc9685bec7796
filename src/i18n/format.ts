// Dates and numbers in the page's language. English keeps the hand-made US formats of
// src/lib/util/dates.ts (no Intl: its first formatter loads locale data in one task while a page
// hydrates); another language uses Intl with that language, in UTC, so a server-rendered page and
// the browser agree.
import type { Locale } from '@/domain/locales';
import { DEFAULT_LOCALE, localeInfo } from './catalog';
import {
  eventDateTime,
  groupedInteger,
  longDate,
  mediumDate,
  mediumDateTime,
  monthShort,
  relativeUnits,
  type RelativeUnit,
} from '@/lib/util/dates';
import { useLocale } from './locale-context';

export type DateStyle = 'medium' | 'long';

/** The BCP 47 tag of a language's region ("de-DE"). */
export const languageTag = (locale: Locale) => localeInfo(locale).ogLocale.replace('_', '-');

const intl = (locale: Locale, options: Intl.DateTimeFormatOptions) => (date: Date) =>
  new Intl.DateTimeFormat(languageTag(locale), { ...options, timeZone: 'UTC' }).format(date);

/** "Mar 3, 2025" / "March 3, 2025" in English; "03.03.2025" / "3. März 2025" in German. */
export function formatDateIn(locale: Locale, date: Date, style: DateStyle): string {
  if (locale === DEFAULT_LOCALE) return style === 'medium' ? mediumDate(date) : longDate(date);
  return intl(locale, { dateStyle: style })(date);
}

/** Every date and number format of the public pages, in one language. */
export interface Formats {
  date: (date: Date, style: DateStyle) => string;
  /** "Mar 3, 2025, 3:05 PM" (UTC). */
  dateTime: (date: Date) => string;
  /** "Mon, Nov 23, 2026, 3:05 PM UTC". */
  eventDateTime: (date: Date) => string;
  /** "Nov", for a calendar badge. */
  monthShort: (date: Date) => string;
  /** "12,345" / "12.345". */
  integer: (n: number) => string;
  /** "4.5" / "4,5": one decimal. */
  decimal: (n: number) => string;
  /** "3 days ago" / "vor 3 Tagen". */
  relative: (n: number, unit: RelativeUnit) => string;
}

const ENGLISH: Formats = {
  date: (date, style) => formatDateIn(DEFAULT_LOCALE, date, style),
  dateTime: mediumDateTime,
  eventDateTime,
  monthShort,
  integer: groupedInteger,
  decimal: (n) => n.toFixed(1),
  relative: relativeUnits,
};

/** The formats of a language. */
export function formatsFor(locale: Locale): Formats {
  if (locale === DEFAULT_LOCALE) return ENGLISH;
  const tag = languageTag(locale);
  return {
    date: (date, style) => formatDateIn(locale, date, style),
    dateTime: intl(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    eventDateTime: intl(locale, {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }),
    monthShort: intl(locale, { month: 'short' }),
    integer: (n) => new Intl.NumberFormat(tag).format(n),
    decimal: (n) => new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n),
    relative: (n, unit) => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }).format(n, unit),
  };
}

/** Dates in the page's language. */
export function useFormatDate(): (date: Date, style: DateStyle) => string {
  const locale = useLocale();
  return (date, style) => formatDateIn(locale, date, style);
}

/** The page's language's formats. */
export const useFormats = (): Formats => formatsFor(useLocale());
