// Dates in the page's language. English keeps the hand-made US format of src/lib/util/dates.ts (no
// Intl: its first formatter loads locale data in one task while a page hydrates); another language
// uses Intl.DateTimeFormat with that language, in UTC, so a server-rendered page and the browser agree.
import type { Locale } from '@/domain/locales';
import { DEFAULT_LOCALE, localeInfo } from './catalog';
import { longDate, mediumDate } from '@/lib/util/dates';
import { useLocale } from './locale-context';

export type DateStyle = 'medium' | 'long';

/** The BCP 47 tag of a language's region ("de-DE"). */
export const languageTag = (locale: Locale) => localeInfo(locale).ogLocale.replace('_', '-');

/** "Mar 3, 2025" / "March 3, 2025" in English; "03.03.2025" / "3. März 2025" in German. */
export function formatDateIn(locale: Locale, date: Date, style: DateStyle): string {
  if (locale === DEFAULT_LOCALE) return style === 'medium' ? mediumDate(date) : longDate(date);
  return new Intl.DateTimeFormat(languageTag(locale), { dateStyle: style, timeZone: 'UTC' }).format(date);
}

/** Dates in the page's language. */
export function useFormatDate(): (date: Date, style: DateStyle) => string {
  const locale = useLocale();
  return (date, style) => formatDateIn(locale, date, style);
}
