import type { AppError } from '@/lib/data';

/** What a panel needs of an RTK Query hook's result. */
export interface QueryState<T> {
  currentData?: T;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** The panel state of a query: figures for the current range only (never the previous range's
 *  while the new one loads). */
export function panelState<T>(q: QueryState<T>) {
  return {
    data: q.currentData,
    loading: q.currentData === undefined && !q.error,
    error: q.error ? (q.error as AppError) : undefined,
    onRetry: () => void q.refetch(),
  };
}
