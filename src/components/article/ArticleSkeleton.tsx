import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { usePageMessages } from '@/i18n/use-page-messages';

/** Placeholder for an article while it loads. */
export function ArticleSkeleton() {
  const m = usePageMessages();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 8 } }} role="status" aria-label={m.article.loading}>
      <Skeleton width={120} height={36} />
      <Skeleton height={72} sx={{ mt: 3 }} />
      <Skeleton height={72} width="70%" />
      <Skeleton width="90%" sx={{ mt: 2 }} />
      <Skeleton variant="rectangular" sx={{ mt: 4, aspectRatio: '21 / 9', height: 'auto', borderRadius: 2 }} />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} sx={{ mt: i === 0 ? 4 : 1 }} />
      ))}
    </Container>
  );
}
