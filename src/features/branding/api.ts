// The site's branding (logo, favicon) as every page reads it (live). Admins' save is in
// ./admin-api.ts, which the back office loads.
import { api } from '@/lib/data/api';
import { listenParsed } from '@/lib/data/live-parser';
import { streamed } from '@/lib/data/stream';
import { brandingParser } from './parsers';
import { brandingStatusOf, type BrandingStatus } from './queries';
import type { Branding } from './schema';
import { COLLECTIONS } from '@/domain/collections';

export type { Branding } from './schema';
export { brandingStatusOf, DEFAULT_BRANDING, type BrandingStatus } from './queries';

export const brandingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBranding: build.query<Branding, void>({
      // Parsed where the listener runs (./parsers.ts), after the page is interactive.
      ...streamed<Branding, void>(`${COLLECTIONS.settings}/branding`, (backend, _arg, next, error) =>
        listenParsed(backend, { type: 'doc', path: `${COLLECTIONS.settings}/branding` }, brandingParser, next, error),
      ),
      providesTags: ['Branding'],
    }),
  }),
});

export const { useGetBrandingQuery } = brandingApi;

const selectBrandingQuery = brandingApi.endpoints.getBranding.select();
export const selectBrandingStatus = (state: Parameters<typeof selectBrandingQuery>[0]): BrandingStatus =>
  brandingStatusOf(selectBrandingQuery(state));
