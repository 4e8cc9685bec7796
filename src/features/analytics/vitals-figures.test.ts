import { addVitals, MIN_SAMPLES, vitalRows, type VitalsHistograms } from './vitals-figures';

test('a cell below the minimum sample keeps its p75 and count but no rating; from 30 samples on it is rated', () => {
  const hist: VitalsHistograms = new Map();
  // Day 1: 3 LCP samples on /pricing (mobile), 20 on / (desktop).
  addVitals(hist, { LCP: { mobile: { '/pricing': { '11': 3 } }, desktop: { '/': { '2': 20 } } } });
  // Day 2: 10 more on / (desktop): 30 in all.
  addVitals(hist, { LCP: { desktop: { '/': { '2': 10 } } }, INP: { desktop: { '/': { '3': 2 } } } });
  const rows = vitalRows(hist);
  expect(MIN_SAMPLES).toBe(30);
  expect(rows).toEqual([
    {
      route: '/',
      device: 'desktop',
      samples: 30,
      values: {
        LCP: { p75: 1375, samples: 30, rating: 'good' },
        INP: { p75: 188, samples: 2, rating: null },
      },
    },
    // 3 samples in 8-10 s: a p75 of 9.5 s, not rated (it would be "poor").
    { route: '/pricing', device: 'mobile', samples: 3, values: { LCP: { p75: 9500, samples: 3, rating: null } } },
  ]);
});
