import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useCountRepliesSinceQuery } from '@/features/audit/api';
import { APIS } from '../../apis';

const WEEK_MS = 7 * 24 * 3600 * 1000;

interface Count {
  label: string;
  value: number | undefined;
  to: string;
}

function CountCard({ label, value, to }: Count) {
  return (
    <Paper variant="outlined">
      <CardActionArea component={RouterLink} to={to} sx={{ p: 2, height: '100%' }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 700 }}>
          {value ?? <Skeleton width={48} aria-label={`${label}: loading`} />}
        </Typography>
      </CardActionArea>
    </Paper>
  );
}

/** Live counts, each linking to its page. "To review" is the community activity of the last 7
 *  days (discussions and replies still visible), which a moderator should look over. */
export function LiveCounts() {
  const [since] = useState(() => new Date(Math.floor((Date.now() - WEEK_MS) / 3600000) * 3600000).toISOString());
  const blog = APIS.blog.useList();
  const cases = APIS.caseStudies.useList();
  // Windowed entities (resources, leads) are counted by the server, not from a list.
  const resources = APIS.resources.useCount!({ where: [['active', '==', true]], shared: true });
  const leads = APIS.leads.useCount!({ where: [['status', '==', 'new']] });
  const posts = APIS.community.useList();
  const replies = useCountRepliesSinceQuery(since);
  const recentPosts = posts.data?.filter((p) => !p.hidden && !p.deleted && (p.createdAt ?? '') >= since).length;
  const counts: Count[] = [
    { label: 'Published posts', value: blog.data?.filter((p) => p.published).length, to: '/admin/blog' },
    {
      label: 'Published case studies',
      value: cases.data?.filter((c) => c.published).length,
      to: '/admin/case-studies',
    },
    {
      label: 'Active resources',
      value: resources.data,
      to: '/admin/content?tab=resources',
    },
    { label: 'New leads', value: leads.data, to: '/admin/leads?status=new' },
    {
      label: 'Community posts and replies to review (7 days)',
      value: recentPosts === undefined || replies.data === undefined ? undefined : recentPosts + replies.data,
      to: '/admin/community',
    },
  ];
  const failed = [blog, cases, resources, leads, posts, replies].filter((q) => q.isError);
  return (
    <>
      {failed.length > 0 && (
        <RetryAlert onRetry={() => failed.forEach((q) => void q.refetch())} sx={{ mb: 2 }}>
          Some counts could not be loaded.
        </RetryAlert>
      )}
      <Box
        component="section"
        aria-label="Live counts"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' } }}
      >
        {counts.map((c) => (
          <CountCard key={c.label} {...c} />
        ))}
      </Box>
    </>
  );
}
