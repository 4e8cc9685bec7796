// How the toggles' live snapshots are parsed, by name (src/lib/data/live-parser.ts): where the
// listener runs, so in the live-data worker for a visitor.
import { liveParser } from '@/lib/data/live-parser';
import type { PlainDoc } from '@/lib/data/backend-types';
import type { ToggleMap } from './schema';

export const togglesParser = liveParser<PlainDoc[], ToggleMap>('toggles', () =>
  import('./schema').then((m) => m.parseToggles),
);
