import Box from '@mui/material/Box';
import type { SectionProps } from '../section';
import { AdminPage } from '@/components/admin/AdminPage';
import { LatestLeads } from './dashboard/LatestLeads';
import { LiveCounts } from './dashboard/LiveCounts';
import { RecentEdits } from './dashboard/RecentEdits';
import { MyWork } from './dashboard/MyWork';
import { ReviewWaiting } from './dashboard/ReviewWaiting';
import { useAuth } from '@/features/auth/use-auth';

/** The back office's front page: what waits for review, live counts, the latest leads and the
 *  latest edits, each linking to where the work is done. A contributor sees their own posts and
 *  case studies. */
export default function DashboardPage({ section, role }: SectionProps) {
  const { user } = useAuth();
  if (role === 'contributor')
    return (
      <AdminPage title={section.label} description="Your posts and case studies, and where each stands.">
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          {user && <MyWork uid={user.uid} />}
        </Box>
      </AdminPage>
    );
  return (
    <AdminPage title={section.label} description={section.description}>
      <ReviewWaiting />
      <LiveCounts />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <LatestLeads />
        <RecentEdits />
      </Box>
    </AdminPage>
  );
}
