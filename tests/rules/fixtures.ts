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
  published: true,
  publishedAt: TS,
  createdAt: TS,
  updatedAt: TS,
  ...over,
});
export const caseStudy = (over: DocumentData = {}) => ({
  ...blogPost({ slug: 'acme-tower', title: 'Acme Tower' }),
  client: 'Acme',
  industry: 'Commercial',
  results: ['12% less steel'],
  ...over,
});
