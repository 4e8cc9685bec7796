import { CommunityRoutes } from '@/features/community/components/CommunityRoutes';

/** /community/*: index = discussion list, :postId = thread (nested routes in the feature). */
export default function CommunityPage() {
  return <CommunityRoutes />;
}
