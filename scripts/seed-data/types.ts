// Shapes of the seed data (see docs/data-model.md). Timestamps are ISO-8601 strings here, as in
// the app; scripts/seed.ts converts every timestamp field to a Firestore Timestamp when writing.
// `id` is the Firestore document id and is not written as a field.

export { FEATURE_TOGGLE_NAMES, type FeatureToggleName } from '../../src/config/constants';
import type { FeatureToggleName } from '../../src/config/constants';

export { RESOURCE_TYPES, type ResourceType } from '../../src/domain/resources';
import type { ResourceType } from '../../src/domain/resources';

export { LEAD_STATUSES, type LeadStatus } from '../../src/domain/leads/lead';
import type { LeadStatus } from '../../src/domain/leads/lead';

export interface SeedBranding {
  logoUrl: string | null;
  faviconUrl: string | null;
  updatedAt: string;
}

export interface SeedFeatureToggle {
  id: FeatureToggleName;
  name: FeatureToggleName;
  enabled: boolean;
  updatedAt: string;
}

export interface SeedResource {
  id: string;
  title: string;
  description: string;
  type: ResourceType;
  url?: string;
  fileUrl?: string;
  active: boolean;
  views: number;
  rating: number;
  createdAt: string;
  updatedAt: string;
  eventDate?: string;
  location?: string;
}

export interface SeedTeamMember {
  id: string;
  name: string;
  role: string;
  bio: string;
  image: string;
  order: number;
}

export const FAQ_CATEGORIES = ['Getting started', 'Billing', 'Technical', 'Security'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface SeedFaq {
  id: string;
  question: string;
  answer: string;
  category: FaqCategory;
  order: number;
}

export interface SeedBlogPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  coverImage: string;
  /** Alt text of the cover (src/lib/schema/article.ts), or decorative; pixel size for a media
   *  library image with resized variants (public/images/media/variants). */
  coverAlt?: string;
  coverDecorative?: boolean;
  coverWidth?: number;
  coverHeight?: number;
  author: string;
  tags: string[];
  seoTitle: string;
  seoDescription: string;
  published: boolean;
  publishedAt: string | null;
  views: number;
  createdAt: string;
  updatedAt: string;
}

/** A contributor's post waiting for an editor (issue 22): written with `ownerUid` (the account's
 *  uid) and `review: 'in_review'`. */
export interface SeedSubmittedPost extends SeedBlogPost {
  owner: AccountKey;
}

export interface SeedCaseStudy {
  id: string;
  slug: string;
  title: string;
  client: string;
  industry: string;
  excerpt: string;
  body: string;
  coverImage: string;
  /** Alt text of the cover (src/lib/schema/article.ts), or decorative; pixel size for a media
   *  library image with resized variants (public/images/media/variants). */
  coverAlt?: string;
  coverDecorative?: boolean;
  coverWidth?: number;
  coverHeight?: number;
  author: string;
  tags: string[];
  seoTitle: string;
  seoDescription: string;
  challenge: string;
  solution: string;
  results: { metric: string; value: string }[];
  published: boolean;
  publishedAt: string | null;
  views: number;
  createdAt: string;
  updatedAt: string;
}

/** Keys of the local Auth emulator accounts (scripts/seed-data/accounts.ts). */
export type AccountKey = 'admin' | 'editor' | 'contributor' | 'member' | 'tomas';

export interface SeedAccount {
  key: AccountKey;
  email: string;
  password: string;
  displayName: string;
  /** `roles/{uid}` document; null = ordinary member (no role document). */
  role: 'admin' | 'editor' | 'contributor' | null;
}

export interface SeedReply {
  id: string;
  body: string;
  /** Resolved to the account's Auth emulator uid (authorId) at seed time. */
  author: AccountKey;
  authorName: string;
  createdAt: string;
  hidden: boolean;
  deleted: boolean;
}

export interface SeedCommunityPost {
  id: string;
  title: string;
  body: string;
  /** Resolved to the account's Auth emulator uid (authorId) at seed time. */
  author: AccountKey;
  authorName: string;
  createdAt: string;
  lastActivityAt: string;
  replyCount: number;
  hidden: boolean;
  deleted: boolean;
  /** Written to the `community_posts/{id}/replies` subcollection, not as a field. */
  replies: SeedReply[];
}

/** `demo_requests/{id}`: a lead from the public demo dialog, as the back office works it. */
export interface SeedLead {
  id: string;
  name: string;
  email: string;
  /** '' when the visitor left it out. */
  phone: string;
  company: string;
  projectDescription: string;
  /** The title of the dialog it was sent from. */
  source: 'Get a Demo' | 'Start Free';
  status: LeadStatus;
  notes: string;
  assignee: string;
  createdAt: string;
  /** When staff last changed it; absent on a lead nobody has touched yet. */
  updatedAt?: string;
}
