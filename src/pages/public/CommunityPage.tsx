import type { PageData } from '@/features/page-content/types';
import { CommunityRoutes } from '@/features/community/components/CommunityRoutes';
import { communityApi } from '@/features/community/api';
import { loadedPageMessages } from '@/i18n/page-messages';

/** /community/*: index = discussion list, :postId = thread (nested routes in the feature). A
 *  thread's page is rendered with the discussion and its replies. */
export const data: PageData = {
  heading: (_state, { locale }) => loadedPageMessages(locale).community.title,
  queries: (params) => {
    const postId = params['*'];
    return postId && !postId.includes('/')
      ? [communityApi.endpoints.getCommunityPost.initiate(postId), communityApi.endpoints.getReplies.initiate(postId)]
      : [communityApi.endpoints.getCommunityPosts.initiate()];
  },
};

export default function CommunityPage() {
  return <CommunityRoutes />;
}
