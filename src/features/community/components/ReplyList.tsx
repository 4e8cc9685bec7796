import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetRepliesQuery } from '../api';
import { AuthorLine } from './AuthorLine';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { usePageMessages } from '@/i18n/use-page-messages';

/** Visible replies, oldest first; live. */
export function ReplyList({ postId }: { postId: string }) {
  const { data, isLoading, isError, refetch } = useGetRepliesQuery(postId);
  const { community: t } = usePageMessages();
  if (isError) return <RetryAlert onRetry={refetch}>{t.repliesFailed}</RetryAlert>;
  if (isLoading || !data) {
    return (
      <Stack spacing={2} role="status" aria-label={t.loadingReplies}>
        <Skeleton variant="rounded" height={88} />
        <Skeleton variant="rounded" height={88} />
      </Stack>
    );
  }
  if (!data.length) return <Typography color="text.secondary">{t.noReplies}</Typography>;
  return (
    <Box component="ol" aria-label={t.repliesLabel} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {data.map((reply) => (
        <Box
          component="li"
          key={reply.id}
          sx={{ py: 2.5, borderBottom: '1px solid', borderColor: 'divider', '&:first-of-type': { pt: 0 } }}
        >
          <AuthorLine name={reply.authorName} at={reply.createdAt} />
          <Typography sx={{ mt: 1.25, pl: { sm: 5.5 }, whiteSpace: 'pre-wrap', lineHeight: 1.7 }}>
            {reply.body}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
