import { useGetTogglesQuery } from './api';

/** Whether a feature is on. A missing toggle counts as enabled (spec section 4). */
export function useFeatureEnabled(name: string): boolean {
  const { data } = useGetTogglesQuery();
  return data?.[name]?.enabled ?? true;
}
