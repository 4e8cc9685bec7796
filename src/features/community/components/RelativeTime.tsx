import { useState, useSyncExternalStore } from 'react';
import type { RelativeUnit } from '@/lib/util/dates';
import { useFormats, type Formats } from '@/i18n/format';
import { usePageMessages } from '@/i18n/use-page-messages';

// In the page's language (src/i18n/format.ts). English is formatted by hand (src/lib/util/dates.ts,
// equal to Intl by its test): the first Intl formatter loads the browser's locale data in one long
// task (the formatters were made when this module loaded, with the community page, ~110 ms at 4x).
const STEPS: [RelativeUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 days ago"; `justNow` under a minute (and for a server time not yet confirmed). */
export function relativeTime(iso: string | null, now: number, formats: Formats, justNow: string): string {
  if (!iso) return justNow;
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) return formats.relative(Math.trunc(seconds / size), unit);
  }
  return justNow;
}

/** A <time> with a relative label and the exact date as its tooltip. */
// False on the server and while hydrating a prerendered page, true afterwards: the page was
// rendered at build time, so "3 minutes ago" then is not what it is now.
const noSubscription = () => () => {};
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

export function RelativeTime({ iso }: { iso: string | null }) {
  const [now] = useState(() => Date.now());
  const hydrated = useHydrated();
  const formats = useFormats();
  const { community: t } = usePageMessages();
  if (!iso) return <span>{t.justNow}</span>;
  const exact = `${formats.dateTime(new Date(iso))} UTC`;
  return (
    <time dateTime={iso} title={exact}>
      {hydrated ? relativeTime(iso, now, formats, t.justNow) : exact}
    </time>
  );
}
