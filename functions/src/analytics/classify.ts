// What the collect function reads from a request's headers: whether to count it at all (bots,
// prefetches, Global Privacy Control, Do Not Track) and the device class. Pure, unit-tested.
import type { Device } from '@/lib/analytics/protocol';

type Headers = Record<string, string | string[] | undefined>;
const header = (h: Headers, name: string): string => {
  const v = h[name];
  return (Array.isArray(v) ? v[0] : v) ?? '';
};

/** Crawlers, link previews, monitors and headless browsers (their user agents say so). */
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|monitor|pingdom|uptime|lighthouse|pagespeed|headless|phantomjs|selenium|puppeteer|playwright|python-requests|python-urllib|curl\/|wget|go-http-client|okhttp|axios|node-fetch|java\/|libwww|httpclient|scrapy/i;

export type Skip = 'opted-out' | 'prefetch' | 'bot';

/** Why a request is not counted, or null when it is. */
export function skipReason(h: Headers): Skip | null {
  if (header(h, 'sec-gpc') === '1' || header(h, 'dnt') === '1') return 'opted-out';
  const purpose = `${header(h, 'sec-purpose')} ${header(h, 'purpose')} ${header(h, 'x-purpose')} ${header(h, 'x-moz')}`;
  if (/prefetch|prerender|preview/i.test(purpose)) return 'prefetch';
  const ua = header(h, 'user-agent');
  if (ua.length < 20 || BOT.test(ua)) return 'bot';
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

/** The client's address as Google's front end reports it (first X-Forwarded-For entry), else the
 *  socket's. Used only inside the day's salted hash. */
export function clientAddress(h: Headers, socketIp: string | undefined): string {
  const forwarded = header(h, 'x-forwarded-for').split(',')[0]?.trim();
  return forwarded || socketIp || '';
}
