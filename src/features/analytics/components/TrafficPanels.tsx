import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useState } from 'react';
import { sourceOf } from '@/domain/analytics/touch';
import { useGetTrafficQuery } from '../api';
import { EXCLUDED_TEXT, funnel } from '../funnel';
import { useGetLeadFactsQuery } from '../lead-api';
import { countedLeadsBy, deals, TOUCH_MODELS, touchOf, type LeadFacts, type TouchModel } from '../lead-figures';
import { formatDay, type DateRange } from '../range';
import { downloadCsv } from '@/lib/util/csv';
import { change, trafficCsv, type Traffic } from '../traffic';
import { ChartPanel, formatNumber } from './ChartPanel';
import { DealTables } from './DealTables';
import { panelState } from './query';
import { TrafficTable } from './TrafficTable';
import { VitalsTable } from './VitalsTable';

const dayLabel = (day: string) => formatDay(day).replace(/, \d{4}$/, '');

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

/** The sources and campaigns tables under a model: traffic.ts' `sources` and `campaigns` are the
 *  last touch's, `firstSources` and `firstCampaigns` the first touch's. */
const tablesFor = (t: Traffic, model: TouchModel): Pick<Traffic, 'sources' | 'campaigns'> =>
  model === 'last' ? t : { sources: t.firstSources, campaigns: t.firstCampaigns };

/** Leads by source under the model, most first. */
function leadsBySource(leads: readonly LeadFacts[], model: TouchModel) {
  const out = new Map<string, number>();
  for (const l of leads) {
    const t = touchOf(l, model);
    const key = t ? sourceOf(t) : '(not recorded)';
    out.set(key, (out.get(key) ?? 0) + 1);
  }
  return [...out].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** Visitors, page views, the funnel, top pages, sources, campaigns, leads by source, lead to deal
 *  and real visitors' Web Vitals for the range, each compared with the period before it. One
 *  attribution model (first or last touch, switched at the top) runs through sources, campaigns
 *  and leads. */
export function TrafficPanels({ range }: { range: DateRange }) {
  const [model, setModel] = useState<TouchModel>('first');
  const { data, ...state } = panelState(useGetTrafficQuery(range));
  const leadQuery = panelState(useGetLeadFactsQuery(range, { refetchOnMountOrArgChange: true }));
  const leads = leadQuery.data;
  const t: Traffic | undefined = data?.current;
  const p = data?.previous;
  const empty = !t || (t.totals.views === 0 && t.totals.demoSent === 0);
  const common = { empty, emptyText: 'No traffic recorded in this range.', ...state };
  // Over more than a day the visitors are summed day by day (the salt that tells visitors apart
  // changes daily): visitor-days, not people.
  const visitorLabel = t && t.days.length === 1 ? 'Visitors' : 'Visitor-days';
  const f = t && leads ? funnel(t.totals.visitorDays, t.totals.demoVisitorDays, leads, visitorLabel) : undefined;
  const tables = t ? tablesFor(t, model) : null;
  const modelName = TOUCH_MODELS[model];
  const bySource = leads ? leadsBySource(leads, model) : [];
  const pipeline = leads ? deals(leads, model) : undefined;
  const leadCommon = {
    ...leadQuery,
    empty: !leads || leads.length === 0,
    emptyText: 'No leads in this range.',
  };
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 700 }}>
          Traffic and conversion
        </Typography>
        <Button
          variant="outlined"
          disabled={!t}
          onClick={() => t && downloadCsv(`traffic-${range.from}-${range.to}.csv`, trafficCsv(range, t))}
        >
          Export traffic CSV
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        First-party and cookieless: visitors who block analytics or send Global Privacy Control / Do Not Track are not
        in these figures, and staff are never counted. Over more than one day visitors are visitor-days: each day’s
        visitors added up (a visitor is told apart within a day only).
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="body2" id="attribution-model-label" sx={{ fontWeight: 600 }}>
          Attribution: {modelName}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={model}
          onChange={(_e, v: TouchModel | null) => v && setModel(v)}
          aria-labelledby="attribution-model-label"
        >
          {(Object.keys(TOUCH_MODELS) as TouchModel[]).map((m) => (
            <ToggleButton key={m} value={m}>
              {TOUCH_MODELS[m]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="caption" color="text.secondary">
          {model === 'first'
            ? 'Sources, campaigns and leads by how the visit began.'
            : 'Sources, campaigns and leads by the visit’s latest entry (a new campaign or referring site).'}
        </Typography>
      </Box>
      {t && p && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          <Figure label={visitorLabel} now={t.totals.visitorDays} before={p.totals.visitorDays} />
          <Figure label="Page views" now={t.totals.views} before={p.totals.views} />
          <Figure label="Demo opened" now={t.totals.demoOpened} before={p.totals.demoOpened} />
          <Figure label="Demo requests (all leads)" now={t.totals.demoSent} before={p.totals.demoSent} />
        </Box>
      )}
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <ChartPanel
          title={`${visitorLabel} and page views per day`}
          summary={
            t &&
            p &&
            (t.days.length === 1
              ? 'Dashed: the day before.'
              : `Dashed: the previous ${t.days.length} days, day by day.`)
          }
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
          title="Conversion funnel (visitors)"
          summary={
            f
              ? f.steps
                  .map((s) => `${s.step}: ${formatNumber(s.count)}${s.rate !== null ? ` (${s.rate}%)` : ''}`)
                  .join(' → ')
              : undefined
          }
          {...common}
          loading={common.loading || leadQuery.loading}
          error={common.error ?? leadQuery.error}
        >
          {f && (
            <>
              {/* The rates below say the same in words. */}
              <Box aria-hidden>
                <BarChart
                  height={200}
                  layout="horizontal"
                  // Room for the last tick's label ("30,000") at the right edge.
                  margin={{ right: 24 }}
                  yAxis={[{ scaleType: 'band', data: f.steps.map((s) => s.step), width: 130 }]}
                  xAxis={[{ tickMinStep: 1 }]}
                  series={[
                    { data: f.steps.map((s) => s.count), label: 'Count', valueFormatter: (v) => formatNumber(v ?? 0) },
                  ]}
                  hideLegend
                  skipAnimation
                />
              </Box>
              <Box component="ol" sx={{ m: 0, pl: 2.5 }} aria-label="Funnel rates">
                {f.steps.slice(1).map((s) => (
                  <Typography component="li" variant="body2" key={s.step} data-testid="funnel-rate">
                    {s.step}: {formatNumber(s.count)} ({s.rate}% of the step before)
                    {s.capped && ' — more than the step before (a visitor sent twice, or across days): shown as 100 %'}
                  </Typography>
                ))}
              </Box>
              <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
                Beside the funnel: leads from visitors the figures leave out
              </Typography>
              {f.beside.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  None in this range.
                </Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="funnel-beside">
                  {f.beside.map((b) => (
                    <Typography component="li" variant="body2" key={b.reason}>
                      {EXCLUDED_TEXT[b.reason]}: {formatNumber(b.count)}
                    </Typography>
                  ))}
                </Box>
              )}
            </>
          )}
        </ChartPanel>
        <ChartPanel title="Top pages" {...common}>
          {t && <TrafficTable rows={t.pages} keyHeader="Page" sent={leads && countedLeadsBy(leads, model, 'page')} />}
        </ChartPanel>
        <ChartPanel
          title="Languages"
          summary="By the language of the page (/de/… German, /es/… Spanish, else English); a language's visitor-days add up its pages'. Demo sent: requests by the language of the page they were sent from."
          {...common}
        >
          {t && <TrafficTable rows={t.languages} keyHeader="Language" />}
        </ChartPanel>
        <ChartPanel
          title={`Sources (${modelName})`}
          summary="utm_source, else the referring site, else (direct). Demo sent: requests from counted visitors."
          {...common}
          empty={!tables || tables.sources.length === 0}
          emptyText={
            tables
              ? 'No traffic recorded in this range.'
              : `No ${modelName.toLowerCase()} traffic counted in this range.`
          }
        >
          {tables && (
            <TrafficTable
              rows={tables.sources}
              keyHeader="Source"
              sent={leads && countedLeadsBy(leads, model, 'source')}
            />
          )}
        </ChartPanel>
        <ChartPanel
          title={`Campaigns (${modelName})`}
          summary="utm_campaign."
          {...common}
          empty={!tables || tables.campaigns.length === 0}
          emptyText={
            tables
              ? 'No campaign traffic in this range.'
              : `No ${modelName.toLowerCase()} traffic counted in this range.`
          }
        >
          {tables && (
            <TrafficTable
              rows={tables.campaigns}
              keyHeader="Campaign"
              sent={leads && countedLeadsBy(leads, model, 'campaign')}
            />
          )}
        </ChartPanel>
        <ChartPanel
          title={`Leads by source (${modelName})`}
          summary="Every demo request sent in the range, counted visitors or not."
          table={{ columns: ['Source', 'Leads'], rows: bySource }}
          {...leadCommon}
        >
          {leads && (
            <BarChart
              height={Math.max(160, 40 + bySource.length * 34)}
              layout="horizontal"
              yAxis={[{ scaleType: 'band', data: bySource.map(([k]) => k), width: 130 }]}
              xAxis={[{ tickMinStep: 1 }]}
              series={[{ data: bySource.map(([, n]) => n), label: 'Leads' }]}
              hideLegend
              skipAnimation
            />
          )}
        </ChartPanel>
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <ChartPanel
            title={`Lead to deal (${modelName})`}
            summary={
              pipeline &&
              `${formatNumber(pipeline.totals.leads)} leads sent in the range: ${formatNumber(pipeline.totals.qualified)} qualified (qualified or won), ${formatNumber(pipeline.totals.won)} won, as their status stands now.`
            }
            {...leadCommon}
          >
            {pipeline && <DealTables deals={pipeline} />}
          </ChartPanel>
        </Box>
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <ChartPanel
            title="Real visitors’ speed (Web Vitals, p75)"
            summary="The 75th percentile per route and device class over the range; green good, amber needs improvement, red poor (Google’s thresholds). A cell with fewer than 30 samples is not coloured and shows its count."
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
