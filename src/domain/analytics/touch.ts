// How a visit began, read from a URL and a referrer: the landing page, the referrer's host (another
// site's only), the allowlisted UTM parameters and the click IDs. Every value is untrusted text,
// shown to staff and sent in notifications: cleaned and bounded by the one cleaning function
// (src/lib/util/clean-text.ts), re-exported here for this module's callers.
// No zod here (the browser's beacon imports it); the schema that checks a stored touch is in
// ./attribution.ts. Used by the beacon, the demo dialog and the no-JavaScript form endpoint.
import { cleanText } from '@/lib/util/clean-text';
import { LIMITS } from './protocol';

export { cleanText };

export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export const CLICK_IDS = ['gclid', 'fbclid', 'msclkid'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type ClickIdKey = (typeof CLICK_IDS)[number];

/** One touch: every key optional except the landing page. */
export interface Touch {
  landingPage: string;
  referrerHost?: string;
  utm?: Partial<Record<UtmKey, string>>;
  clickIds?: Partial<Record<ClickIdKey, string>>;
  /** When it happened (ISO, from the visitor's clock: indicative only). */
  at?: string;
}

/** A path as counted: no query or hash, no trailing slash (except '/'), bounded. '' when not a
 *  site path. */
export function cleanPath(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return '';
  const bare = path.split(/[?#]/, 1)[0]!.replace(/\/+$/, '') || '/';
  return cleanText(bare, LIMITS.path);
}

/** The host of a referrer URL when it is another site ('' for none, the site itself or not http). */
export function referrerHost(referrer: string | null | undefined, siteHost: string): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return '';
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    if (!host || host === siteHost.toLowerCase().replace(/^www\./, '')) return '';
    return cleanText(host, LIMITS.host);
  } catch {
    return '';
  }
}

/** The touch a URL (with its query) and a referrer describe. */
export function touchFrom(href: string, referrer: string | null | undefined, at?: Date): Touch | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const landingPage = cleanPath(url.pathname);
  if (!landingPage) return null;
  const touch: Touch = { landingPage };
  const host = referrerHost(referrer, url.hostname);
  if (host) touch.referrerHost = host;
  for (const key of UTM_KEYS) {
    const value = cleanText(url.searchParams.get(`utm_${key}`), LIMITS.utm);
    if (value) (touch.utm ??= {})[key] = value;
  }
  for (const key of CLICK_IDS) {
    const value = cleanText(url.searchParams.get(key), LIMITS.clickId);
    if (value) (touch.clickIds ??= {})[key] = value;
  }
  if (at) touch.at = at.toISOString();
  return touch;
}

/** A touch that says where the visitor came from (a campaign, a click ID or another site), as
 *  opposed to a page of a visit already under way. */
export const isEntry = (t: Touch) => Boolean(t.referrerHost || t.utm || t.clickIds);

/** The source a report groups by: utm_source, else the referrer's host, else "(direct)". */
export const sourceOf = (t: Pick<Touch, 'referrerHost' | 'utm'> | null | undefined) =>
  t?.utm?.source || t?.referrerHost || '(direct)';

/** The campaign a report groups by ('' when none). */
export const campaignOf = (t: Pick<Touch, 'utm'> | null | undefined) => t?.utm?.campaign || '';
