import { liveQuery } from '@/lib/live-query';
import type { ToggleMap } from './schema';

/** Every feature toggle, live (src/lib/live-query.ts: the API loads after the first paint). */
export const togglesQuery = liveQuery<ToggleMap>('getToggles', () =>
  import('./api').then((m) => m.togglesApi.endpoints.getToggles),
);
