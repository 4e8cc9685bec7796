import { countedLeadsBy, deals, firstArticle, type LeadFacts } from './lead-figures';

const lead = (over: Partial<LeadFacts> & { first?: string; last?: string; landing?: string }): LeadFacts => ({
  status: 'new',
  analytics: 'counted',
  attribution: {
    firstTouch: {
      landingPage: over.landing ?? '/',
      ...(over.first ? { utm: { source: over.first, campaign: `${over.first}-c` } } : {}),
    },
    lastTouch: { landingPage: '/pricing', ...(over.last ? { referrerHost: over.last } : {}) },
    page: '/pricing',
  },
  ...over,
});

test('lead to deal: qualified (qualified or won) and won by source, campaign, landing page and first article, under either model', () => {
  const leads = [
    lead({
      first: 'linkedin',
      last: 'google.com',
      status: 'won',
      pagesSeen: ['/', '/case-studies/tower', '/blog/steel'],
    }),
    lead({ first: 'linkedin', status: 'qualified', landing: '/blog/steel', pagesSeen: ['/blog/steel', '/pricing'] }),
    lead({ first: 'newsletter', status: 'lost', pagesSeen: ['/', '/pricing'] }),
    lead({ status: 'new', attribution: null, pagesSeen: null }),
  ];
  const first = deals(leads, 'first');
  expect(first.totals).toEqual({ leads: 4, qualified: 2, won: 1 });
  expect(first.sources[0]).toEqual({ key: 'linkedin', leads: 2, qualified: 2, won: 1 });
  expect(first.campaigns[0]).toEqual({ key: 'linkedin-c', leads: 2, qualified: 2, won: 1 });
  expect(first.landingPages.map((r) => [r.key, r.qualified])).toEqual([
    ['/', 1],
    ['/blog/steel', 1],
    ['(not recorded)', 0],
  ]);
  expect(first.firstArticles.map((r) => [r.key, r.won])).toEqual([
    ['/case-studies/tower', 1],
    ['/blog/steel', 0],
    ['(none read)', 0],
    ['(not recorded)', 0],
  ]);
  const last = deals(leads, 'last');
  expect(last.sources[0]).toEqual({ key: 'google.com', leads: 1, qualified: 1, won: 1 });
  expect(last.landingPages[0]!.key).toBe('/pricing');
});

test('the first article falls back to a blog landing page when no pages were recorded', () => {
  expect(firstArticle(lead({ landing: '/blog/launch' }))).toBe('/blog/launch');
  expect(firstArticle(lead({ pagesSeen: ['/blog'] }))).toBe('(none read)');
});

test('the sources’ demo sent: counted visitors’ leads only, by the model’s touch', () => {
  const leads = [
    lead({ first: 'linkedin', last: 'google.com' }),
    lead({ first: 'linkedin', analytics: 'staff' }),
    lead({ first: 'linkedin', analytics: 'opted-out' }),
  ];
  expect([...countedLeadsBy(leads, 'first', 'source')]).toEqual([['linkedin', 1]]);
  expect([...countedLeadsBy(leads, 'last', 'source')]).toEqual([['google.com', 1]]);
  expect([...countedLeadsBy(leads, 'first', 'campaign')]).toEqual([['linkedin-c', 1]]);
  expect([...countedLeadsBy(leads, 'last', 'page')]).toEqual([['/pricing', 1]]);
});
