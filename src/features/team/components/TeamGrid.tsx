import GroupsIcon from '@mui/icons-material/Groups';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useGetTeamQuery } from '../api';
import type { TeamMember } from '../schema';
import { MemberCard } from './MemberCard';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { usePageMessages } from '@/i18n/use-page-messages';

const SKELETONS = 6;
const cell = { xs: 12, sm: 6, md: 4 } as const;

/** A member given by the page content, shown while the `team` collection is empty. */
export type FallbackMember = Pick<TeamMember, 'name' | 'role' | 'bio' | 'image'>;

/** The team, live from `team` in `order`: skeletons while loading, then the members (or, when the
 *  collection is empty, the `fallback` members), an empty state when there are none, or an error. */
export function TeamGrid({ fallback = [] }: { fallback?: readonly FallbackMember[] }) {
  const { company: t } = usePageMessages();
  const { data, isError, isLoading, refetch } = useGetTeamQuery();
  if (isError && !data) return <RetryAlert onRetry={refetch}>{t.teamFailed}</RetryAlert>;
  if (isLoading || !data)
    return (
      <Grid container spacing={3} aria-busy="true" aria-label={t.loadingTeam} role="list">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <Grid key={i} size={cell} role="listitem">
            <Card sx={{ p: 3.5 }}>
              <Skeleton variant="circular" width={72} height={72} sx={{ mb: 2.5 }} />
              <Skeleton width="60%" height={28} />
              <Skeleton width="40%" />
              <Skeleton height={72} />
            </Card>
          </Grid>
        ))}
      </Grid>
    );
  const members: TeamMember[] =
    data.length > 0 ? data : fallback.map((m, i) => ({ ...m, id: `page-content-${i}`, order: i }));
  if (members.length === 0)
    return (
      <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
        <GroupsIcon aria-hidden="true" sx={{ fontSize: 48, mb: 1 }} />
        <Typography>{t.teamEmpty}</Typography>
      </Box>
    );
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {members.map((member) => (
        <Grid key={member.id} size={cell} component="li">
          <MemberCard member={member} />
        </Grid>
      ))}
    </Grid>
  );
}
