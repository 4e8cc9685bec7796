import { BarChart } from '@mui/x-charts/BarChart';

const HEIGHT = 260;
const short = (label: string, max = 26) => (label.length > max ? `${label.slice(0, max - 1)}…` : label);

export interface Series {
  label: string;
  data: number[];
}

/** Vertical bars over a band of labels (weeks, months, statuses); several series side by side, or
 *  stacked when `stacked`. Whole numbers only on the value axis. */
export function ColumnChart({ labels, series, stacked }: { labels: string[]; series: Series[]; stacked?: boolean }) {
  return (
    <BarChart
      height={HEIGHT}
      xAxis={[{ scaleType: 'band', data: labels }]}
      yAxis={[{ tickMinStep: 1, width: 40 }]}
      series={series.map((s) => ({ ...s, ...(stacked ? { stack: 'total' } : {}) }))}
      hideLegend={series.length < 2}
      skipAnimation
    />
  );
}

/** Horizontal bars, one per named item (most viewed first, from the top). */
export function RankingChart({ labels, values, label }: { labels: string[]; values: number[]; label: string }) {
  return (
    <BarChart
      height={Math.max(160, 40 + labels.length * 34)}
      layout="horizontal"
      yAxis={[
        {
          scaleType: 'band',
          data: labels,
          width: 150,
          valueFormatter: (v: string, ctx) => (ctx.location === 'tick' ? short(v, 22) : v),
        },
      ]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[{ data: values, label }]}
      hideLegend
      skipAnimation
    />
  );
}
