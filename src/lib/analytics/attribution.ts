// The attribution a lead carries (demo_requests/{id}.attribution): how the visit that sent it began
// (first touch), the latest entry of that visit (last touch) and the page the request was sent
// from. One zod schema for the dialog, the no-JavaScript form endpoint and the functions; mirrored
// as limits by firestore.rules (validAttribution). Not the lead's `source`, which stays the label
// of the button pressed ("Get a Demo").
import { z } from '@/lib/schema/zod';
import { LIMITS } from './protocol';
import { CLICK_IDS, cleanPath, cleanText, touchFrom, UTM_KEYS, type Touch } from './touch';

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const sitePath = () => z.string().check(z.minLength(1), z.maxLength(LIMITS.path), z.startsWith('/'));
/** An object of optional texts of at most `max` characters, with no other key: the keys a touch
 *  captures (./touch.ts), so the schema and the capture cannot disagree. */
const someOf = <K extends string>(keys: readonly K[], max: number) =>
  z.strictObject(
    Object.fromEntries(keys.map((k) => [k, z.optional(text(max))])) as Record<K, z.ZodMiniOptional<z.ZodMiniString>>,
  );

export const touchSchema = z.strictObject({
  landingPage: sitePath(),
  referrerHost: z.optional(text(LIMITS.host)),
  utm: z.optional(someOf(UTM_KEYS, LIMITS.utm)),
  clickIds: z.optional(someOf(CLICK_IDS, LIMITS.clickId)),
  at: z.optional(z.string().check(z.maxLength(40))),
});

export const attributionSchema = z.strictObject({
  firstTouch: touchSchema,
  lastTouch: touchSchema,
  /** The page the demo request was sent from. */
  page: sitePath(),
});
export type Attribution = z.infer<typeof attributionSchema>;

/** A stored or submitted attribution, or null when it is not one (never throws). */
export function parseAttribution(value: unknown): Attribution | null {
  const parsed = attributionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * For a server endpoint (the no-JavaScript demo form): the attribution from the form's hidden
 * `attribution` field (JSON the app filled in, when JavaScript ran) if it is valid, else what the
 * request's Referer says (the page that held the form, with its query), as both touches.
 */
export function attributionFromRequest(hiddenField: unknown, referer: string | undefined): Attribution | null {
  if (typeof hiddenField === 'string' && hiddenField.length <= 4096) {
    try {
      const fromField = parseAttribution(JSON.parse(hiddenField));
      if (fromField) return fromField;
    } catch {
      // not JSON: fall back to the Referer
    }
  }
  const touch = referer ? touchFrom(referer, null) : null;
  return touch ? { firstTouch: touch, lastTouch: touch, page: touch.landingPage } : null;
}

/** Attribution rows for people (panel, email, webhook, CSV): label -> value, empty ones left out. */
export function attributionRows(a: Attribution | null | undefined): [string, string][] {
  if (!a) return [];
  const rows: [string, string][] = [];
  const touch = (label: string, t: Touch) => {
    rows.push([`${label}: landing page`, t.landingPage]);
    if (t.referrerHost) rows.push([`${label}: referrer`, t.referrerHost]);
    for (const [k, v] of Object.entries(t.utm ?? {})) rows.push([`${label}: utm_${k}`, v]);
    for (const [k, v] of Object.entries(t.clickIds ?? {})) rows.push([`${label}: ${k}`, v]);
  };
  touch('First touch', a.firstTouch);
  touch('Last touch', a.lastTouch);
  rows.push(['Requested on page', a.page]);
  return rows.map(([k, v]) => [k, cleanText(v, 250)]);
}

export { cleanPath, touchFrom };
