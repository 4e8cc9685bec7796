import { useGetLeadStatsQuery } from '../api';
import { formatDay, formatWeek, type DateRange } from '../range';
import { ChartPanel, count, formatNumber } from './ChartPanel';
import { ColumnChart } from './Charts';
import { panelState } from './query';

/** Leads (demo requests) created in the range: per week, and by status. */
export function LeadPanels({ range, statuses }: { range: DateRange; statuses: readonly string[] }) {
  const { data, ...state } = panelState(useGetLeadStatsQuery({ range, statuses }));
  const empty = !data || data.total === 0;
  const span = `${formatDay(range.from)} to ${formatDay(range.to)}`;
  return (
    <>
      <ChartPanel
        title="Leads per week"
        summary={data && `${count(data.total, 'lead')} from ${span}. Weeks start on Monday (UTC).`}
        table={{ columns: ['Week of', 'Leads'], rows: data?.weeks.map((w) => [formatWeek(w.start), w.count]) ?? [] }}
        empty={empty}
        emptyText="No leads in this range."
        {...state}
      >
        {data && (
          <ColumnChart
            labels={data.weeks.map((w) => formatWeek(w.start))}
            series={[{ label: 'Leads', data: data.weeks.map((w) => w.count) }]}
          />
        )}
      </ChartPanel>
      <ChartPanel
        title="Leads by status"
        summary={data && data.byStatus.map((s) => `${s.status}: ${formatNumber(s.count)}`).join(', ')}
        table={{ columns: ['Status', 'Leads'], rows: data?.byStatus.map((s) => [s.status, s.count]) ?? [] }}
        empty={empty}
        emptyText="No leads in this range."
        {...state}
      >
        {data && (
          <ColumnChart
            labels={data.byStatus.map((s) => s.status)}
            series={[{ label: 'Leads', data: data.byStatus.map((s) => s.count) }]}
          />
        )}
      </ChartPanel>
    </>
  );
}
