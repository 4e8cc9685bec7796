// How the community's live snapshots are parsed, by name (src/lib/data/live-parser.ts): where the
// listener runs, so in the live-data worker for a visitor.
import { COLLECTIONS } from '@/domain/collections';
import type { PlainDoc } from '@/lib/data/backend-types';
import { docsParser } from '@/lib/data/docs-parser';
import { liveParser } from '@/lib/data/live-parser';
import type { CommunityPost, Reply } from './schema';

const schemas = () => import('./schema');

export const communityPostsParser = docsParser<CommunityPost>('communityPosts', COLLECTIONS.communityPosts, () =>
  schemas().then((m) => m.communityPostSchema),
);

/** One discussion's document: the post, or null (none, or malformed). */
export const communityPostParser = liveParser<PlainDoc | null, CommunityPost | null>('communityPost', () =>
  communityPostsParser.load().then((parse) => (doc) => (doc ? (parse([doc])[0] ?? null) : null)),
);

export const repliesParser = docsParser<Reply>('replies', 'replies', () => schemas().then((m) => m.replySchema));
