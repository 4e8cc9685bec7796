import { liveQuery } from '@/lib/live-query';
import type { CommunityPost, Reply } from './schema';

// The community's reading queries (src/lib/live-query.ts: the API loads after the first paint; the
// forms, which load on use, keep RTK Query's hooks).
const load = () => import('./api').then((m) => m.communityApi.endpoints);
export const communityPostsQuery = liveQuery<CommunityPost[]>('getCommunityPosts', () =>
  load().then((e) => e.getCommunityPosts),
);
export const communityPostQuery = liveQuery<CommunityPost | null, string>('getCommunityPost', () =>
  load().then((e) => e.getCommunityPost),
);
export const repliesQuery = liveQuery<Reply[], string>('getReplies', () => load().then((e) => e.getReplies));
