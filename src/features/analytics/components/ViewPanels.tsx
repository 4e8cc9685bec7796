import { useGetViewStatsQuery } from '../api';
import { ChartPanel, count, formatNumber } from './ChartPanel';
import { ColumnChart, RankingChart } from './Charts';
import { panelState } from './query';

const ALL_TIME = 'All time: view counters and ratings carry no dates, so the range does not apply.';

/** Views and ratings so far: the most-viewed resources and blog posts, resources by rating. */
export function ViewPanels() {
  const { data, ...state } = panelState(useGetViewStatsQuery());
  const resources = data?.topResources ?? [];
  const posts = data?.topPosts ?? [];
  return (
    <>
      <ChartPanel
        title="Most-viewed resources"
        summary={
          data && `${count(data.resourceViews, 'view')} over ${count(data.resourceCount, 'resource')}. ${ALL_TIME}`
        }
        table={{
          columns: ['Resource', 'Views', 'Rating'],
          rows: resources.map((r) => [r.title, r.views, r.rating ?? '—']),
        }}
        empty={resources.length === 0}
        emptyText="No resource has been viewed yet."
        {...state}
      >
        <RankingChart label="Views" labels={resources.map((r) => r.title)} values={resources.map((r) => r.views)} />
      </ChartPanel>
      <ChartPanel
        title="Resource ratings"
        summary={
          data &&
          (data.averageRating === null
            ? 'No resource is rated yet.'
            : `Average rating ${formatNumber(data.averageRating)} of 5 over ${count(data.resourceCount, 'resource')}.`)
        }
        table={{ columns: ['Rating', 'Resources'], rows: data?.ratingBands.map((b) => [b.label, b.count]) ?? [] }}
        empty={!data || data.ratingBands.every((b) => b.count === 0)}
        emptyText="No resource is rated yet."
        {...state}
      >
        {data && (
          <ColumnChart
            labels={data.ratingBands.map((b) => b.label)}
            series={[{ label: 'Resources', data: data.ratingBands.map((b) => b.count) }]}
          />
        )}
      </ChartPanel>
      <ChartPanel
        title="Most-viewed blog posts"
        summary={
          data &&
          `${count(data.blogViews, 'blog post view')} and ${count(data.caseStudyViews, 'case study view')}. ${ALL_TIME}`
        }
        table={{ columns: ['Blog post', 'Views'], rows: posts.map((p) => [p.title, p.views]) }}
        empty={posts.length === 0}
        emptyText="No blog post has been viewed yet."
        {...state}
      >
        <RankingChart label="Views" labels={posts.map((p) => p.title)} values={posts.map((p) => p.views)} />
      </ChartPanel>
    </>
  );
}
