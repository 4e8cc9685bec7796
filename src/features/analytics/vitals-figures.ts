// Real visitors' Web Vitals on the Analytics page: the day documents' histograms (per metric,
// device class and route: bucket index -> samples) summed over a range, and each cell's p75
// (interpolated within its bucket), its sample count and, from MIN_SAMPLES samples on, its rating.
// Pure (no Firebase, no MUI); ./traffic.ts hands each day document's `vitals` here.
import { BUCKETS, DEVICES, p75, rate, VITALS, type Device, type Rating, type Vital } from '@/domain/analytics/protocol';
import type { VitalsDoc } from '@/domain/analytics/day-doc';

/** Below this many samples a cell's p75 is shown with its count and rated by no colour: a few
 *  visits say little about the 75th percentile. */
export const MIN_SAMPLES = 30;

export interface VitalCell {
  /** ms (CLS in thousandths), rounded. */
  p75: number;
  samples: number;
  /** null below MIN_SAMPLES. */
  rating: Rating | null;
}
export interface VitalRow {
  route: string;
  device: Device;
  /** The most samples of any metric in the row. */
  samples: number;
  values: Partial<Record<Vital, VitalCell>>;
}

/** Summed histograms: `${route}|${device}|${metric}` -> counts per bucket index. */
export type VitalsHistograms = Map<string, number[]>;

/** Adds one day document's histograms into `hist`. */
export function addVitals(hist: VitalsHistograms, vitals: VitalsDoc | undefined): void {
  for (const metric of VITALS)
    for (const [device, byRoute] of Object.entries(vitals?.[metric] ?? {}))
      for (const [route, buckets] of Object.entries(byRoute)) {
        const key = `${route}|${device}|${metric}`;
        const counts = hist.get(key) ?? Array<number>(BUCKETS[metric].length + 1).fill(0);
        for (const [b, n] of Object.entries(buckets)) counts[Number(b)] = (counts[Number(b)] ?? 0) + n;
        hist.set(key, counts);
      }
}

/** One row per route and device class, most sampled first. */
export function vitalRows(hist: VitalsHistograms): VitalRow[] {
  const vitals = new Map<string, VitalRow>();
  for (const [key, counts] of hist) {
    const [route, device, metric] = key.split('|') as [string, Device, Vital];
    const id = `${route}|${device}`;
    const row = vitals.get(id) ?? { route, device, samples: 0, values: {} };
    const value = p75(metric, counts);
    const samples = counts.reduce((a, b) => a + b, 0);
    if (value !== null)
      row.values[metric] = {
        p75: Math.round(value),
        samples,
        rating: samples >= MIN_SAMPLES ? rate(metric, value) : null,
      };
    row.samples = Math.max(row.samples, samples);
    vitals.set(id, row);
  }
  return [...vitals.values()].sort(
    (a, b) =>
      b.samples - a.samples || a.route.localeCompare(b.route) || DEVICES.indexOf(a.device) - DEVICES.indexOf(b.device),
  );
}
