import { funnel } from './funnel';

const leads = (spec: Record<string, number>) =>
  Object.entries(spec).flatMap(([analytics, n]) =>
    Array.from({ length: n }, () => (analytics === 'none' ? {} : { analytics: analytics as 'counted' })),
  );

test('the funnel counts visitors, and only counted visitors’ leads; the others are beside it', () => {
  const f = funnel(200, 10, leads({ counted: 4, 'opted-out': 3, staff: 5, bot: 1, none: 2 }), 'Visitor-days');
  expect(f.steps).toEqual([
    { step: 'Visitor-days', count: 200, rate: null, capped: false },
    { step: 'Opened the demo request', count: 10, rate: 5, capped: false },
    { step: 'Sent a demo request', count: 4, rate: 40, capped: false },
  ]);
  expect(f.beside).toEqual([
    { reason: 'opted-out', count: 3 },
    { reason: 'staff', count: 5 },
    { reason: 'bot', count: 1 },
    { reason: 'not-recorded', count: 2 },
  ]);
});

test('with GPC and staff leads beside it, no rate passes 100 %; a step above the one before says it is capped', () => {
  // Before: 1 visitor opened the demo, 2 leads sent counted with 4 GPC and staff leads: 600 %.
  const f = funnel(3, 1, leads({ counted: 2, 'opted-out': 2, staff: 2 }));
  expect(f.steps.map((s) => s.rate)).toEqual([null, 33.3, 100]);
  expect(f.steps[2]!.capped).toBe(true);
  for (const s of funnel(0, 0, leads({ counted: 1 })).steps) expect(s.rate ?? 0).toBeLessThanOrEqual(100);
  // A step above an empty one is capped at 100 %, as its text says (it read 0 %).
  expect(funnel(3, 0, leads({ counted: 1 })).steps.map((s) => [s.rate, s.capped])).toEqual([
    [null, false],
    [0, false],
    [100, true],
  ]);
});
