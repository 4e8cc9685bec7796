// The toggle document's schema and its parser: loaded by the toggles listener once it opens (after
// the page is interactive), never by the first paint.
import { parseDocs } from '@/lib/data/docs';
import type { PlainDoc } from '@/lib/data';
import { z } from '@/lib/schema/zod';
import { COLLECTIONS } from '@/domain/collections';

export const toggleSchema = z.object({
  id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  updatedAt: z.optional(z.nullable(z.string())),
});
export type FeatureToggle = z.infer<typeof toggleSchema>;
/** Toggles by name. A name missing here counts as enabled. */
export type ToggleMap = Record<string, FeatureToggle>;

/** feature_toggles documents -> toggles by id (a malformed one is skipped and reported). */
export const parseToggles = (docs: PlainDoc[]): ToggleMap =>
  Object.fromEntries(parseDocs(toggleSchema, docs, COLLECTIONS.featureToggles).map((t) => [t.id, t]));
