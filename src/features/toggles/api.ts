// The feature toggles as every page reads them (live). Staff's writes are in ./admin-api.ts, which
// the back office loads: the public site's first script carries only this query.
import { api } from '@/lib/data/api';
import { listenParsed } from '@/lib/data/live-parser';
import { streamed } from '@/lib/data/stream';
import { togglesParser } from './parsers';
import type { ToggleMap } from './schema';
import { COLLECTIONS } from '@/domain/collections';

export type { FeatureToggle, ToggleMap } from './schema';

export type { ToggleArg } from './toasts';

export const togglesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getToggles: build.query<ToggleMap, void>({
      // Parsed where the listener runs (./parsers.ts), after the page is interactive.
      ...streamed<ToggleMap, void>(COLLECTIONS.featureToggles, (backend, _arg, next, error) =>
        listenParsed(
          backend,
          { type: 'query', path: COLLECTIONS.featureToggles, spec: {} },
          togglesParser,
          next,
          error,
        ),
      ),
      providesTags: ['Toggle'],
    }),
  }),
});

export const { useGetTogglesQuery } = togglesApi;
