// Optimistic concurrency for back-office records (issue 22): every record carries `rev`, the number
// of its staff saves; a save writes `rev + 1` of the copy it was based on and firestore.rules
// refuse it when the stored record has moved on (revNext). Pure: what changed, what to merge, how
// long ago.
import type { AppError, DocData } from '@/lib/data/backend-types';
import { relativeUnits } from '@/lib/util/dates';

/** The field every back-office record counts its saves in. */
export const REV = 'rev';

/** A record's revision (records written before issue 22, or by the public, read as 0). */
export const revOf = (record: unknown): number => {
  const rev = (record as DocData | null | undefined)?.[REV];
  return typeof rev === 'number' && Number.isInteger(rev) && rev >= 0 ? rev : 0;
};

/** The error a save based on a stale copy meets (before writing, or after the rules refused it). */
export const CONFLICT = 'conflict';
/** A record's kind in a sentence: "blog post", but "FAQ". */
export const nounOf = (singular: string) => (singular === singular.toUpperCase() ? singular : singular.toLowerCase());
export const conflictError = (singular: string): AppError => ({
  code: CONFLICT,
  message: `Someone else saved this ${nounOf(singular)} after you opened it.`,
});
export const isConflict = (e: unknown) => (e as AppError | undefined)?.code === CONFLICT;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The names of the fields whose values differ between two copies of a record. */
export function changedFields(fields: readonly string[], a: DocData, b: DocData): string[] {
  return fields.filter((f) => !same(a[f], b[f]));
}

/**
 * "Re-apply mine": their record, with each field I changed (mine differs from the copy I started
 * from) set to my value. Fields only they changed keep theirs.
 */
export function reapply<V extends DocData>(fields: readonly string[], base: DocData, mine: V, theirs: DocData): V {
  const out: DocData = { ...mine };
  for (const f of fields) out[f] = same(mine[f], base[f]) ? theirs[f] : mine[f];
  return out as V;
}

/** "2 minutes ago", "just now", "3 hours ago" for an ISO time (null: no time known). */
export function timeAgo(iso: string | null | undefined, now: number): string {
  const at = iso ? Date.parse(iso) : NaN;
  if (!Number.isFinite(at)) return 'recently';
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return relativeUnits(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relativeUnits(-hours, 'hour');
  return relativeUnits(-Math.round(hours / 24), 'day');
}

/** Who made a record's last change and when: its audit entry (audit_heads names it). */
export interface LastChange {
  byName: string;
  at: string | null;
}
