// The branding document's schema and its parser: loaded by the branding listener once it opens
// (after the page is interactive), never by the first paint.
import type { PlainDoc } from '@/lib/data/backend-types';
import { z } from '@/lib/schema/zod';
import { storedLinkOrNull } from '@/lib/schema/links';

export const brandingSchema = z.object({
  logoUrl: storedLinkOrNull(),
  faviconUrl: storedLinkOrNull(),
});
export type Branding = z.infer<typeof brandingSchema>;

/** settings/branding -> Branding: a missing or malformed URL counts as none (the default). */
export const parseBranding = (doc: PlainDoc): Branding =>
  brandingSchema.parse({ logoUrl: doc.logoUrl ?? null, faviconUrl: doc.faviconUrl ?? null });
