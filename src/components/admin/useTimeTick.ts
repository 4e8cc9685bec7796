import { useEffect, useState } from 'react';

/** The longest single wait: setTimeout fires at once for delays past 2^31-1 ms, so a far time is
 *  reached in steps of at most a day. */
const MAX_WAIT = 24 * 60 * 60 * 1000;

/**
 * A number that goes up when the soonest future time among the rows' `changesAt` comes: values
 * worked out from the clock (an article's Scheduled / Published / Ended) are read again then,
 * though no row changed. One timer at a time; none while no row has a future time (or with no
 * `changesAt`, as in tables without such a column). The rows are looked through once when they, or
 * the number, change: keep `rows` and `changesAt` stable between renders.
 */
export function useTimeTick<T>(
  rows: readonly T[] | undefined,
  changesAt: ((row: T) => readonly (string | null | undefined)[]) | undefined,
): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!changesAt || !rows?.length) return;
    const now = Date.now();
    let next = Infinity;
    for (const row of rows)
      for (const time of changesAt(row)) {
        const at = time ? Date.parse(time) : NaN;
        if (at > now && at < next) next = at;
      }
    if (next === Infinity) return;
    let timer: ReturnType<typeof setTimeout>;
    const wait = () => {
      const left = next - Date.now();
      // Woken before the time (a capped wait): wait on without re-rendering.
      if (left > 0) timer = setTimeout(wait, Math.min(left, MAX_WAIT));
      else setTick((n) => n + 1);
    };
    wait();
    return () => clearTimeout(timer);
  }, [rows, changesAt, tick]);
  return tick;
}
