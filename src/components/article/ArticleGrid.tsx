import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { usePageMessages } from '@/i18n/use-page-messages';

export interface ArticleGridProps<T> {
  items: T[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** Shown when the list could not load. */
  errorText: string;
  /** Opens the list's listener again after an error. */
  onRetry: () => unknown;
  /** Shown when there is nothing published. */
  emptyText: string;
  renderItem: (item: T, featured: boolean) => ReactNode;
  getKey: (item: T) => string;
}

function CardSkeleton() {
  return (
    <Box>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto', borderRadius: 2 }} />
      <Skeleton width="40%" sx={{ mt: 2 }} />
      <Skeleton height={32} />
      <Skeleton width="80%" />
    </Box>
  );
}

/** Loading skeletons, error, empty state, or the cards (the first, newest one featured). */
export function ArticleGrid<T>({
  items,
  isLoading,
  isError,
  errorText,
  onRetry,
  emptyText,
  renderItem,
  getKey,
}: ArticleGridProps<T>) {
  const m = usePageMessages();
  if (isError) return <RetryAlert onRetry={onRetry}>{errorText}</RetryAlert>;
  if (isLoading || !items) {
    return (
      <Grid container spacing={4} role="status" aria-label={m.article.loading}>
        {[0, 1, 2].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
            <CardSkeleton />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (!items.length) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, textAlign: 'center', bgcolor: 'background.paper' }}>
        <Typography variant="h5" component="h2" gutterBottom>
          {m.article.nothingYet}
        </Typography>
        <Typography color="text.secondary">{emptyText}</Typography>
      </Paper>
    );
  }
  // The rest fill rows evenly: two per row when there are 2 or 4 of them, else three.
  const rest = items.length - 1;
  const restColumns = rest === 2 || rest === 4 ? 6 : 4;
  return (
    <Grid container spacing={4} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item, index) => (
        <Grid component="li" key={getKey(item)} size={index === 0 ? 12 : { xs: 12, sm: 6, md: restColumns }}>
          {renderItem(item, index === 0)}
        </Grid>
      ))}
    </Grid>
  );
}
