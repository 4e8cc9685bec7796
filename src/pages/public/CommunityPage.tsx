import { CommunityRoutes } from '@/features/community/components/CommunityRoutes';
import { communityApi } from '@/features/community/api';
import type { Prefetch } from '@/lib/data';

/** /community/*: index = discussion list, :postId = thread (nested routes in the feature). */
export const prefetch: Prefetch = () => [communityApi.endpoints.getCommunityPosts.initiate()];

export default function CommunityPage() {
  return <CommunityRoutes />;
}
