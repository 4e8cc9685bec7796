import type { PlainDoc } from '@/lib/data';

export const member = { uid: 'u1', email: 'priya@example.com', displayName: 'Priya Raman', emailVerified: true };

export const post = (id: string, lastActivityAt: string, extra: Partial<PlainDoc> = {}): PlainDoc => ({
  id,
  title: `Discussion ${id}`,
  body: `Body of ${id}`,
  authorId: 'u2',
  authorName: 'Tomás Ortega',
  createdAt: lastActivityAt,
  lastActivityAt,
  replyCount: 0,
  hidden: false,
  deleted: false,
  ...extra,
});
