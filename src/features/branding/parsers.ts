// How the branding document's live snapshots are parsed, by name (src/lib/data/live-parser.ts):
// where the listener runs, so in the live-data worker for a visitor. No document: the defaults.
import { liveParser } from '@/lib/data/live-parser';
import type { PlainDoc } from '@/lib/data/backend-types';
import { DEFAULT_BRANDING } from './queries';
import type { Branding } from './schema';

export const brandingParser = liveParser<PlainDoc | null, Branding>('branding', () =>
  import('./schema').then(
    ({ parseBranding }) =>
      (doc) =>
        doc ? parseBranding(doc) : DEFAULT_BRANDING,
  ),
);
