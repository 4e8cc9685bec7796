import { api } from '@/lib/data/api';
import { call, streamed } from '@/lib/data/stream';
import type { ToastTable } from '@/lib/util';
import { brandingStatusOf, DEFAULT_BRANDING, type BrandingStatus } from './queries';
import type { Branding } from './schema';
import { COLLECTIONS } from '@/lib/data/collections';

export type { Branding } from './schema';
export { brandingStatusOf, DEFAULT_BRANDING, type BrandingStatus } from './queries';

export const brandingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBranding: build.query<Branding, void>({
      // The parser (and zod) loads with the listener, after the page is interactive.
      ...streamed<Branding, void>(`${COLLECTIONS.settings}/branding`, async (backend, _arg, next, error) => {
        const { parseBranding } = await import('./schema');
        return backend.listenDoc(
          `${COLLECTIONS.settings}/branding`,
          (doc) => next(doc ? parseBranding(doc) : DEFAULT_BRANDING),
          error,
        );
      }),
      providesTags: ['Branding'],
    }),
    /** Admins set the logo and favicon (a URL, or null for the default). */
    saveBranding: build.mutation<null, Branding>({
      queryFn: (branding, { extra }) =>
        call(extra, async (b) => {
          await b.set(`${COLLECTIONS.settings}/branding`, { ...branding }, { serverTimestamps: ['updatedAt'] });
          return null;
        }),
    }),
  }),
});

export const { useGetBrandingQuery, useSaveBrandingMutation } = brandingApi;

export const brandingToasts: ToastTable = {
  saveBranding: { success: 'Branding saved', error: 'Failed to save branding' },
};

const selectBrandingQuery = brandingApi.endpoints.getBranding.select();
export const selectBrandingStatus = (state: Parameters<typeof selectBrandingQuery>[0]): BrandingStatus =>
  brandingStatusOf(selectBrandingQuery(state));
