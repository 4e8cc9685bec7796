import { parseBeacon } from './beacon-schema';
import { clientAddress, deviceOf, skipReason } from './classify';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';

test('beacons: strict, bounded, vitals only on vitals beacons', () => {
  expect(parseBeacon('{"e":"pv","p":"/","us":"linkedin"}')).toMatchObject({ ok: true });
  expect(parseBeacon('{"e":"vitals","p":"/","v":{"LCP":1200,"CLS":0.1}}')).toMatchObject({ ok: true });
  for (const bad of [
    '',
    '[]',
    '{"e":"pv"}',
    '{"e":"pv","p":"/","v":{"LCP":1}}',
    '{"e":"pv","p":"/","ip":"1.2.3.4"}',
    '{"e":"vitals","p":"/","v":{"LCP":1e9}}',
    `{"e":"pv","p":"/","uc":"${'x'.repeat(3000)}"}`,
  ])
    expect(parseBeacon(bad)).toMatchObject({ ok: false });
});

test('who is skipped, and device classes', () => {
  expect(skipReason({ 'user-agent': CHROME })).toBeNull();
  expect(skipReason({ 'user-agent': CHROME, 'sec-gpc': '1' })).toBe('opted-out');
  expect(skipReason({ 'user-agent': CHROME, purpose: 'prefetch' })).toBe('prefetch');
  expect(skipReason({ 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' })).toBe('bot');
  expect(deviceOf({ 'user-agent': CHROME })).toBe('desktop');
  expect(deviceOf({ 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36' })).toBe('mobile');
  expect(deviceOf({ 'user-agent': 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)' })).toBe('tablet');
  expect(clientAddress({ 'x-forwarded-for': '203.0.113.1, 10.0.0.1' }, '127.0.0.1')).toBe('203.0.113.1');
  expect(clientAddress({}, '127.0.0.1')).toBe('127.0.0.1');
});
