import { formulaCells, spreadsheetRows } from '@/testing/spreadsheet';
import { change, previousRange, readPlan, summarize, trafficCsv } from './traffic';
import { addDoc, daysOf, type DayDoc } from '@/domain/analytics/day-doc';

const range = { from: '2026-11-01', to: '2026-11-03' };
const shard = (day: string, over: Partial<DayDoc> = {}): DayDoc => ({
  day,
  views: 10,
  visitors: 4,
  demoOpened: 1,
  demoVisitors: 1,
  pages: { '/': { views: 6, visitors: 3, demoOpened: 1 }, '/blog/a': { views: 4, visitors: 2 } },
  firstSources: { linkedin: { views: 7, visitors: 3, demoOpened: 1 } },
  sources: { linkedin: { views: 7, visitors: 3, demoOpened: 1 }, '(direct)': { views: 3, visitors: 1 } },
  campaigns: { launch: { views: 7, visitors: 3, demoOpened: 1 } },
  devices: { mobile: { views: 4, visitors: 2 }, desktop: { views: 6, visitors: 2, demoOpened: 1 } },
  vitals: { LCP: { mobile: { '/blog/:slug': { '2': 3, '6': 1 } } } },
  ...over,
});

test('sums every document of every day in the range, leaves other days out, adds the leads', () => {
  const t = summarize(
    range,
    [shard('2026-11-01'), shard('2026-11-01'), shard('2026-11-03'), shard('2026-10-31')],
    [
      {
        day: '2026-11-03',
        attribution: {
          firstTouch: { landingPage: '/blog/a', utm: { source: 'linkedin', campaign: 'launch' } },
          lastTouch: { landingPage: '/blog/a' },
          page: '/',
        },
      },
      { day: '2026-11-02', attribution: null },
      { day: '2026-12-01', attribution: null },
    ],
  );
  expect(t.days).toEqual([
    { day: '2026-11-01', views: 20, visitors: 8, demoOpened: 2, demoVisitors: 2, demoSent: 0 },
    { day: '2026-11-02', views: 0, visitors: 0, demoOpened: 0, demoVisitors: 0, demoSent: 1 },
    { day: '2026-11-03', views: 10, visitors: 4, demoOpened: 1, demoVisitors: 1, demoSent: 1 },
  ]);
  // Visitors are distinct within a day; over the range they are visitor-days.
  expect(t.totals).toEqual({ views: 30, visitorDays: 12, demoOpened: 3, demoVisitorDays: 3, demoSent: 2 });
  expect(t.pages[0]).toEqual({ key: '/', views: 18, visitorDays: 9, demoOpened: 3, demoVisitorDays: 0, demoSent: 1 });
  const row = { key: 'linkedin', views: 21, visitorDays: 9, demoOpened: 3, demoVisitorDays: 0 };
  expect(t.sources.find((s) => s.key === 'linkedin')).toEqual({ ...row, demoSent: 0 });
  // Leads count by first touch, beside the first-touch views.
  expect(t.firstSources.find((s) => s.key === 'linkedin')).toEqual({ ...row, demoSent: 1 });
  expect(t.firstSources.find((s) => s.key === '(not recorded)')?.demoSent).toBe(1);
  expect(t.campaigns).toEqual([{ ...row, key: 'launch', demoSent: 0 }]);
  expect(t.firstCampaigns).toEqual([
    { key: 'launch', views: 0, visitorDays: 0, demoOpened: 0, demoVisitorDays: 0, demoSent: 1 },
  ]);
  expect(t.devices.map((d) => d.key)).toEqual(['mobile', 'desktop']);
  // 9 samples in 1000-1500 ms, 3 in 3000-3500 ms: p75 = 1500; 12 samples, too few to rate.
  expect(t.vitals).toEqual([
    {
      route: '/blog/:slug',
      device: 'mobile',
      samples: 12,
      values: { LCP: { p75: 1500, samples: 12, rating: null } },
    },
  ]);
  const csv = trafficCsv(range, t);
  expect(csv).toContain('2026-11-01,20,8,0');
  expect(csv).toContain('linkedin,21,9,3,0');
  expect(csv).toContain('/blog/:slug,mobile,12,1500,,,,');
});

test('splits page views and visitors by the language of the page, and demo requests by the lead’s language', () => {
  const day = (d: string, pages: DayDoc['pages']): DayDoc => ({ day: d, views: 0, pages });
  const t = summarize(
    range,
    [
      day('2026-11-01', {
        '/': { views: 5, visitors: 3, demoOpened: 1, demoVisitors: 1 },
        '/de/': { views: 4, visitors: 2 },
        '/de/blog/stahlbau': { views: 3, visitors: 1, demoOpened: 2, demoVisitors: 1 },
        '/design': { views: 1, visitors: 1 },
      }),
      day('2026-11-02', { '/de': { views: 2, visitors: 2 }, '/es/blog/acero': { views: 6, visitors: 4 } }),
    ],
    [
      { day: '2026-11-01', attribution: null, locale: 'de' },
      { day: '2026-11-02', attribution: null, locale: 'de' },
      { day: '2026-11-02', attribution: null },
    ],
  );
  expect(t.languages).toEqual([
    // `/design` is English: a prefix is a whole path segment.
    { key: 'English', views: 6, visitorDays: 4, demoOpened: 1, demoVisitorDays: 1, demoSent: 1 },
    { key: 'German', views: 9, visitorDays: 5, demoOpened: 2, demoVisitorDays: 1, demoSent: 2 },
    { key: 'Spanish', views: 6, visitorDays: 4, demoOpened: 0, demoVisitorDays: 0, demoSent: 0 },
  ]);
  const csv = spreadsheetRows(trafficCsv(range, t));
  expect(csv).toContainEqual(['German', '9', '5', '2', '2']);
});

test('the previous period has the same length; changes in words', () => {
  expect(previousRange(range)).toEqual({ from: '2026-10-29', to: '2026-10-31' });
  expect(previousRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-01-29', to: '2026-02-28' });
  expect(change(120, 100)).toBe('+20%');
  expect(change(80, 100)).toBe('−20%');
  expect(change(5, 0)).toBe('new');
  expect(change(0, 0)).toBe('');
});

test('CSV cells that a spreadsheet would run as formulas are defused', () => {
  const t = summarize(range, [shard('2026-11-01', { sources: { '=HYPERLINK("x")': { views: 1 } } })], []);
  expect(trafficCsv(range, t)).toContain(`"'=HYPERLINK(""x"")",1,0,0,0`);
});

test('a formula in every text column of the traffic CSV, with CR and LF, is a cell of text in its row (issue 40)', () => {
  const counts = { views: 1, visitors: 1, demoOpened: 1 };
  const t = summarize(
    range,
    [
      {
        day: '2026-11-01',
        ...counts,
        pages: { '=1+1': counts },
        sources: { 'x\r=2+3': counts },
        campaigns: { 'camp\r\n@SUM(4+5)': counts },
        devices: { '+cmd': counts },
        vitals: { LCP: { '-dev': { '\t=route': { '2': 1 } } } },
      },
    ],
    [],
  );
  const csv = trafficCsv(range, t);
  expect(formulaCells(csv)).toEqual([]);
  const rows = spreadsheetRows(csv);
  for (const row of [
    ["'=1+1", '1', '1', '1', '0'],
    ['x\r=2+3', '1', '1', '1', '0'],
    ['camp\r\n@SUM(4+5)', '1', '1', '1', '0'],
    ["'+cmd", '1', '1', '1', '0'],
    ["'\t=route", "'-dev", '1', '1375', '', '', '', ''],
  ])
    expect(rows).toContainEqual(row);
  expect(csv).toContain('\r\n"x\r=2+3",1,1,1,0\r\n');
});

test('a period document counts as its days; its days chart stays per day', () => {
  const days = ['2026-11-01', '2026-11-02', '2026-11-03'].map((d) => shard(d));
  const period = days.reduce((into, d) => addDoc(into, d), { day: '2026-11-01', to: '2026-11-03' } as DayDoc);
  expect(summarize(range, [period], [])).toEqual(summarize(range, days, []));
  // A period not wholly inside the range is left out.
  expect(summarize({ from: '2026-11-02', to: '2026-11-03' }, [period], []).totals.views).toBe(0);
});

test('a range reads closed months and thirds of months, and days for the rest: at most 60 for two years', () => {
  expect(readPlan({ from: '2026-10-01', to: '2026-11-30' }, '2026-12-07')).toEqual({
    periods: [
      { id: '2026-10', from: '2026-10-01', to: '2026-10-31' },
      { id: '2026-11', from: '2026-11-01', to: '2026-11-30' },
    ],
    days: [],
  });
  // The open month: its closed thirds, then days.
  const open = readPlan({ from: '2026-12-01', to: '2026-12-25' }, '2026-12-25');
  expect(open.periods.map((p) => p.id)).toEqual(['2026-12.1', '2026-12.2']);
  expect(open.days).toEqual(daysOf({ from: '2026-12-21', to: '2026-12-25' }));
  let worst = 0;
  for (const from of daysOf({ from: '2024-01-01', to: '2024-12-31' })) {
    const start = Date.parse(`${from}T00:00:00Z`);
    const to = new Date(start + 730 * 86_400_000).toISOString().slice(0, 10);
    const plan = readPlan({ from, to }, to < '2026-12-07' ? '2026-12-07' : to);
    worst = Math.max(worst, plan.periods.length + plan.days.length);
    expect(
      plan.periods
        .flatMap((p) => daysOf(p))
        .concat(plan.days)
        .sort(),
    ).toEqual(daysOf({ from, to }));
  }
  expect(worst).toBeLessThanOrEqual(60);
});
