// The Dashboard's line on the In review queue (issue 22), for editors and admins: how many posts
// and case studies contributors submitted are waiting, live, linking to the queue.
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useReviewQueue } from '../../review-queue';

export function ReviewWaiting() {
  const { items, loading, failed } = useReviewQueue();
  if (failed)
    return (
      <RetryAlert onRetry={() => void failed.list.refetch()} sx={{ mb: 2 }}>
        The review queue could not be loaded.
      </RetryAlert>
    );
  const n = items.length;
  return (
    <Paper component="section" variant="outlined" aria-label="Review queue" sx={{ mb: 3 }}>
      <CardActionArea component={RouterLink} to="/admin/review" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
          <RateReviewIcon color={n > 0 ? 'primary' : 'action'} aria-hidden />
          <div>
            <Typography component="p" sx={{ fontWeight: 700 }} data-testid="review-waiting">
              {loading ? (
                <Skeleton width={180} aria-label="Waiting for review: loading" />
              ) : n === 0 ? (
                'Nothing waiting for review'
              ) : (
                `${n} waiting for review`
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Posts and case studies contributors submitted · Open the In review queue
            </Typography>
          </div>
        </Stack>
      </CardActionArea>
    </Paper>
  );
}
