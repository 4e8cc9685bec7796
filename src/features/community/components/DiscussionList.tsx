import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useGetCommunityPostsQuery } from '../api';
import type { CommunityPost } from '../schema';
import { AuthorLine } from './AuthorLine';
import { PostBadges } from './PostStatus';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { pagePath } from '@/domain/site/paths';
import { useLocale } from '@/i18n/locale-context';
import { usePageMessages } from '@/i18n/use-page-messages';

function DiscussionItem({ post }: { post: CommunityPost }) {
  const { community: t } = usePageMessages();
  const locale = useLocale();
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        position: 'relative',
        p: { xs: 2.5, md: 3 },
        listStyle: 'none',
        transition: 'border-color 160ms ease, box-shadow 160ms ease',
        '&:hover': { borderColor: 'primary.main', boxShadow: '0 8px 24px rgba(15,35,87,0.08)' },
        '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <PostBadges post={post} />
      <Typography variant="h6" component="h3" sx={{ mb: 0.75 }}>
        <Link
          component={RouterLink}
          to={pagePath(`/community/${post.id}`, locale)}
          color="inherit"
          underline="hover"
          sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:focus-visible': { outline: 'none' } }}
        >
          {post.title}
        </Link>
      </Typography>
      <Typography
        color="text.secondary"
        sx={{ mb: 2, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      >
        {post.body}
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <AuthorLine name={post.authorName} at={post.createdAt} />
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <ChatBubbleOutlineIcon aria-hidden fontSize="small" />
          {t.replies(post.replyCount)}
        </Typography>
      </Stack>
    </Paper>
  );
}

/** Visible discussions, most recently active first; new ones appear live. Memoised: the page above
 *  it re-renders when the visitor's session becomes known (for a prerendered page, as soon as its
 *  content has hydrated), and re-rendering every discussion with it cost ~120 ms at 4x. */
export const DiscussionList = memo(function DiscussionList() {
  const { data, isLoading, isError, refetch } = useGetCommunityPostsQuery();
  const { community: t } = usePageMessages();
  if (isError) return <RetryAlert onRetry={refetch}>{t.listFailed}</RetryAlert>;
  if (isLoading || !data) {
    return (
      <Stack spacing={2} role="status" aria-label={t.loadingList}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={132} />
        ))}
      </Stack>
    );
  }
  if (!data.length) {
    return (
      <Paper variant="outlined" sx={{ p: 5, textAlign: 'center', bgcolor: '#F6F8FA' }}>
        <Typography sx={{ fontWeight: 600 }}>{t.noneYet}</Typography>
        <Typography color="text.secondary">{t.noneYetText}</Typography>
      </Paper>
    );
  }
  return (
    <Box component="ul" aria-label={t.discussions} sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}>
      {data.map((post) => (
        <DiscussionItem key={post.id} post={post} />
      ))}
    </Box>
  );
});
