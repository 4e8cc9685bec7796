// Admins' save of the branding (Settings): injected into the app's API when the back office loads
// it, never on the public site.
import { api } from '@/lib/data/api';
import { call } from '@/lib/data/stream';
import type { ToastTable } from '@/lib/util';
import type { Branding } from './schema';
import { COLLECTIONS } from '@/domain/collections';

export const brandingAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useSaveBrandingMutation } = brandingAdminApi;

export const brandingToasts: ToastTable = {
  saveBranding: { success: 'Branding saved', error: 'Failed to save branding' },
};
