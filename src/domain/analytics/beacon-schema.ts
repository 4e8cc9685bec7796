// The beacon as the collect function accepts it: strict (no other keys), every string bounded,
// numbers finite and in range. The wire format is src/domain/analytics/protocol.ts; the browser's sender src/lib/analytics/beacon.ts.
import { LIMITS, VITALS, type Beacon } from '@/domain/analytics/protocol';
import { z } from '@/lib/schema/zod';

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
// A referrer: a host name (letters, digits, dots and hyphens; IDNs arrive in punycode from URL
// parsing), or an Android app's referrer, android-app://<package>.
const referrer = z
  .string()
  .check(z.minLength(1), z.maxLength(LIMITS.host), z.regex(/^(?:[a-z0-9.-]+|android-app:\/\/[a-zA-Z0-9._]+\/?)$/));
const sourceFields = {
  r: z.optional(referrer),
  us: z.optional(text(LIMITS.utm)),
  um: z.optional(text(LIMITS.utm)),
  uc: z.optional(text(LIMITS.utm)),
};
/** Longest plausible value per metric (ms; CLS unitless): beyond it a sample is refused. */
const MAX_VALUE = { LCP: 120_000, INP: 60_000, CLS: 50, FCP: 120_000, TTFB: 120_000 } as const;
const metric = (max: number) => z.optional(z.number().check(z.gte(0), z.lte(max)));
const metrics = z.strictObject({
  LCP: metric(MAX_VALUE.LCP),
  INP: metric(MAX_VALUE.INP),
  CLS: metric(MAX_VALUE.CLS),
  FCP: metric(MAX_VALUE.FCP),
  TTFB: metric(MAX_VALUE.TTFB),
});

export const beaconSchema = z.strictObject({
  e: z.enum(['pv', 'demo', 'vitals']),
  p: z.string().check(z.minLength(1), z.maxLength(LIMITS.path), z.startsWith('/')),
  ...sourceFields,
  f: z.optional(z.strictObject(sourceFields)),
  v: z.optional(metrics),
  pv: z.optional(metrics),
});

/** The beacon in `raw` (the request body), or why it is refused. */
export function parseBeacon(raw: string): { ok: true; beacon: Beacon } | { ok: false; error: string } {
  if (raw.length > LIMITS.body) return { ok: false, error: 'too large' };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, error: 'not JSON' };
  }
  const parsed = beaconSchema.safeParse(json);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'invalid' };
  const beacon = parsed.data as Beacon;
  if (beacon.e === 'vitals') {
    if (!VITALS.some((m) => beacon.v?.[m] !== undefined)) return { ok: false, error: 'no vitals' };
    if (VITALS.some((m) => beacon.pv?.[m] !== undefined && beacon.v?.[m] === undefined))
      return { ok: false, error: 'pv names a metric v does not' };
    if (beacon.f) return { ok: false, error: 'first touch on a vitals beacon' };
  } else if (beacon.v || beacon.pv) return { ok: false, error: 'vitals on a page view' };
  return { ok: true, beacon };
}
