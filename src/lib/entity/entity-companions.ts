// The documents an entity write brings along in its batch (EntityDef.uniqueSlug, .publication,
// .revisions): the slug index that makes a slug unique, the schedule entry of a publication (the
// publishing functions react to it), the revision of every save, and the record's `live` flag
// cleared when a save unpublishes or reschedules it. Pure: the batch ops from the values.
import type { AuthUser, BatchOp, DocData } from '@/lib/data';
import type { EntityDef } from './entity';
import { staffName } from '@/lib/entity/staff-name';
import { LIVE_FIELD } from '@/domain/live';
import { COLLECTIONS } from '@/domain/collections';
import { schedulePath, slugPath } from '@/domain/document-keys';

export const SLUGS = COLLECTIONS.slugs;
export const SCHEDULE = COLLECTIONS.schedule;
export const REVISIONS = 'revisions';

type Def = Pick<EntityDef<{ id: string }, object>, 'collection' | 'write'> & {
  uniqueSlug?: string;
  publication?: { flag: string; at: string; until?: string };
  revisions?: boolean;
};

export const revisionsPath = (collection: string, id: string) => `${collection}/${id}/${REVISIONS}`;
/** The field a record with revisions names its latest revision in. */
export const REVISION_ID = 'revisionId';

const slugOf = (def: Def, data: DocData | null | undefined) =>
  def.uniqueSlug && typeof data?.[def.uniqueSlug] === 'string' ? (data[def.uniqueSlug] as string) : null;

/** Whether a slug is free for the record `id` (its own slug document counts as free). */
export const slugIsFree = (owner: DocData | null, id: string) => !owner || owner.id === id || owner.recordId === id;

/**
 * The companion writes of a create or update of `id` to `data` (validated input), `before` being the
 * stored record (null on create): claim the new slug (the old one stays the record's, for the
 * redirect from its old URL); write or clear the
 * schedule; add a revision of the saved values (without the publication fields: restoring content
 * never publishes) naming who saved it.
 */
export function companionOps(
  def: Def,
  id: string,
  data: DocData,
  _before: DocData | null,
  user: AuthUser | null | undefined,
): BatchOp[] {
  const ops: BatchOp[] = [];
  const slug = slugOf(def, data);
  if (slug)
    ops.push({ op: 'set', path: slugPath(def.collection, slug), data: { collection: def.collection, recordId: id } });
  // A renamed record keeps its old slug (left in place, still naming it): the site answers the old
  // URL with a 301 to the new one (functions/src/site), and no other record may take it.
  if (def.publication) {
    const at = data[def.publication.at];
    const published = data[def.publication.flag] === true && typeof at === 'string' && Boolean(at);
    ops.push(
      published
        ? {
            op: 'set',
            path: schedulePath(def.collection, id),
            data: {
              collection: def.collection,
              publishAt: at,
              ...(def.publication.until ? { unpublishAt: data[def.publication.until] || null } : {}),
            },
            options: { dates: ['publishAt', 'unpublishAt'] },
          }
        : { op: 'delete', path: schedulePath(def.collection, id) },
    );
  }
  if (def.revisions) {
    const values = { ...data };
    for (const key of [def.publication?.flag, def.publication?.at, REVISION_ID, 'rev', ...(def.write?.dates ?? [])])
      if (key) delete values[key];
    // The record names its revision (data.revisionId, set by the caller): the rules require a
    // published record's every write to bring the revision it names.
    const revisionId = typeof data[REVISION_ID] === 'string' ? (data[REVISION_ID] as string) : null;
    ops.push({
      op: revisionId ? 'set' : 'add',
      path: revisionId ? `${revisionsPath(def.collection, id)}/${revisionId}` : revisionsPath(def.collection, id),
      data: {
        values,
        savedBy: user?.uid ?? '',
        savedByName: user ? staffName(user).slice(0, 120) : '',
      },
      options: { serverTimestamps: ['savedAt'] },
    });
  }
  return ops;
}

/** The record's own fields a save adds for publication: a save that unpublishes a published record,
 *  changes its time or sets an unpublish time already past clears `live` (the server's "public now", src/domain/live.ts) in the same
 *  write, so it leaves the public site at once (the rules require it: liveKept); the publishing
 *  functions set it again when the new time comes. Any other save leaves `live` as it is. */
export function liveFields(def: Def, data: DocData, stored: DocData | null): DocData {
  if (!def.publication) return {};
  const { flag, at, until } = def.publication;
  const ends = until ? data[until] : null;
  if (typeof ends === 'string' && ends && Date.parse(ends) <= Date.now()) return { [LIVE_FIELD]: false };
  // Unknown stored record: an unpublish still clears it.
  if (!stored) return data[flag] === true ? {} : { [LIVE_FIELD]: false };
  if (stored[flag] !== true) return {};
  const time = (v: unknown) => (typeof v === 'string' ? Date.parse(v) : Number.NaN);
  const sameTime = time(data[at]) === time(stored[at]);
  return data[flag] === true && sameTime ? {} : { [LIVE_FIELD]: false };
}

/** What deleting a record frees: its slug and its schedule. */
export function removalOps(def: Def, id: string, record: DocData | null): BatchOp[] {
  const ops: BatchOp[] = [];
  const slug = slugOf(def, record);
  if (slug) ops.push({ op: 'delete', path: slugPath(def.collection, slug) });
  if (def.publication) ops.push({ op: 'delete', path: schedulePath(def.collection, id) });
  return ops;
}
