import { liveQuery } from '@/lib/live-query';
import type { Branding } from './schema';

export type { Branding } from './schema';
export const DEFAULT_BRANDING: Branding = { logoUrl: null, faviconUrl: null };

/** The site's branding, live (src/lib/live-query.ts: the API loads after the first paint). */
export const brandingQuery = liveQuery<Branding>('getBranding', () =>
  import('./api').then((m) => m.brandingApi.endpoints.getBranding),
);

/** Loading until the first branding snapshot; an error also ends loading (spec section 8). Read
 *  from the getBranding query's own state: no slice repeats it. */
export type BrandingStatus = 'loading' | 'ready' | 'error';
export function brandingStatusOf(query: { isError: boolean; data?: Branding | undefined }): BrandingStatus {
  if (query.isError) return 'error';
  return query.data ? 'ready' : 'loading';
}
