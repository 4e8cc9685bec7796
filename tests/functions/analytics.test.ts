// The collect function (functions/src/analytics) against the Firestore emulator, called in-process
// with the clock it is given (each test its own far-off day, so tests and the seed never share
// counts), and over HTTP through Hosting's /api/collect rewrite to the deployed-style function:
// validation, bots and prefetches, GPC / DNT, the per-client rate limit, the daily rollover (a new
// salt: yesterday's visitor is new today), sharding, and counts equal to what was sent under
// concurrency.
import type { Firestore } from 'firebase-admin/firestore';
import {
  CLIENTS,
  collect,
  DAILY,
  RATE_LIMIT_PER_MINUTE,
  SALTS,
  SHARDS,
  sweepExpired,
  type CollectRequest,
} from '../../functions/src/analytics/collect';
import { adminDb, closeAdmin, SITE_URL, waitFor } from './helpers';

let db: Firestore;
beforeAll(() => {
  db = adminDb();
});
afterAll(closeAdmin);

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
let n = 0;
/** A day no other test (and no seed) uses: 2031-01-01 + n days. */
const freshDay = () => new Date(Date.UTC(2031, 0, 1 + n++, 12));
const req = (body: unknown, headers: Record<string, string> = {}, ip = '203.0.113.7'): CollectRequest => ({
  method: 'POST',
  headers: { 'user-agent': CHROME, 'content-type': 'text/plain;charset=UTF-8', ...headers },
  ip,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const pv = (p = '/', extra: Record<string, unknown> = {}) => ({ e: 'pv', p, ...extra });

type Counts = Record<string, Record<string, number>>;
/** The day's counts, all shards added up: totals and per-page / source / device maps. */
async function dayTotals(day: string) {
  const snap = await db.collection(DAILY).where('day', '==', day).get();
  const total = { views: 0, visitors: 0, demoOpened: 0, vitalSamples: 0, shards: snap.size };
  const maps: Record<'pages' | 'sources' | 'campaigns' | 'devices', Counts> = {
    pages: {},
    sources: {},
    campaigns: {},
    devices: {},
  };
  const vitals: Record<string, number> = {};
  for (const d of snap.docs) {
    const data = d.data();
    for (const k of ['views', 'visitors', 'demoOpened', 'vitalSamples'] as const) total[k] += data[k] ?? 0;
    for (const m of Object.keys(maps) as (keyof typeof maps)[])
      for (const [key, counts] of Object.entries((data[m] ?? {}) as Counts))
        for (const [c, v] of Object.entries(counts)) {
          maps[m][key] ??= {};
          maps[m][key]![c] = (maps[m][key]![c] ?? 0) + v;
        }
    for (const [metric, byDevice] of Object.entries((data.vitals ?? {}) as Record<string, Record<string, Counts>>))
      for (const [device, byRoute] of Object.entries(byDevice))
        for (const [route, buckets] of Object.entries(byRoute))
          for (const [b, v] of Object.entries(buckets)) {
            const key = `${metric}|${device}|${route}|${b}`;
            vitals[key] = (vitals[key] ?? 0) + v;
          }
  }
  return { ...total, ...maps, vitals };
}
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

describe('validation', () => {
  test.each([
    ['not JSON', 'hello'],
    ['an unknown key', { ...pv(), x: 1 }],
    ['an unknown event', { e: 'click', p: '/' }],
    ['a path that is not a path', pv('https://evil.example/')],
    ['a path over 200 characters', pv(`/${'a'.repeat(200)}`)],
    ['a referrer that is not a host', pv('/', { r: 'evil example/<script>' })],
    ['a utm_source over 100 characters', pv('/', { us: 'x'.repeat(101) })],
    ['a vitals beacon without vitals', { e: 'vitals', p: '/', v: {} }],
    ['a negative LCP', { e: 'vitals', p: '/', v: { LCP: -1 } }],
    ['an unknown metric', { e: 'vitals', p: '/', v: { FID: 10 } }],
    ['a body over 2 kB', pv('/', { us: 'x'.repeat(90), uc: 'y'.repeat(3000) })],
  ])('refuses %s with 400 and counts nothing', async (_name, body) => {
    const now = freshDay();
    const result = await collect(db, req(body), now);
    expect(result).toMatchObject({ status: 400, outcome: 'invalid' });
    expect((await dayTotals(dayOf(now))).shards).toBe(0);
  });

  test('a GET is refused (405); unknown pages and the back office are not counted', async () => {
    const now = freshDay();
    expect(await collect(db, { ...req(pv()), method: 'GET' }, now)).toMatchObject({ status: 405 });
    for (const p of ['/admin/leads', '/no-such-page', '/blog/a/b/c'])
      expect(await collect(db, req(pv(p)), now)).toMatchObject({ status: 204, outcome: 'unknown-page' });
    expect((await dayTotals(dayOf(now))).shards).toBe(0);
  });
});

describe('who is not counted', () => {
  test.each([
    ['Googlebot', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }, 'bot'],
    ['headless Chrome', { 'user-agent': CHROME.replace('Chrome', 'HeadlessChrome') }, 'bot'],
    ['curl', { 'user-agent': 'curl/8.5.0' }, 'bot'],
    ['Lighthouse', { 'user-agent': `${CHROME} Chrome-Lighthouse` }, 'bot'],
    ['no user agent', { 'user-agent': '' }, 'bot'],
    ['a prefetch', { 'sec-purpose': 'prefetch' }, 'prefetch'],
    ['a prerender', { 'sec-purpose': 'prefetch;prerender' }, 'prefetch'],
    ['Global Privacy Control', { 'sec-gpc': '1' }, 'opted-out'],
    ['Do Not Track', { dnt: '1' }, 'opted-out'],
  ])('%s: 204, nothing stored', async (_name, headers, outcome) => {
    const now = freshDay();
    expect(await collect(db, req(pv(), headers), now)).toEqual({ status: 204, outcome });
    expect((await dayTotals(dayOf(now))).shards).toBe(0);
  });
});

describe('counting', () => {
  test('page views, demo opened and vitals land per page, source, campaign and device', async () => {
    const now = freshDay();
    const day = dayOf(now);
    const linkedin = { us: 'linkedin', um: 'social', uc: 'launch' };
    expect(await collect(db, req(pv('/blog/first-post', linkedin)), now)).toEqual({ status: 204, outcome: 'counted' });
    await collect(db, req(pv('/', linkedin)), now);
    await collect(db, req({ e: 'demo', p: '/', ...linkedin }), now);
    await collect(db, req(pv('/', { r: 'news.ycombinator.com' }), { 'user-agent': IPHONE }, '198.51.100.1'), now);
    await collect(db, req({ e: 'vitals', p: '/blog/first-post', v: { LCP: 2100, CLS: 0.02, INP: 90 } }), now);
    const t = await dayTotals(day);
    expect(t).toMatchObject({ views: 3, visitors: 2, demoOpened: 1, vitalSamples: 1 });
    expect(t.pages).toEqual({ '/blog/first-post': { views: 1 }, '/': { views: 2, demoOpened: 1 } });
    expect(t.sources).toEqual({
      linkedin: { views: 2, visitors: 1, demoOpened: 1 },
      'news.ycombinator.com': { views: 1, visitors: 1 },
    });
    expect(t.campaigns).toEqual({ launch: { views: 2, visitors: 1, demoOpened: 1 } });
    expect(t.devices).toEqual({ desktop: { views: 2, visitors: 1, demoOpened: 1 }, mobile: { views: 1, visitors: 1 } });
    // LCP 2100 ms is in the bucket up to 2500 (index 4), CLS 0.02 up to 0.025 (1), INP 90 up to 100 (1).
    expect(t.vitals).toEqual({
      'LCP|desktop|/blog/:slug|4': 1,
      'CLS|desktop|/blog/:slug|1': 1,
      'INP|desktop|/blog/:slug|1': 1,
    });
  });

  test('nothing about the visitor is stored beside the counts; the salt lives apart', async () => {
    const now = freshDay();
    const day = dayOf(now);
    await collect(db, req(pv()), now);
    const docs = (await db.collection(DAILY).where('day', '==', day).get()).docs.map((d) => JSON.stringify(d.data()));
    for (const doc of docs) {
      expect(doc).not.toContain('203.0.113.7');
      expect(doc).not.toContain('Chrome');
      expect(doc).not.toMatch(/salt|hash/i);
    }
    expect((await db.collection(SALTS).doc(day).get()).get('salt')).toMatch(/^[0-9a-f]{64}$/);
    const clients = await db.collection(CLIENTS).where('expireAt', '>', now).get();
    const mine = clients.docs.filter((d) => d.id.startsWith(`${day}_`));
    expect(mine).toHaveLength(1);
    expect(Object.keys(mine[0]!.data()).sort()).toEqual(['expireAt', 'm', 'n']);
  });

  test(`rate limit: one client raises a page's count by at most ${RATE_LIMIT_PER_MINUTE} a minute`, async () => {
    const now = freshDay();
    const sent = RATE_LIMIT_PER_MINUTE + 15;
    const results = [];
    for (let i = 0; i < sent; i++) results.push(await collect(db, req(pv('/solutions')), now));
    expect(results.filter((r) => r.outcome === 'counted')).toHaveLength(RATE_LIMIT_PER_MINUTE);
    expect(results.filter((r) => r.status === 429)).toHaveLength(sent - RATE_LIMIT_PER_MINUTE);
    // A forged flood in parallel is bounded the same way (the limit is a transaction).
    const parallel = await Promise.all(
      Array.from({ length: 40 }, () => collect(db, req(pv('/solutions'), {}, '192.0.2.9'), now)),
    );
    expect(parallel.filter((r) => r.outcome === 'counted')).toHaveLength(RATE_LIMIT_PER_MINUTE);
    expect((await dayTotals(dayOf(now))).pages['/solutions']).toEqual({ views: 2 * RATE_LIMIT_PER_MINUTE });
    // The next minute the client counts again.
    const later = new Date(now.getTime() + 60_000);
    expect(await collect(db, req(pv('/solutions')), later)).toMatchObject({ outcome: 'counted' });
  });

  test('daily rollover: a new day has its own documents and salt, and yesterday’s visitor is new again', async () => {
    const first = freshDay();
    n++; // the next day is this test's too
    const evening = new Date(
      Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), first.getUTCDate(), 23, 59, 59, 900),
    );
    const morning = new Date(evening.getTime() + 200);
    await collect(db, req(pv()), evening);
    await collect(db, req(pv()), evening);
    await collect(db, req(pv()), morning);
    const [a, b] = [await dayTotals(dayOf(evening)), await dayTotals(dayOf(morning))];
    expect(dayOf(morning)).not.toBe(dayOf(evening));
    expect(a).toMatchObject({ views: 2, visitors: 1 });
    expect(b).toMatchObject({ views: 1, visitors: 1 });
    const [s1, s2] = await Promise.all([dayOf(evening), dayOf(morning)].map((d) => db.collection(SALTS).doc(d).get()));
    expect(s1!.get('salt')).not.toBe(s2!.get('salt'));
    // Two days on, the sweep deletes both days' client records and salts.
    const deleted = await sweepExpired(db, new Date(morning.getTime() + 3 * 86_400_000));
    expect(deleted).toBeGreaterThanOrEqual(4);
    expect((await db.collection(SALTS).doc(dayOf(evening)).get()).exists).toBe(false);
  });

  test('under concurrency the counts equal what was sent, spread over shards', async () => {
    const now = freshDay();
    const clients = 40;
    const perClient = 10;
    const pages = ['/', '/solutions', '/technology', '/blog/a-post', '/company'];
    const sends = [];
    for (let c = 0; c < clients; c++)
      for (let i = 0; i < perClient; i++)
        sends.push(collect(db, req(pv(pages[(c + i) % pages.length]), {}, `10.0.${c}.1`), now));
    const results = await Promise.all(sends);
    expect(results.every((r) => r.outcome === 'counted')).toBe(true);
    const t = await dayTotals(dayOf(now));
    expect(t.views).toBe(clients * perClient);
    expect(t.visitors).toBe(clients);
    expect(Object.values(t.pages).reduce((s, p) => s + (p.views ?? 0), 0)).toBe(clients * perClient);
    expect(t.shards).toBeGreaterThan(1);
    expect(t.shards).toBeLessThanOrEqual(SHARDS);
  }, 60_000);
});

describe('over HTTP through Hosting (/api/collect)', () => {
  const url = `${SITE_URL}/api/collect`;
  const today = () => new Date().toISOString().slice(0, 10);
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(url, { method: 'POST', body, headers: { 'user-agent': CHROME, 'content-type': 'text/plain', ...headers } });

  test('a page view is counted (204); an invalid beacon is 400; GPC and bots are 204 and not counted', async () => {
    const marker = `/blog/http-${Date.now().toString(36)}`;
    const views = async () => (await dayTotals(today())).pages[marker]?.views ?? 0;
    expect((await post(JSON.stringify(pv(marker)))).status).toBe(204);
    await waitFor('the page view counted', async () => (await views()) === 1);
    expect((await post('{"e":"pv"}')).status).toBe(400);
    expect((await post(JSON.stringify(pv(marker)), { 'sec-gpc': '1' })).status).toBe(204);
    expect((await post(JSON.stringify(pv(marker)), { 'user-agent': 'Googlebot/2.1' })).status).toBe(204);
    expect((await fetch(url)).status).toBe(405);
    expect(await views()).toBe(1);
  });
});
