import { useGetSocialLinksQuery } from './api';
import type { SocialLink } from './schema';

/** The enabled social links, live; [] while loading or when the listener fails (the footer then
 *  shows no social icons rather than stale or invented ones). */
export function useSocialLinks(): SocialLink[] {
  return useGetSocialLinksQuery().data ?? NONE;
}
const NONE: SocialLink[] = [];
