// Staged changes to published records (issue 22, part 3; EntityDef.staged): a record visitors can
// see is not changed by "Save changes"; the values go to a pending version,
// `pending_changes/{collection}__{id}`, which only staff read (firestore.rules
// validPendingChange). "Publish changes" writes them to the record (with its revision and audit
// entry) and deletes the pending version in one batch; "Discard changes" deletes it. Pure: paths,
// the stored shape and when a save is staged.
import type { DocData } from '@/lib/data/backend-types';
import { z } from '@/lib/schema/zod';
import { COLLECTIONS } from '@/domain/collections';

export const PENDING_CHANGES = COLLECTIONS.pendingChanges;

/** A pending version as the back office reads it: the form's values (as the input schema gave
 *  them, dates as ISO strings), the revision of the record they were edited from, who saved them
 *  and when, and its own revision (`rev`: two people saving one pending version cannot overwrite
 *  each other unseen). */
export const pendingChangeSchema = z.object({
  id: z.string(),
  collection: z.string(),
  recordId: z.string(),
  values: z.record(z.string(), z.unknown()),
  baseRev: z._default(z.number().check(z.int(), z.gte(0)), 0),
  savedAt: z._default(z.nullable(z.string()), null),
  savedBy: z._default(z.string(), ''),
  savedByName: z._default(z.string(), ''),
  rev: z._default(z.number().check(z.int(), z.gte(0)), 0),
});
export type PendingChange = z.infer<typeof pendingChangeSchema>;

/** The publication fields of a staged entity (EntityDef.publication). */
interface Publication {
  publication?: { flag: string; at: string; until?: string } | undefined;
}

/** Whether visitors can see the record now: published, its time has come and its unpublish time
 *  (if any) has not. A save of such a record is staged; a draft, a scheduled or an ended record is
 *  saved as it is (no visitor sees it). */
export function isPublicNow(def: Publication, record: DocData | null | undefined, now = Date.now()): boolean {
  if (!def.publication || !record) return false;
  const at = record[def.publication.at];
  const until = def.publication.until ? record[def.publication.until] : null;
  if (typeof until === 'string' && until && Date.parse(until) <= now) return false;
  return record[def.publication.flag] === true && typeof at === 'string' && Date.parse(at) <= now;
}

/** The form's values for a record with a pending version: the record's, overlaid with the
 *  pending version's fields the form knows. */
export function withPending<I extends object>(values: I, pending: PendingChange | null | undefined): I {
  if (!pending) return values;
  const out: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const key of Object.keys(out)) if (Object.hasOwn(pending.values, key)) out[key] = pending.values[key];
  return out as I;
}

/** Fields of an article's input that belong to the review workflow, not to its content. */
const WORKFLOW_FIELDS = ['review', 'reviewNote'];

/** The stored pending version of `values` (validated input) for record `id`. */
export function pendingDoc(
  collection: string,
  id: string,
  values: DocData,
  baseRev: number,
  rev: number,
  by: { uid: string; name: string },
): DocData {
  return {
    collection,
    recordId: id,
    // Content only: the review workflow's fields (a published article has left review) are not
    // part of a pending version.
    values: Object.fromEntries(
      Object.entries(values).filter(([k, v]) => v !== undefined && !WORKFLOW_FIELDS.includes(k)),
    ),
    baseRev,
    savedBy: by.uid,
    savedByName: by.name,
    rev,
  };
}
