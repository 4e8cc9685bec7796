import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useResourceLibrary } from '../hooks';
import { ResourceCard } from './ResourceCard';
import { TYPE_INFO } from './types';
import { RetryAlert } from '@/components/ui/RetryAlert';

const cell = { xs: 12, sm: 6, md: 4 } as const;

function LibrarySkeleton() {
  return (
    <Grid container spacing={3} aria-busy="true" aria-label="Loading resources">
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
  if (isError && !data)
    return <RetryAlert onRetry={refetch}>We couldn’t load the resource library. Please try again.</RetryAlert>;
  if (isLoading || !data) return <LibrarySkeleton />;
  if (data.length === 0)
    return (
      <Typography color="text.secondary">No resources have been published yet. Please check back soon.</Typography>
    );
  if (visible.length === 0) {
    const what = filter.type === 'all' ? 'resources' : TYPE_INFO[filter.type].plural.toLowerCase();
    return (
      <Typography color="text.secondary" role="status">
        No {what} match your filter.{' '}
        <Button size="small" component={RouterLink} to={{ search: '', hash: '#library' }} replace preventScrollReset>
          Show all resources
        </Button>
      </Typography>
    );
  }
  return (
    <Grid container spacing={3} component="ul" aria-label="Resources" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {visible.map((r) => (
        <Grid key={r.id} size={cell} component="li">
          <ResourceCard resource={r} />
        </Grid>
      ))}
    </Grid>
  );
}
