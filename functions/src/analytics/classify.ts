// What the collect function reads from a request before it counts anything: whether to count it
// at all (same-origin only; bots from the maintained `isbot` list; prefetches; Global Privacy
// Control, Do Not Track), the device class, the visit's channel and source (referrers from Ghost's
// maintained list, @tryghost/referrer-parser), and whether a value looks like personal data (an
// email address or a phone number: never stored as a key). Pure, unit-tested.
import { parse as parseReferrer } from '@tryghost/referrer-parser';
import { isbot } from 'isbot';
import type { Device } from '@/domain/analytics/protocol';

type Headers = Record<string, string | string[] | undefined>;
const header = (h: Headers, name: string): string => {
  const v = h[name];
  return (Array.isArray(v) ? v[0] : v) ?? '';
};

export type Skip = 'cross-site' | 'opted-out' | 'prefetch' | 'bot';

/**
 * Whether the request comes from a page of this site. Browsers send `Sec-Fetch-Site` (then it must
 * be same-origin) or at least `Origin` on a POST (then it must be one of `origins`); a request with
 * neither is not from a browser page and is refused.
 */
export function sameOrigin(h: Headers, origins: readonly string[]): boolean {
  const site = header(h, 'sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = header(h, 'origin');
  return origin !== '' && origin !== 'null' && origins.includes(origin.replace(/\/+$/, ''));
}

/** Why a request is not counted, or null when it is. */
export function skipReason(h: Headers, origins: readonly string[] = []): Skip | null {
  if (!sameOrigin(h, origins)) return 'cross-site';
  if (header(h, 'sec-gpc') === '1' || header(h, 'dnt') === '1') return 'opted-out';
  const purpose = `${header(h, 'sec-purpose')} ${header(h, 'purpose')} ${header(h, 'x-purpose')} ${header(h, 'x-moz')}`;
  if (/prefetch|prerender|preview/i.test(purpose)) return 'prefetch';
  const ua = header(h, 'user-agent');
  if (ua.length < 20 || isbot(ua)) return 'bot';
  return null;
}

/** mobile, tablet or desktop, from the user agent (and the Client Hint where sent). */
export function deviceOf(h: Headers): Device {
  const ua = header(h, 'user-agent');
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(ua)) return 'tablet';
  if (header(h, 'sec-ch-ua-mobile') === '?1' || /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone/i.test(ua))
    return 'mobile';
  return 'desktop';
}

const EMAIL = /[^\s@/]+@[^\s@/]+\.[a-z]{2,}/i;
/** Whether text looks like personal data: an email address (also %40-encoded), or a phone number
 *  (9 to 15 digits, separated by nothing but spaces, dots, dashes or brackets, maybe a leading +). */
export function personal(text: string): boolean {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    /* not URI-encoded: read as it is */
  }
  if (EMAIL.test(decoded)) return true;
  for (const run of decoded.match(/\+?\d[\d\s().-]*\d/g) ?? []) {
    const digits = run.replace(/\D/g, '').length;
    if (digits >= 9 && digits <= 15) return true;
  }
  return false;
}

export const CHANNELS = ['search', 'social', 'email', 'paid', 'referral', 'direct'] as const;
export type Channel = (typeof CHANNELS)[number];

const PAID_MEDIUM = /^(cpc|ppc|cpm|cpv|cpa|paid.*|display|banner|retargeting|affiliate|ads?)$/i;
const MEDIUMS: Record<string, Channel> = { email: 'email', newsletter: 'email', social: 'social', organic: 'search' };

/** The visit's channel and source name from its referrer (a host or `android-app://package`) and
 *  UTM source and medium: a paid medium is paid; otherwise the medium's own channel, else the
 *  referrer's kind in Ghost's list (search, social, email; an unknown site is a referral), else a
 *  UTM source without a referrer is a referral, else direct. The source is the list's name
 *  ("Google" for google.com and google.de), the UTM source or the referrer's host. */
export function channelOf(r: string | undefined, us: string | undefined, um: string | undefined) {
  const known = r ? parseReferrer(r.includes('://') ? r : `https://${r}/`) : null;
  const source = us || known?.referrerSource || r || '(direct)';
  const medium = (um ?? '').toLowerCase();
  let channel: Channel;
  if (PAID_MEDIUM.test(medium) || known?.referrerMedium === 'paid') channel = 'paid';
  else if (MEDIUMS[medium]) channel = MEDIUMS[medium];
  else if (
    known?.referrerMedium === 'search' ||
    known?.referrerMedium === 'social' ||
    known?.referrerMedium === 'email'
  )
    channel = known.referrerMedium;
  else channel = r || us ? 'referral' : 'direct';
  return { channel, source };
}
