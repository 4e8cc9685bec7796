// Presence (issue 22): who else has a back-office record open. One document per person and record,
// presence/{collection}__{recordId}__{uid} = { uid, name, collection, recordId, at, expiresAt },
// written when the record's panel opens and again every HEARTBEAT_MS while it stays open (`at`: the
// server's time), deleted when it closes or the page is hidden. A document older than STALE_MS
// counts as gone, so a tab that crashed or lost its network disappears at once for readers; its
// document is then deleted by Firestore's TTL policy on `expiresAt` (firestore.indexes.json), so
// none is left behind. Pure: keys, staleness and the words shown; the endpoints are in
// ./presence-api.

import { z } from '@/lib/schema/zod';
import { COLLECTIONS } from '@/domain/collections';

export const PRESENCE = COLLECTIONS.presence;
/** How often an open panel says it is still open. */
export const HEARTBEAT_MS = 25_000;
/** After this long without a heartbeat a person no longer counts as editing (three missed beats,
 *  with room for a background tab's slowed timers and some clock difference). */
export const STALE_MS = 90_000;
/** How long after a heartbeat Firestore may delete its document (TTL on `expiresAt`; deletion
 *  happens some time after, so readers still go by `at`). */
export const EXPIRES_AFTER_MS = 10 * 60_000;

/** The `expiresAt` a heartbeat sent at `now` carries (an ISO string, stored as a timestamp). */
export const expiresAt = (now: number) => new Date(now + EXPIRES_AFTER_MS).toISOString();

/** A presence document as read (firestore.rules validPresence writes it; `at` is the last heartbeat
 *  as an ISO string, null while the server has not stamped our own write yet). */
export const presenceSchema = z.object({
  uid: z.string().check(z.minLength(1), z.maxLength(128)),
  name: z.string().check(z.maxLength(120)),
  collection: z.string().check(z.minLength(1), z.maxLength(60)),
  recordId: z.string().check(z.minLength(1), z.maxLength(128)),
  at: z._default(z.nullable(z.string()), null),
});
export type PresenceDoc = z.infer<typeof presenceSchema>;

/** A stored document as presence, or null for anything malformed. */
export function toPresence(doc: unknown): PresenceDoc | null {
  const parsed = z.safeParse(presenceSchema, doc);
  return parsed.success ? parsed.data : null;
}

/** Whether a heartbeat is recent at `now` (one not stamped yet is our own write in flight: live). */
export const isLive = (p: Pick<PresenceDoc, 'at'>, now: number) => p.at === null || now - Date.parse(p.at) < STALE_MS;

/** Record id -> the names of the other people editing it, live at `now` (each person once, by name). */
export function editorsByRecord(docs: readonly PresenceDoc[], now: number, selfUid: string | undefined) {
  const byRecord = new Map<string, string[]>();
  const seen = new Set<string>();
  for (const p of docs) {
    if (p.uid === selfUid || !isLive(p, now)) continue;
    const key = `${p.recordId}\u0000${p.uid}`;
    if (seen.has(key)) continue;
    seen.add(key);
    byRecord.set(p.recordId, [...(byRecord.get(p.recordId) ?? []), p.name || 'Someone']);
  }
  return byRecord;
}

/** "Dana is editing", "Dana and Lee are editing", "Dana and 2 others are editing". */
export function editingText(names: readonly string[]): string {
  if (names.length === 0) return '';
  if (names.length === 1) return `${names[0]} is editing`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are editing`;
  return `${names[0]} and ${names.length - 1} others are editing`;
}
