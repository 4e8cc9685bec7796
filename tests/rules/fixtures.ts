// Well-formed documents shared by the rules suites; each case overrides what it tests.
import { Timestamp, type DocumentData } from 'firebase/firestore';

export const TS = Timestamp.fromDate(new Date('2025-01-15T10:00:00Z'));

export const resource = (over: DocumentData = {}) => ({
  title: 'Steel design guide',
  description: 'How to design steel frames.',
  type: 'guide',
  active: true,
  views: 10,
  rating: 4.5,
  createdAt: TS,
  updatedAt: TS,
  ...over,
});
export const teamMember = (over: DocumentData = {}) => ({
  name: 'Grace Hopper',
  role: 'CTO',
  bio: 'Engineer.',
  image: '',
  order: 1,
  ...over,
});
export const blogPost = (over: DocumentData = {}) => ({
  slug: 'hello-world',
  title: 'Hello world',
  excerpt: 'First post',
  body: '# Hello',
  coverImage: '',
  author: 'Eddie',
  tags: ['news'],
  seoTitle: '',
  seoDescription: '',
  published: true,
  publishedAt: TS,
  views: 0,
  createdAt: TS,
  updatedAt: TS,
  ...over,
});
export const caseStudy = (over: DocumentData = {}) => ({
  ...blogPost({ slug: 'acme-tower', title: 'Acme Tower' }),
  client: 'Acme',
  industry: 'Commercial',
  challenge: '',
  solution: '',
  results: [{ metric: 'Less steel', value: '12%' }],
  ...over,
});

/** slugs/{collection}__{slug}: the claim an article's write brings along (the rules require it). */
export const slugClaim = (collection: string, id: string, slug: string) =>
  [`slugs/${collection}__${slug}`, { collection, recordId: id }] as const;

/** The slug claim a write of `path` (an article with a slug) needs, or null for anything else. */
export function claimFor(path: string, data: DocumentData) {
  const m = /^(blog_posts|case_studies)\/([^/]+)$/.exec(path);
  return m && typeof data.slug === 'string' ? slugClaim(m[1]!, m[2]!, data.slug) : null;
}
