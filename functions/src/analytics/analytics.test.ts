import { parseBeacon } from '@/domain/analytics/beacon-schema';
import { channelOf, deviceOf, personal, sameOrigin, skipReason } from './classify';
import { fold } from './aggregate';
import { addTo, estimate, newSketch } from './sketch';
import type { Event } from './collect';
import { createHash } from 'node:crypto';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const SAME = { 'sec-fetch-site': 'same-origin' };

test('beacons: strict, bounded, vitals only on vitals beacons, pv a subset of v', () => {
  expect(parseBeacon('{"e":"pv","p":"/","us":"linkedin"}')).toMatchObject({ ok: true });
  expect(parseBeacon('{"e":"vitals","p":"/","v":{"LCP":1200,"CLS":0.1}}')).toMatchObject({ ok: true });
  expect(parseBeacon('{"e":"vitals","p":"/","v":{"INP":300},"pv":{"INP":120}}')).toMatchObject({ ok: true });
  expect(parseBeacon('{"e":"pv","p":"/","r":"android-app://com.google.android.gm"}')).toMatchObject({ ok: true });
  expect(parseBeacon('{"e":"demo","p":"/","uc":"b","f":{"r":"google.com","uc":"a"}}')).toMatchObject({ ok: true });
  for (const bad of [
    '',
    '[]',
    '{"e":"pv"}',
    '{"e":"pv","p":"/","v":{"LCP":1}}',
    '{"e":"pv","p":"/","ip":"1.2.3.4"}',
    '{"e":"vitals","p":"/","v":{"LCP":1e9}}',
    '{"e":"vitals","p":"/","v":{"LCP":100},"pv":{"INP":100}}',
    '{"e":"pv","p":"/","f":{"x":"1"}}',
    '{"e":"pv","p":"/","r":"javascript://x"}',
    `{"e":"pv","p":"/","uc":"${'x'.repeat(3000)}"}`,
  ])
    expect(parseBeacon(bad)).toMatchObject({ ok: false });
});

test('who is skipped, and device classes', () => {
  expect(skipReason({ ...SAME, 'user-agent': CHROME })).toBeNull();
  expect(skipReason({ ...SAME, 'user-agent': CHROME, 'sec-gpc': '1' })).toBe('opted-out');
  expect(skipReason({ ...SAME, 'user-agent': CHROME, purpose: 'prefetch' })).toBe('prefetch');
  expect(skipReason({ ...SAME, 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' })).toBe('bot');
  expect(deviceOf({ 'user-agent': CHROME })).toBe('desktop');
  expect(deviceOf({ 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36' })).toBe('mobile');
  expect(deviceOf({ 'user-agent': 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)' })).toBe('tablet');
});

test.each([
  'Python/3.12 aiohttp/3.9.5',
  'PostmanRuntime/7.39.0',
  'Java-http-client/21.0.2',
  'got (https://github.com/sindresorhus/got)',
])('HTTP client %s is a bot (isbot)', (ua) => expect(skipReason({ ...SAME, 'user-agent': ua })).toBe('bot'));

test('same origin only: Sec-Fetch-Site, else Origin, else refused', () => {
  const origins = ['https://structura.ai'];
  expect(sameOrigin({ 'sec-fetch-site': 'same-origin' }, origins)).toBe(true);
  expect(sameOrigin({ 'sec-fetch-site': 'cross-site', origin: 'https://structura.ai' }, origins)).toBe(false);
  expect(sameOrigin({ 'sec-fetch-site': 'same-site' }, origins)).toBe(false);
  expect(sameOrigin({ origin: 'https://structura.ai' }, origins)).toBe(true);
  expect(sameOrigin({ origin: 'https://evil.example' }, origins)).toBe(false);
  expect(sameOrigin({ origin: 'null' }, origins)).toBe(false);
  expect(sameOrigin({}, origins)).toBe(false);
});

test('personal data: email addresses and phone numbers, not dates or versions', () => {
  for (const yes of [
    'jane.doe@example.com',
    'jane%40example.com',
    '/blog/jane@example.co.uk',
    '+44 20 7946 0958',
    '(555) 123-4567 8',
  ])
    expect(personal(yes)).toBe(true);
  for (const no of ['launch-2026-11-30', 'spring_sale', 'v1.2.3', 'google.com', 'q4-2026', '12345678'])
    expect(personal(no)).toBe(false);
});

test('channels from Ghost’s referrer list and the UTM medium', () => {
  expect(channelOf('google.com', undefined, undefined)).toEqual({ channel: 'search', source: 'Google' });
  expect(channelOf('t.co', undefined, undefined)).toEqual({ channel: 'social', source: 'Twitter' });
  expect(channelOf('android-app://com.google.android.gm', undefined, undefined)).toEqual({
    channel: 'email',
    source: 'Gmail',
  });
  expect(channelOf('some-blog.example', undefined, undefined)).toEqual({
    channel: 'referral',
    source: 'some-blog.example',
  });
  expect(channelOf(undefined, 'linkedin', 'cpc')).toEqual({ channel: 'paid', source: 'linkedin' });
  expect(channelOf(undefined, 'newsletter', 'email')).toEqual({ channel: 'email', source: 'newsletter' });
  expect(channelOf(undefined, undefined, undefined)).toEqual({ channel: 'direct', source: '(direct)' });
});

const hashOf = (i: number) => createHash('sha256').update(String(i)).digest().subarray(0, 16).toString('base64url');

test('HyperLogLog: near exact while small, within 3 standard errors when large', () => {
  for (const [bits, n] of [
    [12, 50],
    [12, 3000],
    [12, 100_000],
    [8, 200],
    [8, 5000],
  ] as const) {
    const r = newSketch(bits);
    for (let i = 0; i < n; i++) addTo(r, Buffer.from(hashOf(i), 'base64url'));
    for (let i = 0; i < n; i++) addTo(r, Buffer.from(hashOf(i), 'base64url')); // the same again
    const error = Math.abs(estimate(r) - n) / n;
    expect(error).toBeLessThan(3 * (1.04 / Math.sqrt(2 ** bits)));
  }
});

const ev = (over: Partial<Event>): Event => ({
  t: 0,
  e: 'pv',
  p: '/',
  d: 'desktop',
  h: hashOf(1),
  ch: 'direct',
  s: '(direct)',
  fch: 'direct',
  fs: '(direct)',
  ...over,
});

test('vitals: a new sample per metric; a resend (pv) moves its sample', () => {
  const doc = { day: '1970-01-01' };
  fold(doc, {}, [ev({ e: 'vitals', v: { INP: 120, LCP: 2100 } })]);
  fold(doc, {}, [ev({ e: 'vitals', v: { INP: 320 }, pv: { INP: 120 } })]); // 150 -> 400 bucket
  fold(doc, {}, [ev({ e: 'vitals', v: { INP: 330 }, pv: { INP: 320 } })]); // same bucket: nothing
  expect(doc).toMatchObject({
    vitalSamples: 2,
    vitals: { INP: { desktop: { '/': { '2': 0, '5': 1 } } }, LCP: { desktop: { '/': { '4': 1 } } } },
  });
});

test('visitors per page and demo-opened visitors, distinct within the day', () => {
  const doc: Record<string, unknown> & { day: string } = { day: '1970-01-01' };
  const sketches = {};
  fold(doc, sketches, [
    ev({ h: hashOf(1), p: '/' }),
    ev({ h: hashOf(1), p: '/' }),
    ev({ h: hashOf(2), p: '/' }),
    ev({ h: hashOf(1), p: '/solutions' }),
  ]);
  fold(doc, sketches, [ev({ h: hashOf(2), e: 'demo', p: '/' }), ev({ h: hashOf(2), e: 'demo', p: '/' })]);
  expect(doc).toMatchObject({
    views: 4,
    visitors: 2,
    demoOpened: 2,
    demoVisitors: 1,
    pages: { '/': { views: 3, visitors: 2, demoOpened: 2 }, '/solutions': { views: 1, visitors: 1 } },
  });
});
