// The attribution a lead carries (demo_requests/{id}.attribution): how the visit that sent it began
// (first touch), the latest entry of that visit (last touch) and the page the request was sent
// from. One zod schema for the dialog, the no-JavaScript form endpoint and the functions; mirrored
// as limits by firestore.rules (validAttribution). Not the lead's `source`, which stays the label
// of the button pressed ("Get a Demo"). Every value is cleaned text (src/lib/util/clean-text.ts):
// the schema refuses a control or bidi character, so a path that skips the cleaning fails.
import { z } from '@/lib/schema/zod';
import { cleanText, hasUnsafeChars } from '@/lib/util/clean-text';
import { LIMITS } from './protocol';
import { CLICK_IDS, cleanPath, touchFrom, UTM_KEYS, type Touch } from './touch';

const clean = () => z.refine<string>((v) => !hasUnsafeChars(v), 'Control or bidirectional characters');
const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max), clean());
const sitePath = () => z.string().check(z.minLength(1), z.maxLength(LIMITS.path), z.startsWith('/'), clean());
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
  at: z.optional(z.string().check(z.maxLength(40), clean())),
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

/** The strings of an object of optional texts, cleaned and bounded; empty ones left out. */
function cleanTexts(value: unknown, max: number): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const kept = Object.entries(value).flatMap(([k, v]) => {
    const t = typeof v === 'string' ? cleanText(v, max) : v;
    return t === '' ? [] : [[k, t]];
  });
  return kept.length ? Object.fromEntries(kept) : undefined;
}

/** A touch as a visitor sent it (untrusted JSON), every text cleaned and bounded as stored. */
function cleanTouch(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const t = value as Record<string, unknown>;
  const out: Record<string, unknown> = { ...t, landingPage: cleanText(t.landingPage, LIMITS.path) };
  for (const [key, max] of [
    ['referrerHost', LIMITS.host],
    ['at', 40],
  ] as const)
    if (key in t) out[key] = cleanText(t[key], max) || undefined;
  if ('utm' in t) out.utm = cleanTexts(t.utm, LIMITS.utm);
  if ('clickIds' in t) out.clickIds = cleanTexts(t.clickIds, LIMITS.clickId);
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

/** A submitted attribution (untrusted JSON) with every text cleaned (src/lib/util/clean-text.ts),
 *  or null when it is not one. */
export function cleanAttribution(value: unknown): Attribution | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const a = value as Record<string, unknown>;
  return parseAttribution({
    ...a,
    firstTouch: cleanTouch(a.firstTouch),
    lastTouch: cleanTouch(a.lastTouch),
    page: cleanText(a.page, LIMITS.path),
  });
}

/**
 * For a server endpoint (the no-JavaScript demo form): the attribution from the form's hidden
 * `attribution` field (JSON the app filled in, when JavaScript ran), cleaned, if it is valid, else
 * what the request's Referer says (the page that held the form, with its query), as both touches.
 */
export function attributionFromRequest(hiddenField: unknown, referer: string | undefined): Attribution | null {
  if (typeof hiddenField === 'string' && hiddenField.length <= 4096) {
    try {
      const fromField = cleanAttribution(JSON.parse(hiddenField));
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
