// Staff's writes to the feature toggles (Settings, and the back office's start): injected into the
// app's API when the back office loads them, never on the public site.
import { useCallback } from 'react';
import { FEATURE_TOGGLE_NAMES } from '@/config/constants';
import { api } from '@/lib/data/api';
import { isAppError } from '@/lib/data/backend-types';
import { call } from '@/lib/data/stream';
import { COLLECTIONS } from '@/domain/collections';
import { registerToasts } from '@/lib/util/toasts';
import { toggleToasts, type ToggleArg } from './toasts';

registerToasts(toggleToasts);

export const togglesAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Update feature_toggles/{name}; if the document is not found, create it (spec section 7). */
    toggleFeature: build.mutation<null, ToggleArg>({
      queryFn: ({ name, enabled }, { extra }) =>
        call(extra, async (backend) => {
          const path = `${COLLECTIONS.featureToggles}/${name}`;
          const data = { name, enabled };
          try {
            await backend.update(path, data, { serverTimestamps: ['updatedAt'] });
          } catch (error) {
            if (!isAppError(error) || error.code !== 'not-found') throw error;
            await backend.set(path, data, { serverTimestamps: ['updatedAt'] });
          }
          return null;
        }),
    }),
    /** Creates the toggle documents that are missing (enabled), never touching existing ones.
     *  (Deliberately not the spec's "write all 8 with enabled true on start", which would re-enable
     *  every toggle an admin turned off.) Run by staff only; visitors never write toggles. */
    ensureToggles: build.mutation<string[], void>({
      queryFn: (_arg, { extra }) =>
        call(extra, async (backend) => {
          const existing = new Set((await backend.getQuery(COLLECTIONS.featureToggles)).map((d) => d.id));
          const missing = FEATURE_TOGGLE_NAMES.filter((name) => !existing.has(name));
          await Promise.all(
            missing.map((name) =>
              backend.set(
                `${COLLECTIONS.featureToggles}/${name}`,
                { name, enabled: true },
                { serverTimestamps: ['updatedAt'] },
              ),
            ),
          );
          return missing;
        }),
    }),
  }),
});

export const { useToggleFeatureMutation, useEnsureTogglesMutation } = togglesAdminApi;

/** The cache key of one toggle's write: RTK Query keeps that write's state (pending while in
 *  flight) under it, shared by every switch for the toggle and untouched by writes to others. */
export const toggleWriteKey = (name: string) => `toggleFeature:${name}`;
/** The state of the latest write to a toggle made under its key (see useToggleFeature). */
export const selectToggleWrite = (name: string) =>
  togglesAdminApi.endpoints.toggleFeature.select({ fixedCacheKey: toggleWriteKey(name), requestId: undefined });

/** Turns one feature on or off. `isLoading` while its write is in flight (its switch is disabled
 *  meanwhile): RTK Query tracks the write under the toggle's own key, so writes to different
 *  toggles, from one component or several, never hide each other's progress. */
export function useToggleFeature(name: string) {
  const [trigger, { isLoading, isError }] = togglesAdminApi.useToggleFeatureMutation({
    fixedCacheKey: toggleWriteKey(name),
  });
  const toggle = useCallback((enabled: boolean) => trigger({ name, enabled }), [trigger, name]);
  return [toggle, { isLoading, isError }] as const;
}
