import Box from '@mui/material/Box';
import type { SectionProps } from '../section';
import { AdminPage } from '@/components/admin/AdminPage';
import { LatestLeads } from './dashboard/LatestLeads';
import { LiveCounts } from './dashboard/LiveCounts';
import { RecentEdits } from './dashboard/RecentEdits';

/** The back office's front page: live counts, the latest leads and the latest edits, each
 *  linking to where the work is done. */
export default function DashboardPage({ section }: SectionProps) {
  return (
    <AdminPage title={section.label} description={section.description}>
      <LiveCounts />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <LatestLeads />
        <RecentEdits />
      </Box>
    </AdminPage>
  );
}
