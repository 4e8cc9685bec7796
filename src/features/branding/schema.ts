// The branding document's schema and its parser: loaded by the branding listener once it opens
// (after the page is interactive), never by the first paint.
import type { PlainDoc } from '@/lib/data';
import { z } from '@/lib/schema/zod';

export const brandingSchema = z.object({
  logoUrl: z.catch(z.nullable(z.string()), null),
  faviconUrl: z.catch(z.nullable(z.string()), null),
});
export type Branding = z.infer<typeof brandingSchema>;

/** settings/branding -> Branding: a missing or malformed URL counts as none (the default). */
export const parseBranding = (doc: PlainDoc): Branding =>
  brandingSchema.parse({ logoUrl: doc.logoUrl ?? null, faviconUrl: doc.faviconUrl ?? null });
