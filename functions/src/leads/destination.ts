// Where a webhook may go (issue 29): in production only to a public address. The host name is
// resolved once, every address it resolves to is checked, and the connection is made to the
// address that was checked (the check is the socket's own `lookup`), so a name that answers a
// public address to the check and a private one to the connection (DNS rebinding) gets nowhere.
// A host given as an IP literal is checked as written (Node does not look it up).
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { ipv6Groups } from '../http/client-address';

/** Loopback, private (RFC 1918, unique local), link-local (the cloud metadata servers among
 *  them), carrier-grade NAT, multicast, reserved and unspecified addresses. */
const BLOCKED = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['100::', 64],
  ['2001:db8::', 32],
] as const)
  BLOCKED.addSubnet(prefix, bits, 'ipv6');

/** The IPv4 address an IPv6 one carries (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, the old
 *  compatible ::a.b.c.d), or null. */
function embeddedIpv4(address: string): string | null {
  const groups = ipv6Groups(address);
  if (!groups) return null;
  const head = groups
    .slice(0, 6)
    .map((g) => g.toString(16))
    .join(':');
  const carries =
    head === '0:0:0:0:0:ffff' || head === '64:ff9b:0:0:0:0' || (head === '0:0:0:0:0:0' && groups[6] !== 0);
  if (!carries) return null;
  const [hi, lo] = [groups[6]!, groups[7]!];
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** Whether a webhook may connect to this IP address (v4 or v6). Anything unparsable is refused. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = net.isIP(bare);
  if (family === 4) return !BLOCKED.check(bare, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(bare);
  if (v4 !== null) return net.isIPv4(v4) && !BLOCKED.check(v4, 'ipv4');
  return !BLOCKED.check(bare, 'ipv6');
}

/** A refused destination; `code` names the class for the lead, never the address. */
export class DestinationError extends Error {
  code = 'EDESTINATION';
}

/** dns.lookup that answers only public addresses (all of a name's addresses must be public). */
export const publicLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as dns.LookupAddress[];
    if (list.length === 0 || list.some((a) => !isPublicAddress(a.address)))
      return callback(new DestinationError(`${hostname} resolves to a non-public address`), '', 0);
    if ((options as dns.LookupOptions).all)
      return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
};

export interface PostResult {
  status: number;
}

/**
 * POSTs a JSON body and answers the status (the response body is never read; redirects are not
 * followed). With `publicOnly`, the host must resolve to public addresses only and the socket
 * connects to the one checked.
 */
export function postJson(url: string, body: string, timeoutMs: number, publicOnly: boolean): Promise<PostResult> {
  return new Promise((resolve, reject) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      reject(Object.assign(new Error('not a URL'), { code: 'EINVALIDURL' }));
      return;
    }
    const literal = target.hostname.replace(/^\[|\]$/g, '');
    if (publicOnly && net.isIP(literal) && !isPublicAddress(literal)) {
      reject(new DestinationError(`${literal} is not a public address`));
      return;
    }
    const client = target.protocol === 'https:' ? https : http;
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        ...(publicOnly ? { lookup: publicLookup } : {}),
        agent: false,
      },
      (res) => {
        clearTimeout(timer);
        res.resume();
        resolve({ status: res.statusCode ?? 0 });
      },
    );
    // The whole request, name lookup included, within the time.
    const timer = setTimeout(
      () => req.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })),
      timeoutMs,
    );
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(body);
  });
}
