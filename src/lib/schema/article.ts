// What blog posts and case studies share: their stored fields, their form input and their limits
// (mirrored by validArticle in firestore.rules; tests/entity-parity.test.ts proves it).
import { linkOrEmpty, storedLink } from './links.ts';
import { SLUG, SLUG_MAX } from './slug.ts';
import { z } from './zod.ts';

export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;
/** Where a contributor's article stands with the editors (issue 22): submitted, or sent back. */
export const REVIEW_STATES = ['in_review', 'changes_requested'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export const REVIEW_NOTE_MAX = 1000;
export const COVER_ALT_MAX = 250;

const max = (n: number) => z.maxLength(n, `At most ${n} characters`);
const text = (min: number, n: number, required = 'Required') =>
  min > 0 ? z.string().check(z.trim(), z.minLength(min, required), max(n)) : z.string().check(z.trim(), max(n));

const pixels = z.number().check(z.int(), z.gte(0), z.lte(100000));

/** A URL path segment: lowercase letters and digits in words joined by single hyphens. */
export const slugSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Slug is required'),
    max(SLUG_MAX),
    z.regex(SLUG, 'Lowercase letters, digits and single hyphens only (e.g. my-first-post)'),
  );

/** The stored fields every article has, as the app reads them (timestamps as ISO strings). */
export const articleReadShape = {
  id: z.string(),
  slug: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  excerpt: z._default(z.string(), ''),
  body: z._default(z.string(), ''),
  coverImage: z._default(storedLink(), ''),
  coverAlt: z._default(z.string(), ''),
  coverDecorative: z._default(z.boolean(), false),
  coverWidth: z._default(z.number(), 0),
  coverHeight: z._default(z.number(), 0),
  author: z._default(z.string(), ''),
  tags: z._default(z.array(z.string()), []),
  seoTitle: z._default(z.string(), ''),
  seoDescription: z._default(z.string(), ''),
  published: z.boolean(),
  publishedAt: z.nullable(z.string()),
  /** When a published article leaves the site (absent or null: never). */
  unpublishAt: z.optional(z.nullable(z.string())),
  views: z._default(z.number(), 0),
  createdAt: z.optional(z.nullable(z.string())),
  updatedAt: z.optional(z.nullable(z.string())),
  /** Who created it (issue 22): a contributor sees and edits only their own. */
  ownerUid: z.optional(z.string()),
  review: z.optional(z.enum(REVIEW_STATES)),
  reviewNote: z.optional(z.string()),
};

/** An article as the public sees it: what the feeds (src/app/feeds.ts) and the site function
 *  serve, and what an article page's head is made of. */
export interface PublicArticle {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  seoTitle: string;
  seoDescription: string;
  coverImage: string;
  publishedAt: Date;
  updatedAt: Date | null;
}

/** What an editor fills in for any article. `published` + `publishedAt` are the status: a draft
 *  (false, null), published (true, a past time) or scheduled (true, a future time). */
export const articleInputShape = {
  title: text(1, 200, 'Title is required'),
  slug: slugSchema,
  excerpt: z._default(text(0, 1000), ''),
  body: z._default(z.string().check(max(100000)), ''),
  coverImage: z._default(linkOrEmpty(2048), ''),
  /** What the cover shows, for people who cannot see it (required to publish with a cover). */
  coverAlt: z._default(text(0, COVER_ALT_MAX), ''),
  /** The cover adds nothing the text does not say: no alt text needed. */
  coverDecorative: z._default(z.boolean(), false),
  /** The cover's pixel size when it is a media library image with resized variants (0: unknown,
   *  no variants); public pages then offer srcset (src/lib/util/image-variants.ts). */
  coverWidth: z._default(pixels, 0),
  coverHeight: z._default(pixels, 0),
  author: text(1, 100, 'Author is required'),
  tags: z._default(z.array(text(1, 40, 'A tag cannot be empty')).check(z.maxLength(20, 'At most 20 tags')), []),
  seoTitle: z._default(text(0, SEO_TITLE_MAX), ''),
  seoDescription: z._default(text(0, SEO_DESCRIPTION_MAX), ''),
  published: z.boolean(),
  publishedAt: z.pipe(
    z.nullable(z.string()),
    z.transform((v) => (v ? v : null)),
  ),
  /** Optional: when the article leaves the site (after its publish time; hasUnpublishAfter). */
  unpublishAt: z._default(
    z.pipe(
      z.nullable(z.string()),
      z.transform((v) => (v ? v : null)),
    ),
    null,
  ),
  /** Review (issue 22): no form field edits these; the workflow buttons and the review queue set
   *  them, and the form carries them through a save. */
  review: z.optional(z.enum(REVIEW_STATES, { error: 'Unknown review state' })),
  reviewNote: z.optional(text(0, REVIEW_NOTE_MAX)),
};

/** A published article has a publish time (the check the input schemas add to their object). */
export const hasPublishTime = <T extends { published: boolean; publishedAt: string | null }>() =>
  z.refine<T>((v) => !v.published || Boolean(v.publishedAt), {
    message: 'Choose a publish date',
    path: ['publishedAt'],
  });

/** An unpublish time comes after the publish time (said at the unpublish date field; mirrored by
 *  validArticle in firestore.rules). Without a publish date typed, "Publish" sets it to now and
 *  checks it then (src/lib/entity/entity-actions.ts). */
export const UNPUBLISH_BEFORE_PUBLISH = 'Choose an unpublish date after the publish date';
export const hasUnpublishAfter = <T extends { publishedAt: string | null; unpublishAt?: string | null }>() =>
  z.refine<T>((v) => !v.unpublishAt || !v.publishedAt || Date.parse(v.unpublishAt) > Date.parse(v.publishedAt), {
    message: UNPUBLISH_BEFORE_PUBLISH,
    path: ['unpublishAt'],
  });

/** A published article with a cover describes it (alt text) or marks it decorative; said at the
 *  alt text field (mirrored by validCover in firestore.rules). */
export const COVER_ALT_NEEDED = 'Describe the cover image (alt text) to publish, or mark it as decorative';
export const hasCoverAlt = <
  T extends { published: boolean; coverImage?: string; coverAlt?: string; coverDecorative?: boolean },
>() =>
  z.refine<T>((v) => !v.published || !v.coverImage || Boolean(v.coverDecorative) || Boolean(v.coverAlt), {
    message: COVER_ALT_NEEDED,
    path: ['coverAlt'],
  });

export type ArticleStatus = 'draft' | 'scheduled' | 'published' | 'ended' | ReviewState;

/** Draft (in review, or sent back with changes requested), scheduled (published with a future
 *  time), published, or ended (published, its unpublish time passed: off the site), at `now`. */
export function articleStatus(
  a: { published: boolean; publishedAt: string | null; unpublishAt?: string | null; review?: ReviewState | undefined },
  now = Date.now(),
): ArticleStatus {
  if (!a.published) return a.review ?? 'draft';
  if (a.unpublishAt && Date.parse(a.unpublishAt) <= now) return 'ended';
  return a.publishedAt && Date.parse(a.publishedAt) > now ? 'scheduled' : 'published';
}

/** When an article's status changes with no write: a published one's publish time (Scheduled ->
 *  Published) and unpublish time (-> Ended). A draft's times change nothing. */
export const articleStatusChangesAt = (a: {
  published: boolean;
  publishedAt: string | null;
  unpublishAt?: string | null;
}): readonly (string | null | undefined)[] => (a.published ? [a.publishedAt, a.unpublishAt] : []);

export const STATUS_LABEL: Record<ArticleStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  ended: 'Ended',
  in_review: 'In review',
  changes_requested: 'Changes requested',
};

/** The back-office column "Status": Draft / In review / Changes requested / Scheduled / Published /
 *  Ended. */
export const articleStatusColumn = {
  field: 'published',
  header: 'Status',
  kind: 'chip',
  value: (row: {
    published: boolean;
    publishedAt: string | null;
    unpublishAt?: string | null;
    review?: ReviewState | undefined;
  }) => STATUS_LABEL[articleStatus(row)],
  changesAt: articleStatusChangesAt,
} as const;

/** A new article's form values: a draft. */
export const emptyArticle = {
  title: '',
  slug: '',
  excerpt: '',
  body: '',
  coverImage: '',
  coverAlt: '',
  coverDecorative: false,
  coverWidth: 0,
  coverHeight: 0,
  author: '',
  tags: [] as string[],
  seoTitle: '',
  seoDescription: '',
  published: false,
  publishedAt: null as string | null,
  unpublishAt: null as string | null,
};

/** A stored article's form values (its review state carried through). */
export const articleToInput = (
  a: Omit<{ [K in keyof typeof emptyArticle]: (typeof emptyArticle)[K] }, 'unpublishAt'> & {
    unpublishAt?: string | null | undefined;
    review?: ReviewState | undefined;
    reviewNote?: string | undefined;
  },
) => ({
  ...(a.review ? { review: a.review } : {}),
  ...(a.reviewNote ? { reviewNote: a.reviewNote } : {}),
  title: a.title,
  slug: a.slug,
  excerpt: a.excerpt,
  body: a.body,
  coverImage: a.coverImage,
  coverAlt: a.coverAlt,
  coverDecorative: a.coverDecorative,
  coverWidth: a.coverWidth,
  coverHeight: a.coverHeight,
  author: a.author,
  tags: a.tags,
  seoTitle: a.seoTitle,
  seoDescription: a.seoDescription,
  published: a.published,
  publishedAt: a.publishedAt,
  unpublishAt: a.unpublishAt ?? null,
});

/** What blog posts and case studies share in the back office: editors create, edit and delete
 *  them; slugs are unique; publication is a flag and a time (Draft / Scheduled / Published);
 *  every save keeps a revision; views start at 0. */
export const articleBehaviour = {
  access: { read: 'editor', write: 'editor', remove: 'editor' },
  creatable: true,
  removable: true,
  uniqueSlug: 'slug',
  publication: { flag: 'published', at: 'publishedAt', until: 'unpublishAt' },
  revisions: true,
  staged: true,
  write: {
    createDefaults: { views: 0 },
    createTimestamps: ['createdAt', 'updatedAt'],
    updateTimestamps: ['updatedAt'],
    dates: ['publishedAt', 'unpublishAt'],
  },
} satisfies {
  access: { read: 'editor'; write: 'editor'; remove: 'editor' };
  uniqueSlug: keyof typeof emptyArticle;
  publication: { flag: keyof typeof emptyArticle; at: keyof typeof emptyArticle; until: keyof typeof emptyArticle };
  [key: string]: unknown;
};
