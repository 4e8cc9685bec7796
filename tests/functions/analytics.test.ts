// The analytics pipeline (functions/src/analytics) against the emulators: collect called
// in-process with the clock it is given (each test its own far-off day, so tests and the seed never
// share counts; its events summed by the instance's own batcher), and over HTTP through Hosting's
// /api/collect rewrite to the function, which publishes to the Pub/Sub emulator, drained here as
// the scheduled drain does. Validation, who is not counted, the counts, each attack the issue lists
// (every one of them failed on the collector before this change), the day's rollover, and the
// nightly rollup's totals against the days'.
import { createHash } from 'node:crypto';
import { PubSub } from '@google-cloud/pubsub';
import type { Firestore } from 'firebase-admin/firestore';
import { collect, RATE_LIMIT_PER_MINUTE, SALTS, type CollectRequest } from '../../functions/src/analytics/collect';
import {
  DAILY,
  DOC_LIMIT_BYTES,
  drain,
  ensureQueue,
  PERIODS,
  rollup,
  SKETCHES,
} from '../../functions/src/analytics/aggregate';
import { summarize, trafficCsv } from '../../src/features/analytics/traffic';
import type { DayDoc } from '../../src/domain/analytics/day-doc';
import { formulaCells, spreadsheetRows } from '../../src/testing/spreadsheet';
import { COLLECTIONS } from '../../src/domain/collections';
import { adminDb, closeAdmin, SITE_URL, waitFor } from './helpers';

let db: Firestore;
beforeAll(async () => {
  db = adminDb();
  // A published article (and one not yet public): only published pages count under their path.
  await db.collection(COLLECTIONS.blogPosts).doc('analytics-first-post').set({ slug: 'first-post', live: true });
  await db.collection(COLLECTIONS.blogPosts).doc('analytics-draft').set({ slug: 'draft-post', live: false });
}, 60_000);
afterAll(closeAdmin);

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
let n = 0;
/** A day no other test (and no seed) uses: 2031-01-01 + n days. */
const freshDay = () => new Date(Date.UTC(2031, 0, 1 + n++, 12));
/** A beacon as Chromium sends it from the site's own page (sendBeacon: same-origin). */
const req = (body: unknown, headers: Record<string, string> = {}, ip = '203.0.113.7'): CollectRequest => ({
  method: 'POST',
  headers: {
    'user-agent': CHROME,
    'content-type': 'text/plain;charset=UTF-8',
    'sec-fetch-site': 'same-origin',
    ...headers,
  },
  ip,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const pv = (p = '/', extra: Record<string, unknown> = {}) => ({ e: 'pv', p, ...extra });
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The day's stored documents (any number of them). */
const dayDocs = async (day: string) =>
  (await db.collection(DAILY).where('day', '==', day).get()).docs.map((d) => d.data() as DayDoc);
/** The day's counts, every document of the day added up. */
async function dayTotals(day: string) {
  const docs = await dayDocs(day);
  const t = summarize({ from: day, to: day }, docs, []);
  const sum = docs.reduce((a, d) => a + ((d as { vitalSamples?: number }).vitalSamples ?? 0), 0);
  return { docs: docs.length, ...t.totals, vitalSamples: sum, t, raw: docs };
}
/** A document's stored size as Firestore measures it (strings: UTF-8 bytes + 1; numbers 8...). */
function storedSize(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 8;
  if (typeof value === 'string') return Buffer.byteLength(value) + 1;
  if (value instanceof Uint8Array) return value.length;
  if (typeof value === 'object' && 'toMillis' in value) return 8;
  if (Array.isArray(value)) return value.reduce((a: number, v) => a + storedSize(v), 0);
  return Object.entries(value as object).reduce((a, [k, v]) => a + Buffer.byteLength(k) + 1 + storedSize(v), 0) + 32;
}
const collectAll = (reqs: CollectRequest[], now: Date) => Promise.all(reqs.map((r) => collect(db, r, now)));

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
    ['a resent metric that v does not carry', { e: 'vitals', p: '/', v: { LCP: 10 }, pv: { INP: 10 } }],
    ['a body over 2 kB', pv('/', { us: 'x'.repeat(90), uc: 'y'.repeat(3000) })],
  ])('refuses %s with 400 and counts nothing', async (_name, body) => {
    const now = freshDay();
    expect(await collect(db, req(body), now)).toMatchObject({ status: 400, outcome: 'invalid' });
    expect((await dayTotals(dayOf(now))).docs).toBe(0);
  });

  test('a GET is refused (405); the back office is not counted; other paths count as "(other)"', async () => {
    const now = freshDay();
    expect(await collect(db, { ...req(pv()), method: 'GET' }, now)).toMatchObject({ status: 405 });
    for (const p of ['/admin', '/admin/leads'])
      expect(await collect(db, req(pv(p)), now)).toMatchObject({ status: 204, outcome: 'unknown-page' });
    expect((await dayTotals(dayOf(now))).docs).toBe(0);
    for (const p of ['/no-such-page', '/blog/a/b/c', '/blog/draft-post', '/blog/never-written'])
      expect(await collect(db, req(pv(p)), now)).toMatchObject({ outcome: 'counted' });
    const t = await dayTotals(dayOf(now));
    expect(t.t.pages.map((p) => [p.key, p.views])).toEqual([['(other)', 4]]);
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
    expect((await dayTotals(dayOf(now))).docs).toBe(0);
  });
});

describe('counting', () => {
  test('page views, demo opened and vitals land per page, source, campaign, channel and device', async () => {
    const now = freshDay();
    const day = dayOf(now);
    const linkedin = { us: 'linkedin', um: 'social', uc: 'launch' };
    expect(await collect(db, req(pv('/blog/first-post', linkedin)), now)).toEqual({ status: 204, outcome: 'counted' });
    await collect(db, req(pv('/', { ...linkedin, f: { r: 'google.com' } })), now);
    await collect(db, req({ e: 'demo', p: '/', ...linkedin, f: { r: 'google.com' } }), now);
    await collect(db, req(pv('/', { r: 'news.ycombinator.com' }), { 'user-agent': IPHONE }, '198.51.100.1'), now);
    await collect(db, req({ e: 'vitals', p: '/blog/first-post', v: { LCP: 2100, CLS: 0.02, INP: 90 } }), now);
    const { t, ...totals } = await dayTotals(day);
    expect(totals).toMatchObject({
      docs: 1,
      views: 3,
      visitorDays: 2,
      demoOpened: 1,
      demoVisitorDays: 1,
      vitalSamples: 3,
    });
    const table = (rows: typeof t.pages) =>
      Object.fromEntries(rows.map((r) => [r.key, [r.views, r.visitorDays, r.demoOpened]]));
    // Per-page visitors are counted (distinct within the day).
    expect(table(t.pages)).toEqual({ '/blog/first-post': [1, 1, 0], '/': [2, 2, 1] });
    expect(table(t.sources)).toEqual({ linkedin: [2, 1, 1], 'Hacker News': [1, 1, 0] });
    expect(table(t.channels)).toEqual({ social: [3, 2, 1] });
    expect(table(t.firstSources)).toEqual({ linkedin: [1, 1, 0], Google: [1, 1, 1], 'Hacker News': [1, 1, 0] });
    expect(table(t.firstChannels)).toEqual({ social: [2, 2, 0], search: [1, 1, 1] });
    expect(table(t.campaigns)).toEqual({ launch: [2, 1, 1] });
    expect(table(t.devices)).toEqual({ mobile: [1, 1, 0], desktop: [2, 1, 1] });
    // LCP 2100 ms is in the bucket up to 2500 (index 4), CLS 0.02 up to 0.025 (1), INP 90 up to 100 (1).
    expect(totals.raw[0]!.vitals).toEqual({
      LCP: { desktop: { '/blog/:slug': { '4': 1 } } },
      CLS: { desktop: { '/blog/:slug': { '1': 1 } } },
      INP: { desktop: { '/blog/:slug': { '1': 1 } } },
    });
  });

  test('vitals resent for the same metric instance move their sample instead of adding one', async () => {
    const now = freshDay();
    await collect(db, req({ e: 'vitals', p: '/', v: { INP: 120, CLS: 0.01 } }), now);
    await collect(db, req({ e: 'vitals', p: '/', v: { INP: 640, CLS: 0.3 }, pv: { INP: 120, CLS: 0.01 } }), now);
    const { raw, vitalSamples } = await dayTotals(dayOf(now));
    expect(vitalSamples).toBe(2);
    expect(raw[0]!.vitals).toEqual({
      INP: { desktop: { '/': { '2': 0, '8': 1 } } },
      CLS: { desktop: { '/': { '0': 0, '8': 1 } } },
    });
  });

  test('nothing about the visitor is stored beside the counts; the salt lives apart', async () => {
    const now = freshDay();
    const day = dayOf(now);
    await collect(db, req(pv()), now);
    for (const doc of await dayDocs(day)) {
      const text = JSON.stringify(doc);
      expect(text).not.toContain('203.0.113.7');
      expect(text).not.toContain('Chrome');
      expect(text).not.toMatch(/salt|hash/i);
    }
    expect((await db.collection(SALTS).doc(day).get()).get('salt')).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys((await db.collection(SKETCHES).doc(day).get()).data()!).sort()).toEqual([
      'all',
      'day',
      'demo',
      'expireAt',
      'tables',
    ]);
  });

  test(`rate limit: one address raises a page's count by at most ${RATE_LIMIT_PER_MINUTE} a minute`, async () => {
    const now = freshDay();
    const sent = RATE_LIMIT_PER_MINUTE + 15;
    const results = [];
    for (let i = 0; i < sent; i++) results.push(await collect(db, req(pv('/solutions'), {}, '192.0.2.1'), now));
    expect(results.filter((r) => r.outcome === 'counted')).toHaveLength(RATE_LIMIT_PER_MINUTE);
    expect(results.filter((r) => r.status === 429)).toHaveLength(sent - RATE_LIMIT_PER_MINUTE);
    const parallel = await collectAll(
      Array.from({ length: 40 }, () => req(pv('/solutions'), {}, '192.0.2.9')),
      now,
    );
    expect(parallel.filter((r) => r.outcome === 'counted')).toHaveLength(RATE_LIMIT_PER_MINUTE);
    expect((await dayTotals(dayOf(now))).views).toBe(2 * RATE_LIMIT_PER_MINUTE);
    const later = new Date(now.getTime() + 60_000);
    expect(await collect(db, req(pv('/solutions'), {}, '192.0.2.1'), later)).toMatchObject({ outcome: 'counted' });
  });

  test('daily rollover: a new day has its own document and salt, and yesterday’s visitor is new again', async () => {
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
    expect(a).toMatchObject({ views: 2, visitorDays: 1 });
    expect(b).toMatchObject({ views: 1, visitorDays: 1 });
    const [s1, s2] = await Promise.all([dayOf(evening), dayOf(morning)].map((d) => db.collection(SALTS).doc(d).get()));
    expect(s1!.get('salt')).not.toBe(s2!.get('salt'));
  });

  test('under concurrency the counts equal what was sent, in one document per day', async () => {
    const now = freshDay();
    const clients = 40;
    const perClient = 10;
    const pages = ['/', '/solutions', '/technology', '/blog/first-post', '/company'];
    const sends = [];
    for (let c = 0; c < clients; c++)
      for (let i = 0; i < perClient; i++) sends.push(req(pv(pages[(c + i) % pages.length]), {}, `10.0.${c}.1`));
    const results = await collectAll(sends, now);
    expect(results.every((r) => r.outcome === 'counted')).toBe(true);
    const t = await dayTotals(dayOf(now));
    expect(t.docs).toBe(1);
    expect(t.views).toBe(clients * perClient);
    // A HyperLogLog estimate (linear counting at this size): within 3 standard errors.
    expect(Math.abs(t.visitorDays - clients)).toBeLessThanOrEqual(3);
    expect(t.t.pages.reduce((s, p) => s + p.views, 0)).toBe(clients * perClient);
    // One batch write per batch, not one per beacon.
    expect((t.raw[0] as unknown as { writes: number }).writes).toBeLessThan(clients * perClient);
  }, 60_000);
});

describe('attacks (each of these failed on the collector before this change)', () => {
  test('10,000 forged distinct paths and campaigns: the day stays under its stated size; a real view still counts', async () => {
    const now = freshDay();
    const day = dayOf(now);
    const forged = (i: number) =>
      req(
        pv(`/blog/${createHash('sha256').update(`p${i}`).digest('hex').repeat(3)}`, {
          uc: `c${i}-${'x'.repeat(90)}`,
          us: `s${i}-${'y'.repeat(90)}`,
          um: `m${i}-${'z'.repeat(90)}`,
        }),
        {},
        `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      );
    for (let i = 0; i < 10_000; i += 500)
      await collectAll(
        Array.from({ length: 500 }, (_, k) => forged(i + k)),
        now,
      );
    const real = await collect(db, req(pv('/', { uc: 'spring-launch' }), {}, '198.51.100.77'), now);
    expect(real).toMatchObject({ outcome: 'counted' });
    const t = await dayTotals(day);
    expect(t.views).toBe(10_001);
    expect(t.t.pages.find((p) => p.key === '/')?.views).toBe(1);
    const sizes = t.raw.map(storedSize);
    const sketch = (await db.collection(SKETCHES).doc(day).get()).data();
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(DOC_LIMIT_BYTES);
    if (sketch) expect(storedSize(sketch)).toBeLessThan(DOC_LIMIT_BYTES);
  }, 300_000);

  test('a forged first X-Forwarded-For entry does not beat the limit', async () => {
    const now = freshDay();
    const results = await collectAll(
      Array.from({ length: RATE_LIMIT_PER_MINUTE + 20 }, (_, i) =>
        req(pv('/solutions'), { 'x-forwarded-for': `198.18.0.${i}, 203.0.113.200` }, '127.0.0.1'),
      ),
      now,
    );
    expect(results.filter((r) => r.outcome === 'counted')).toHaveLength(RATE_LIMIT_PER_MINUTE);
  });

  test('a rotated user agent does not beat the limit (per address, not address + agent)', async () => {
    const now = freshDay();
    const results = await collectAll(
      Array.from({ length: RATE_LIMIT_PER_MINUTE + 20 }, (_, i) =>
        req(pv('/solutions'), { 'user-agent': CHROME.replace('142.0', `${100 + i}.0`) }, '203.0.113.201'),
      ),
      now,
    );
    expect(results.filter((r) => r.outcome === 'counted')).toHaveLength(RATE_LIMIT_PER_MINUTE);
  });

  test('an IPv6 client rotating addresses inside its /64 does not beat the limit', async () => {
    const now = freshDay();
    const results = await collectAll(
      Array.from({ length: RATE_LIMIT_PER_MINUTE + 20 }, (_, i) =>
        req(pv('/'), {}, `2001:db8:1:2::${(i + 1).toString(16)}`),
      ),
      now,
    );
    expect(results.filter((r) => r.outcome === 'counted')).toHaveLength(RATE_LIMIT_PER_MINUTE);
  });

  test('a beacon from another site is refused and not counted', async () => {
    const now = freshDay();
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': '', origin: 'https://evil.example' },
      { 'sec-fetch-site': '' },
    ])
      expect(await collect(db, req({ e: 'demo', p: '/' }, headers), now)).not.toMatchObject({ outcome: 'counted' });
    expect((await dayTotals(dayOf(now))).docs).toBe(0);
  });

  test.each([
    'Python/3.12 aiohttp/3.9.5',
    'PostmanRuntime/7.39.0',
    'Java-http-client/21.0.2',
    'got (https://github.com/sindresorhus/got)',
  ])('the HTTP client %s is not counted as a visitor', async (ua) => {
    const now = freshDay();
    expect(await collect(db, req(pv(), { 'user-agent': ua }), now)).toMatchObject({ status: 204, outcome: 'bot' });
    expect((await dayTotals(dayOf(now))).docs).toBe(0);
  });

  test('an email address or phone number as a path, UTM value or referrer is never stored', async () => {
    const now = freshDay();
    const email = 'jane.doe@example.com';
    await collect(db, req(pv(`/${email}`)), now);
    await collect(db, req(pv('/blog/jane.doe%40example.com')), now);
    await collect(db, req(pv('/', { uc: email, us: email, um: `mail ${email}` })), now);
    await collect(db, req(pv('/', { uc: '+44 20 7946 0958', f: { uc: email } })), now);
    const t = await dayTotals(dayOf(now));
    expect(JSON.stringify(t.raw)).not.toMatch(/jane|example\.com|%40|7946/);
    expect(t.views).toBe(4);
  });

  test('formulas a beacon carries reach the traffic CSV as text in their cells, never as formulas', async () => {
    const now = freshDay();
    const day = dayOf(now);
    const sources = { us: '=HYPERLINK("http://x.example")', uc: '+2+3', f: { us: '-1+1', uc: '@SUM(4+5)' } };
    await collect(db, req(pv('/', sources)), now);
    await collect(db, req({ e: 'demo', p: '/', ...sources }), now);
    const { t } = await dayTotals(day);
    const csv = trafficCsv({ from: day, to: day }, t);
    expect(formulaCells(csv)).toEqual([]);
    const cells = spreadsheetRows(csv).flat();
    for (const value of [sources.us, sources.uc, sources.f.us, sources.f.uc]) expect(cells).toContain(`'${value}`);
  });
});

describe('the nightly rollup', () => {
  test('a closed month and its thirds hold exactly what their days hold', async () => {
    const days = [1, 2, 9, 10, 11, 19, 28].map((d) => new Date(Date.UTC(2032, 1, d, 10)));
    for (const [i, now] of days.entries())
      await collectAll(
        [
          req(pv('/', { us: 'linkedin', uc: 'launch' }), {}, `10.9.${i}.1`),
          req(pv('/blog/first-post'), {}, `10.9.${i}.1`),
          req({ e: 'demo', p: '/' }, {}, `10.9.${i}.2`),
          req({ e: 'vitals', p: '/', v: { LCP: 1800 + i * 500 } }, {}, `10.9.${i}.2`),
        ],
        now,
      );
    const written = await rollup(db, '2032-03-05', 40);
    expect(written.sort()).toEqual(['2032-02', '2032-02.1', '2032-02.2', '2032-02.3']);
    const dayDocsOf = (
      await db.collection(DAILY).where('day', '>=', '2032-02-01').where('day', '<=', '2032-02-29').get()
    ).docs.map((d) => d.data() as DayDoc);
    const month = (await db.collection(PERIODS).doc('2032-02').get()).data() as DayDoc;
    const thirds = await Promise.all(
      ['1', '2', '3'].map(async (x) => (await db.collection(PERIODS).doc(`2032-02.${x}`).get()).data() as DayDoc),
    );
    const range = { from: '2032-02-01', to: '2032-02-29' };
    const fromDays = summarize(range, dayDocsOf, []);
    expect(fromDays.totals).toMatchObject({ views: 14, visitorDays: 14, demoOpened: 7 });
    expect(summarize(range, [month], [])).toEqual(fromDays);
    expect(summarize(range, thirds, [])).toEqual(fromDays);
    // Run again: nothing new to write.
    expect(await rollup(db, '2032-03-05', 40)).toEqual([]);
  });
});

describe('over HTTP through Hosting (/api/collect) and Pub/Sub', () => {
  const url = `${SITE_URL}/api/collect`;
  const today = () => new Date().toISOString().slice(0, 10);
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(url, {
      method: 'POST',
      body,
      headers: { 'user-agent': CHROME, 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin', ...headers },
    });
  let pubsub: PubSub;

  test('a page view is published and drained into the day (204); invalid 400; cross-site 403; GPC and bots not counted', async () => {
    pubsub = new PubSub();
    await ensureQueue(pubsub);
    const views = async () => (await dayTotals(today())).t.pages.find((p) => p.key === '/support')?.views ?? 0;
    await drain(db, pubsub);
    const before = await views();
    expect((await post(JSON.stringify(pv('/support')), { 'x-forwarded-for': 'forged, 198.51.100.200' })).status).toBe(
      204,
    );
    expect((await post('{"e":"pv"}')).status).toBe(400);
    expect((await post(JSON.stringify(pv('/support')), { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post(JSON.stringify(pv('/support')), { 'sec-gpc': '1' })).status).toBe(204);
    expect((await post(JSON.stringify(pv('/support')), { 'user-agent': 'Googlebot/2.1' })).status).toBe(204);
    expect((await fetch(url)).status).toBe(405);
    await waitFor('the page view drained', async () => {
      await drain(db, pubsub);
      return (await views()) === before + 1;
    });
    await drain(db, pubsub);
    expect(await views()).toBe(before + 1);
  });
});
