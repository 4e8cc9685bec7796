import { liveQuery, useLiveQuery } from '@/lib/live-query';
import type { SocialLink } from './schema';

/** The public footer's links, live (src/lib/live-query.ts: the API loads after the first paint). */
export const socialLinksQuery = liveQuery<SocialLink[]>('getSocialLinks', () =>
  import('./api').then((m) => m.socialApi.endpoints.getSocialLinks),
);

/** The enabled social links, live; [] while loading or when the listener fails (the footer then
 *  shows no social icons rather than stale or invented ones). */
export function useSocialLinks(): SocialLink[] {
  return useLiveQuery(socialLinksQuery, undefined).data ?? NONE;
}
const NONE: SocialLink[] = [];
