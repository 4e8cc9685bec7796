import { useGetCommunityStatsQuery, useGetContentStatsQuery, useGetLeadStatsQuery, useGetViewStatsQuery } from '../api';
import type { DateRange } from '../range';
import { Figures } from './Figures';

/** The range's headline numbers (the same cached queries as the charts below). */
export function Headline({ range, statuses }: { range: DateRange; statuses: readonly string[] }) {
  const leads = useGetLeadStatsQuery({ range, statuses }).currentData;
  const content = useGetContentStatsQuery(range).currentData;
  const community = useGetCommunityStatsQuery(range).currentData;
  const views = useGetViewStatsQuery().currentData;
  return (
    <Figures
      items={[
        { label: 'Leads in range', value: leads?.total },
        { label: 'New leads in range', value: leads?.byStatus.find((s) => s.status === 'new')?.count },
        { label: 'Content published', value: content && content.blogTotal + content.caseStudyTotal },
        { label: 'Community discussions', value: community?.postTotal },
        { label: 'Community replies', value: community?.replyTotal },
        { label: 'Resource views (all time)', value: views?.resourceViews },
        { label: 'Average resource rating', value: views && views.averageRating },
        { label: 'Blog post views (all time)', value: views?.blogViews },
      ]}
    />
  );
}
