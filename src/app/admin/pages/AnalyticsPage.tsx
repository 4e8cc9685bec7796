import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { SectionProps } from '../section';
import { AdminPage } from '@/components/admin/AdminPage';
import { ActivityPanels } from '@/features/analytics/components/ActivityPanels';
import { Headline } from '@/features/analytics/components/Headline';
import { LeadPanels } from '@/features/analytics/components/LeadPanels';
import { RangePicker } from '@/features/analytics/components/RangePicker';
import { TrafficPanels } from '@/features/analytics/components/TrafficPanels';
import { ViewPanels } from '@/features/analytics/components/ViewPanels';
import { defaultRange, formatDay, type DateRange } from '@/features/analytics/range';
import { LEAD_STATUSES } from '@/domain/leads/lead';

/** Figures for a date range (default: the last 12 weeks): traffic and conversion from the
 *  first-party beacon (issue 30), then leads, content published, community activity, and the
 *  views and ratings so far. */
export default function AnalyticsPage({ section }: SectionProps) {
  const [range, setRange] = useState<DateRange>(() => defaultRange(new Date()));
  return (
    <AdminPage title={section.label} description={section.description}>
      <Box>
        <RangePicker value={range} onChange={setRange} />
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          Showing {formatDay(range.from)} to {formatDay(range.to)}, whole days in UTC.
        </Typography>
      </Box>
      <TrafficPanels range={range} />
      <Headline range={range} statuses={LEAD_STATUSES} />
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <LeadPanels range={range} statuses={LEAD_STATUSES} />
        <ActivityPanels range={range} />
        <ViewPanels />
      </Box>
    </AdminPage>
  );
}
