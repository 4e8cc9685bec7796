import { isAppError } from '@/lib/data/backend-types';

/** A failed community write: the seconds left to wait when the pace limit refused it, else
 *  'failed'. What the member is told: the catalogs' `community.pace`, in the page's language. */
export function refusal(error: unknown): number | 'failed' {
  if (isAppError(error) && error.code === 'rate-limited') return Math.max(1, Number(error.message) || 1);
  return 'failed';
}
