import type { Branding } from './schema';

export type { Branding } from './schema';
export const DEFAULT_BRANDING: Branding = { logoUrl: null, faviconUrl: null };

/** Loading until the first branding snapshot; an error also ends loading (spec section 8). Read
 *  from the getBranding query's own state: no slice repeats it. */
export type BrandingStatus = 'loading' | 'ready' | 'error';
export function brandingStatusOf(query: { isError: boolean; data?: Branding | undefined }): BrandingStatus {
  if (query.isError) return 'error';
  return query.data ? 'ready' : 'loading';
}
