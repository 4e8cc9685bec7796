import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useGetTrafficQuery } from '../api';
import { formatDay, type DateRange } from '../range';
import { change, funnel, trafficCsv, type Traffic } from '../traffic';
import { ChartPanel, formatNumber } from './ChartPanel';
import { panelState } from './query';
import { TrafficTable } from './TrafficTable';
import { VitalsTable } from './VitalsTable';

const dayLabel = (day: string) => formatDay(day).replace(/, \d{4}$/, '');

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function Figure({ label, now, before }: { label: string; now: number; before: number }) {
  const delta = change(now, before);
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.6rem', fontWeight: 700 }} data-testid={`traffic-${label}`}>
        {formatNumber(now)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {delta ? `${delta} vs previous period (${formatNumber(before)})` : 'same as previous period'}
      </Typography>
    </Paper>
  );
}

/** Visitors, page views, the funnel, top pages, sources, campaigns, leads by source and real
 *  visitors' Web Vitals for the range, each compared with the period before it. */
export function TrafficPanels({ range }: { range: DateRange }) {
  const { data, ...state } = panelState(useGetTrafficQuery(range));
  const t: Traffic | undefined = data?.current;
  const p = data?.previous;
  const empty = !t || (t.totals.views === 0 && t.totals.demoSent === 0);
  const common = { empty, emptyText: 'No traffic recorded in this range.', ...state };
  const steps = t ? funnel(t.totals) : [];
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 700 }}>
          Traffic and conversion
        </Typography>
        <Button
          variant="outlined"
          disabled={!t}
          onClick={() => t && download(`traffic-${range.from}-${range.to}.csv`, trafficCsv(range, t))}
        >
          Export traffic CSV
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        First-party and cookieless: visitors who block analytics or send Global Privacy Control / Do Not Track are not
        in these figures, and staff are never counted. Demo requests sent are counted from the leads themselves,
        exactly.
      </Typography>
      {t && p && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          <Figure label="Visitor-days" now={t.totals.visitorDays} before={p.totals.visitorDays} />
          <Figure label="Page views" now={t.totals.views} before={p.totals.views} />
          <Figure label="Demo opened" now={t.totals.demoOpened} before={p.totals.demoOpened} />
          <Figure label="Demo sent" now={t.totals.demoSent} before={p.totals.demoSent} />
        </Box>
      )}
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <ChartPanel
          title="Visitors and page views per day"
          summary={t && p && `Dashed: the previous ${t.days.length} days, day by day.`}
          table={{
            columns: ['Day', 'Page views', 'Visitors', 'Previous period page views'],
            rows: t?.days.map((d, i) => [d.day, d.views, d.visitors, p?.days[i]?.views ?? 0]) ?? [],
          }}
          {...common}
        >
          {t && p && (
            <LineChart
              height={280}
              xAxis={[{ scaleType: 'point', data: t.days.map((d) => dayLabel(d.day)) }]}
              yAxis={[{ width: 48 }]}
              series={[
                { label: 'Page views', data: t.days.map((d) => d.views), showMark: false },
                { label: 'Visitors', data: t.days.map((d) => d.visitors), showMark: false },
                { id: 'prev', label: 'Page views, previous period', data: p.days.map((d) => d.views), showMark: false },
              ]}
              sx={{ '& .MuiLineElement-series-prev': { strokeDasharray: '5 4', opacity: 0.6 } }}
              skipAnimation
            />
          )}
        </ChartPanel>
        <ChartPanel
          title="Conversion funnel"
          summary={
            steps.length
              ? steps
                  .map((s) => `${s.step}: ${formatNumber(s.count)}${s.rate !== null ? ` (${s.rate}%)` : ''}`)
                  .join(' → ')
              : undefined
          }
          table={{
            columns: ['Step', 'Count', 'Rate from the step before (%)'],
            rows: steps.map((s) => [s.step, s.count, s.rate ?? '']),
          }}
          {...common}
        >
          <BarChart
            height={200}
            layout="horizontal"
            // Room for the last tick's label ("30,000") at the right edge.
            margin={{ right: 24 }}
            yAxis={[{ scaleType: 'band', data: steps.map((s) => s.step), width: 100 }]}
            xAxis={[{ tickMinStep: 1 }]}
            series={[
              {
                data: steps.map((s) => s.count),
                label: 'Count',
                valueFormatter: (v) => formatNumber(v ?? 0),
              },
            ]}
            hideLegend
            skipAnimation
          />
        </ChartPanel>
        <ChartPanel title="Top pages" {...common}>
          {t && <TrafficTable rows={t.pages} keyHeader="Page" />}
        </ChartPanel>
        <ChartPanel title="Sources" summary="utm_source, else the referring site, else (direct)." {...common}>
          {t && <TrafficTable rows={t.sources} keyHeader="Source" />}
        </ChartPanel>
        <ChartPanel
          title="Campaigns"
          summary="utm_campaign."
          {...common}
          empty={!t || t.campaigns.length === 0}
          emptyText="No campaign traffic in this range."
        >
          {t && <TrafficTable rows={t.campaigns} keyHeader="Campaign" />}
        </ChartPanel>
        <ChartPanel
          title="Leads by source"
          summary="Demo requests sent, by the first touch's source."
          table={{
            columns: ['Source', 'Leads'],
            rows: t?.sources.filter((s) => s.demoSent > 0).map((s) => [s.key, s.demoSent]) ?? [],
          }}
          {...common}
          empty={!t || t.totals.demoSent === 0}
          emptyText="No leads in this range."
        >
          {t && (
            <BarChart
              height={Math.max(160, 40 + t.sources.filter((s) => s.demoSent > 0).length * 34)}
              layout="horizontal"
              yAxis={[
                { scaleType: 'band', data: t.sources.filter((s) => s.demoSent > 0).map((s) => s.key), width: 130 },
              ]}
              xAxis={[{ tickMinStep: 1 }]}
              series={[{ data: t.sources.filter((s) => s.demoSent > 0).map((s) => s.demoSent), label: 'Leads' }]}
              hideLegend
              skipAnimation
            />
          )}
        </ChartPanel>
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <ChartPanel
            title="Real visitors’ speed (Web Vitals, p75)"
            summary="The 75th percentile per route and device class over the range; green good, amber needs improvement, red poor (Google’s thresholds)."
            {...common}
            empty={!t || t.vitals.length === 0}
            emptyText="No Web Vitals samples in this range."
          >
            {t && <VitalsTable rows={t.vitals} />}
          </ChartPanel>
        </Box>
      </Box>
    </>
  );
}
