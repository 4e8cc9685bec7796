// What a demo request records about the visit that sent it, besides its attribution
// (./attribution.ts): whether the visitor was counted by the site's analytics (and why not), the
// pages seen in that tab before it, and the Web Vitals ratings that tab measured (./session.ts
// keeps both, in the tab only). One zod schema for the dialog, the back office and the no-JavaScript
// form endpoint; firestore.rules (validDemoRequest) mirrors it.
import { z } from '@/lib/schema/zod';
import { LIMITS, PAGES_SEEN, VITALS, type Rating } from './protocol';

/** Whether the lead's visitor is in the traffic figures: `counted`, or left out because they
 *  asked not to be tracked (GPC / Do Not Track), are staff (this browser signed in to the back
 *  office) or are a bot (the no-JavaScript form, from its request's headers). The funnel counts
 *  only `counted` leads; the others are shown beside it. */
export const LEAD_ANALYTICS = ['counted', 'opted-out', 'staff', 'bot'] as const;
export type LeadAnalytics = (typeof LEAD_ANALYTICS)[number];

export const RATINGS = ['good', 'needs-improvement', 'poor'] as const satisfies readonly Rating[];

/** A path as the tab saw it: cleaned (./touch.ts cleanPath: no query, hash or control character). */
const seenPath = z.string().check(z.minLength(1), z.maxLength(LIMITS.path), z.regex(/^\/[^\n]*$/));

export const leadVisitSchema = z.strictObject({
  analytics: z.optional(z.enum(LEAD_ANALYTICS)),
  /** Oldest first, the last PAGES_SEEN at most. */
  pagesSeen: z.optional(z.array(seenPath).check(z.minLength(1), z.maxLength(PAGES_SEEN))),
  /** The worst rating per metric the tab measured. */
  vitalsRatings: z.optional(
    z.strictObject(
      Object.fromEntries(VITALS.map((m) => [m, z.optional(z.enum(RATINGS))])) as Record<
        (typeof VITALS)[number],
        z.ZodMiniOptional<z.ZodMiniEnum<{ [K in (typeof RATINGS)[number]]: K }>>
      >,
    ),
  ),
});
export type LeadVisit = z.infer<typeof leadVisitSchema>;

/** The visit fields of a stored or submitted lead, each dropped when it is not valid. */
export function parseLeadVisit(value: unknown): LeadVisit {
  const out: LeadVisit = {};
  if (typeof value !== 'object' || value === null) return out;
  const v = value as Record<string, unknown>;
  for (const key of ['analytics', 'pagesSeen', 'vitalsRatings'] as const) {
    const parsed = leadVisitSchema.safeParse({ [key]: v[key] });
    if (parsed.success && parsed.data[key] !== undefined) Object.assign(out, { [key]: parsed.data[key] });
  }
  return out;
}

/** In words, for the lead's panel. */
export const ANALYTICS_TEXT: Record<LeadAnalytics, string> = {
  counted: 'Counted in the traffic figures',
  'opted-out': 'Not counted: asked not to be tracked (GPC / Do Not Track)',
  staff: 'Not counted: a staff browser',
  bot: 'Not counted: a bot',
};
