// The feature toggles as every page reads them (live). Staff's writes are in ./admin-api.ts, which
// the back office loads: the public site's first script carries only this query.
import { api } from '@/lib/data/api';
import { streamed } from '@/lib/data/stream';
import type { ToggleMap } from './schema';
import { COLLECTIONS } from '@/lib/data/collections';

export type { FeatureToggle, ToggleMap } from './schema';

export type { ToggleArg } from './toasts';

export const togglesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getToggles: build.query<ToggleMap, void>({
      // The parser (and zod) loads with the listener, after the page is interactive.
      ...streamed<ToggleMap, void>(COLLECTIONS.featureToggles, async (backend, _arg, next, error) => {
        const { parseToggles } = await import('./schema');
        return backend.listenQuery(COLLECTIONS.featureToggles, {}, (docs) => next(parseToggles(docs)), error);
      }),
      providesTags: ['Toggle'],
    }),
  }),
});

export const { useGetTogglesQuery } = togglesApi;
