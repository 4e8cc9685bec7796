import { useState, useSyncExternalStore } from 'react';
import { mediumDateTime, relativeUnits, type RelativeUnit } from '@/lib/util/dates';

// Formatted by hand (src/lib/util/dates.ts, equal to Intl by its test): the first Intl formatter loads
// the browser's locale data in one long task (the formatters were made when this module loaded,
// with the community page, ~110 ms at 4x).
const STEPS: [RelativeUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 days ago"; "just now" under a minute (and for a server time not yet confirmed). */
export function relativeTime(iso: string | null, now: number): string {
  if (!iso) return 'just now';
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) return relativeUnits(Math.trunc(seconds / size), unit);
  }
  return 'just now';
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
  if (!iso) return <span>just now</span>;
  const exact = `${mediumDateTime(new Date(iso))} UTC`;
  return (
    <time dateTime={iso} title={exact}>
      {hydrated ? relativeTime(iso, now) : exact}
    </time>
  );
}
