// The keys of the documents that name another record (`{collection}__{id}`): slugs, schedules,
// pending changes, presence and audit heads, for the back office, the functions and the seed. Apart
// from ./collections.ts, which the public first paint loads: these are not part of it.
import { COLLECTIONS } from './collections';
import type { Locale } from './locales';

/** A key made of parts: `blog_posts__abc`. A record id may itself hold `__`, so a key is read
 *  from its known parts (functions/src/publishing/state.ts), never split blindly. */
const key = (...parts: string[]) => parts.join('__');

/** `slugs/{collection}__{slug}`: the slug's owner (the rules check it points at the record). A
 *  translated slug is claimed per language: `slugs/{collection}__{locale}__{slug}`. */
export const slugKey = (collection: string, slug: string, locale?: Locale) =>
  locale && locale !== 'en' ? key(collection, locale, slug) : key(collection, slug);
export const slugPath = (collection: string, slug: string, locale?: Locale) =>
  `${COLLECTIONS.slugs}/${slugKey(collection, slug, locale)}`;

/** `schedule/{collection}__{id}`: when a published record goes (or went) public and when it leaves
 *  (null: never), nothing else: the publishing functions (functions/src/publishing) set the record
 *  live at the one time and clear it at the other. A translation's: `{collection}__{id}__{locale}`. */
export const scheduleKey = (collection: string, id: string, locale?: Locale) =>
  locale && locale !== 'en' ? key(collection, id, locale) : key(collection, id);
export const schedulePath = (collection: string, id: string, locale?: Locale) =>
  `${COLLECTIONS.schedule}/${scheduleKey(collection, id, locale)}`;

/** `pending_changes/{collection}__{id}`: the one pending version of a record. */
export const pendingPath = (collection: string, id: string) => `${COLLECTIONS.pendingChanges}/${key(collection, id)}`;

/** `presence/{collection}__{recordId}__{uid}`: one person's open panel of a record. */
export const presenceKey = (collection: string, recordId: string, uid: string) => key(collection, recordId, uid);
export const presencePath = (collection: string, recordId: string, uid: string) =>
  `${COLLECTIONS.presence}/${presenceKey(collection, recordId, uid)}`;

/** `audit_heads/{collection}__{id}`: the latest audit entry of a record. */
export const auditHeadPath = (collection: string, id: string) => `${COLLECTIONS.auditHeads}/${key(collection, id)}`;
