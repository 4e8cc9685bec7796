// Firestore's collections, named once: the app, the functions (functions/src, bundled from here), the
// scripts (seed, benchmarks) and the site's feeds read them (the keys of the documents that name
// another record: ./document-keys.ts). firestore.rules and firestore.indexes.json
// spell the names too; tests/static/collections.test.ts holds the three together.
// Nothing else here: the public first paint may name a collection without loading anything more.
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
  /** A record's or a page's translations, one per language (issue 41). */
  translations: 'translations',
} as const;
