import { useGetTogglesQuery } from './api';

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
