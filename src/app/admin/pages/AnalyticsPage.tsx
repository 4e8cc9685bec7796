import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SectionProps } from '../registry';
import { AdminPage } from '@/components/admin/AdminPage';
import { EntityTable } from '@/components/admin/EntityTable';
import { LEAD_STATUSES } from '@/features/leads/leadSchema';
import type { AppError } from '@/lib/backend-types';
import { APIS } from '../apis';
import { ENTITIES } from '../entities';

/** Figures computed from the site's own data, live: leads by status and the resources' views and
 *  ratings (most viewed first). Charts over time arrive with the analytics issue. */
export default function AnalyticsPage({ section }: SectionProps) {
  const leads = APIS.leads.useList();
  const resources = APIS.resources.useList();
  return (
    <AdminPage title={section.label} description={section.description}>
      <Box
        component="section"
        aria-label="Leads by status"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' } }}
      >
        {LEAD_STATUSES.map((s) => (
          <Paper key={s} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              Leads: {s}
            </Typography>
            <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 700 }}>
              {leads.data ? leads.data.filter((l) => l.status === s).length : '…'}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        Resources by views
      </Typography>
      <EntityTable
        def={{ ...ENTITIES.resources, orderBy: [['views', 'desc']] }}
        rows={resources.data}
        loading={resources.isLoading}
        error={resources.error as AppError | undefined}
        onRetry={() => void resources.refetch()}
        exportName="resource-views"
      />
    </AdminPage>
  );
}
