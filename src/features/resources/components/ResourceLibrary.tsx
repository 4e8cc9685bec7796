import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useResourceLibrary } from '../hooks';
import { ResourceCard } from './ResourceCard';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { usePageMessages } from '@/i18n/use-page-messages';

const cell = { xs: 12, sm: 6, md: 4 } as const;

function LibrarySkeleton() {
  const { resources: t } = usePageMessages();
  return (
    <Grid container spacing={3} aria-busy="true" aria-label={t.loading}>
      {Array.from({ length: 6 }, (_, i) => (
        <Grid key={i} size={cell}>
          <Card sx={{ p: 3 }}>
            <Skeleton width={90} height={28} sx={{ mb: 1.5 }} />
            <Skeleton width="85%" height={30} />
            <Skeleton height={80} />
            <Skeleton width={80} height={36} />
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

/** The public library, live: filtered by type and search, as cards. */
export function ResourceLibrary() {
  const { data, isError, isLoading, filter, visible, refetch } = useResourceLibrary();
  const { resources: t } = usePageMessages();
  if (isError && !data) return <RetryAlert onRetry={refetch}>{t.failed}</RetryAlert>;
  if (isLoading || !data) return <LibrarySkeleton />;
  if (data.length === 0) return <Typography color="text.secondary">{t.empty}</Typography>;
  if (visible.length === 0) {
    return (
      <Typography color="text.secondary" role="status">
        {t.noMatch[filter.type]}{' '}
        <Button size="small" component={RouterLink} to={{ search: '', hash: '#library' }} replace preventScrollReset>
          {t.showAll}
        </Button>
      </Typography>
    );
  }
  return (
    <Grid container spacing={3} component="ul" aria-label={t.list} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {visible.map((r) => (
        <Grid key={r.id} size={cell} component="li">
          <ResourceCard resource={r} />
        </Grid>
      ))}
    </Grid>
  );
}
