import { useGetCommunityStatsQuery, useGetContentStatsQuery } from '../api';
import { formatMonth, formatWeek, type DateRange } from '../range';
import { ChartPanel, count } from './ChartPanel';
import { ColumnChart } from './Charts';
import { panelState } from './query';

/** Blog posts and case studies published in the range, per month (stacked). */
export function ContentPanel({ range }: { range: DateRange }) {
  const { data, ...state } = panelState(useGetContentStatsQuery(range));
  const months = data?.blog.map((m) => formatMonth(m.start)) ?? [];
  return (
    <ChartPanel
      title="Content published per month"
      summary={
        data &&
        `${count(data.blogTotal, 'blog post')} and ${count(data.caseStudyTotal, 'case study', 'case studies')} published in this range (UTC months).`
      }
      table={{
        columns: ['Month', 'Blog posts', 'Case studies'],
        rows: months.map((m, i) => [m, data!.blog[i]!.count, data!.caseStudies[i]!.count]),
      }}
      empty={!data || data.blogTotal + data.caseStudyTotal === 0}
      emptyText="Nothing was published in this range."
      {...state}
    >
      {data && (
        <ColumnChart
          stacked
          labels={months}
          series={[
            { label: 'Blog posts', data: data.blog.map((m) => m.count) },
            { label: 'Case studies', data: data.caseStudies.map((m) => m.count) },
          ]}
        />
      )}
    </ChartPanel>
  );
}

/** Community discussions and replies written in the range, per week (moderated ones included). */
export function CommunityPanel({ range }: { range: DateRange }) {
  const { data, ...state } = panelState(useGetCommunityStatsQuery(range));
  const weeks = data?.posts.map((w) => formatWeek(w.start)) ?? [];
  return (
    <ChartPanel
      title="Community posts and replies per week"
      summary={
        data &&
        `${count(data.postTotal, 'discussion')} and ${count(data.replyTotal, 'reply', 'replies')} in this range, hidden and deleted ones included.`
      }
      table={{
        columns: ['Week of', 'Discussions', 'Replies'],
        rows: weeks.map((w, i) => [w, data!.posts[i]!.count, data!.replies[i]!.count]),
      }}
      empty={!data || data.postTotal + data.replyTotal === 0}
      emptyText="No community activity in this range."
      {...state}
    >
      {data && (
        <ColumnChart
          labels={weeks}
          series={[
            { label: 'Discussions', data: data.posts.map((w) => w.count) },
            { label: 'Replies', data: data.replies.map((w) => w.count) },
          ]}
        />
      )}
    </ChartPanel>
  );
}

/** Content and community over the range. */
export function ActivityPanels({ range }: { range: DateRange }) {
  return (
    <>
      <ContentPanel range={range} />
      <CommunityPanel range={range} />
    </>
  );
}
