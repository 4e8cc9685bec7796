import { useCallback } from 'react';
import { toggleWriteKey, useGetTogglesQuery, useToggleFeatureMutation } from './api';

export type FeatureState = 'loading' | 'enabled' | 'disabled';

/** A feature's state: 'loading' until the toggles have loaded; then a missing toggle counts as
 *  enabled (spec section 4). If the toggles cannot be loaded at all, features fail open
 *  ('enabled'): a backend outage must not hide public content. */
export function useFeatureState(name: string): FeatureState {
  const { data, isError } = useGetTogglesQuery();
  if (data) return (data[name]?.enabled ?? true) ? 'enabled' : 'disabled';
  return isError ? 'enabled' : 'loading';
}

/** Whether a feature is on, counting it as on while the toggles load (links may show early). */
export function useFeatureEnabled(name: string): boolean {
  return useFeatureState(name) !== 'disabled';
}

/** Turns one feature on or off. `isLoading` while its write is in flight (its switch is disabled
 *  meanwhile): RTK Query tracks the write under the toggle's own key, so writes to different
 *  toggles, from one component or several, never hide each other's progress. */
export function useToggleFeature(name: string) {
  const [trigger, { isLoading, isError }] = useToggleFeatureMutation({ fixedCacheKey: toggleWriteKey(name) });
  const toggle = useCallback((enabled: boolean) => trigger({ name, enabled }), [trigger, name]);
  return [toggle, { isLoading, isError }] as const;
}
