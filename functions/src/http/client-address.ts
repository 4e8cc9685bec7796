// Who the client is, for every public endpoint that limits or counts per client (the demo form's
// post, the analytics collector, anything later): one rule, read from the request's headers.
//
// It trusts only the hop the platform's front end appends. Firebase Hosting forwards a rewrite to
// the function through Google's front end, which appends the address of the party that connected
// to it to X-Forwarded-For; whatever the client wrote in that header stays in front of it
// ("forged, real"). So the rule reads X-Forwarded-For from the right, skipping `trustedHops` more
// entries appended by proxies of our own (0 on Hosting; one per appending proxy placed in front,
// see docs/security.md). Fastly-Client-IP is never read: the CDN adds it only when absent, so the
// client can send its own. The socket's address is the fallback (the emulators, a direct call).
import net from 'node:net';

type Headers = Record<string, string | string[] | undefined>;

/** X-Forwarded-For's entries, left to right, over every copy of the header. */
function forwardedFor(headers: Headers): string[] {
  const raw = headers['x-forwarded-for'];
  const copies = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return copies.flatMap((v) => v.split(',')).map((v) => v.trim());
}

/** An address as written in a header (`[v6]`, `v4:port`, `v6%zone`), bare, or '' when not one. */
function bare(entry: string): string {
  let text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  text = text.replace(/%.*$/, '').toLowerCase();
  return net.isIP(text) ? text : '';
}

/**
 * The client's address: the X-Forwarded-For entry `trustedHops` places left of the last one (the
 * entry the front end appended), else the socket's. '' when neither is an address.
 */
export function clientAddress(headers: Headers, socketAddress: string | undefined, trustedHops = 0): string {
  const entries = forwardedFor(headers);
  const appended = entries[entries.length - 1 - trustedHops];
  return (appended !== undefined ? bare(appended) : '') || bare(socketAddress ?? '');
}

/** An IPv6 address's eight 16-bit groups (numbers), or null. */
export function ipv6Groups(address: string): number[] | null {
  let text = address
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const p = dotted[1]!.split('.').map(Number);
    text = `${text.slice(0, -dotted[1]!.length)}${((p[0]! << 8) | p[1]!).toString(16)}:${((p[2]! << 8) | p[3]!).toString(16)}`;
  }
  const [left, right] = text.split('::');
  const a = left ? left.split(':') : [];
  const b = right ? right.split(':') : [];
  const fill = text.includes('::') ? 8 - a.length - b.length : 0;
  const groups = [...a, ...Array<string>(Math.max(fill, 0)).fill('0'), ...b].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

/**
 * The key a per-client limit counts on: an IPv4 address as it is (an IPv4-mapped IPv6 address as
 * its IPv4), an IPv6 address as its /64 (one subscriber's network: a host picks any address in it).
 */
export function limitKey(address: string): string {
  if (net.isIPv4(address)) return address;
  const groups = net.isIPv6(address) ? ipv6Groups(address) : null;
  if (!groups) return address;
  if (groups.slice(0, 6).join(':') === '0:0:0:0:0:65535')
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The limit key of a request's client (the two functions above in one call). */
export const clientKey = (headers: Headers, socketAddress: string | undefined, trustedHops = 0) =>
  limitKey(clientAddress(headers, socketAddress, trustedHops));
