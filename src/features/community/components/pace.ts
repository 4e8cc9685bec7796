import { isAppError } from '@/lib/data/backend-types';
import type { PaceKind } from '../api';

/** A failed community write: the seconds left to wait when the pace limit refused it, else
 *  'failed'. */
export function refusal(error: unknown): number | 'failed' {
  if (isAppError(error) && error.code === 'rate-limited') return Math.max(1, Number(error.message) || 1);
  return 'failed';
}

/** What a member is told when they post faster than the pace allows; what they typed stays. */
export function paceMessage(kind: PaceKind, secondsLeft: number, pace: number): string {
  const what = kind === 'post' ? `start one discussion every ${pace} seconds` : `post one reply every ${pace} seconds`;
  const wait = secondsLeft === 1 ? '1 second' : `${secondsLeft} seconds`;
  return `You're posting a little fast: members can ${what}. Please wait ${wait}, then try again. Your text is still here.`;
}
