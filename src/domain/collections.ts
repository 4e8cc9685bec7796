// Firestore's collections, named once, and the keys of the documents that name another record
// (`{collection}__{id}`): the app, the functions (functions/src, bundled from here), the scripts
// (seed, benchmarks) and the site's feeds read them. firestore.rules and firestore.indexes.json
// spell the names too; tests/static/collections.test.ts holds the three together.
// Nothing else here: the public first paint may name a collection without loading anything more.
import type { Locale } from './locales';

export const COLLECTIONS = {
  analyticsDaily: 'analytics_daily',
  analyticsPeriods: 'analytics_periods',
  analyticsSalts: 'analytics_salts',
  analyticsSketches: 'analytics_sketches',
  auditHeads: 'audit_heads',
  auditLog: 'audit_log',
  blogPosts: 'blog_posts',
  caseStudies: 'case_studies',
  communityPosts: 'community_posts',
  demoRequests: 'demo_requests',
  /** A member's display name's claim (src/domain/display-names.ts). */
  displayNames: 'display_names',
  faqs: 'faqs',
  featureToggles: 'feature_toggles',
  /** The public forms' counters (functions/src/leads/form-post.ts); the Admin SDK's alone. */
  formLimits: 'form_limits',
  media: 'media',
  pages: 'pages',
  pendingChanges: 'pending_changes',
  presence: 'presence',
  rateLimits: 'rate_limits',
  resources: 'resources',
  roles: 'roles',
  schedule: 'schedule',
  settings: 'settings',
  slugs: 'slugs',
  socialLinks: 'social_links',
  team: 'team',
  users: 'users',
} as const;
export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/** Subcollections: an article's or a page's revisions, a community post's replies. */
export const SUBCOLLECTIONS = {
  revisions: 'revisions',
  replies: 'replies',
} as const;

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
