import { attributionFromRequest, attributionRows, attributionSchema, parseAttribution } from './attribution';
import { bucketOf, p75, rate, routeKey, BUCKETS } from './protocol';
import { cleanPath, cleanText, referrerHost, sourceOf, touchFrom } from './touch';

describe('touchFrom', () => {
  test('reads the landing page, the referrer host and the allowlisted UTM and click IDs only', () => {
    const t = touchFrom(
      'https://structura.ai/blog/launch/?utm_source=linkedin&utm_medium=social&utm_campaign=launch&utm_term=fea&utm_content=a&utm_evil=x&gclid=G1&fbclid=F1&msclkid=M1&other=1#top',
      'https://www.LinkedIn.com/feed/',
    );
    expect(t).toEqual({
      landingPage: '/blog/launch',
      referrerHost: 'linkedin.com',
      utm: { source: 'linkedin', medium: 'social', campaign: 'launch', term: 'fea', content: 'a' },
      clickIds: { gclid: 'G1', fbclid: 'F1', msclkid: 'M1' },
    });
    expect(attributionSchema.safeParse({ firstTouch: t, lastTouch: t, page: '/' }).success).toBe(true);
  });

  test('the site itself and non-http referrers are no referrer; a direct visit has only its page', () => {
    expect(referrerHost('https://www.structura.ai/x', 'structura.ai')).toBe('');
    expect(referrerHost('android-app://com.x', 'structura.ai')).toBe('');
    expect(referrerHost('not a url', 'structura.ai')).toBe('');
    expect(touchFrom('https://structura.ai/', '')).toEqual({ landingPage: '/' });
    expect(sourceOf(touchFrom('https://structura.ai/', ''))).toBe('(direct)');
  });

  test('hostile values are bounded and cleaned of control and bidi characters', () => {
    const long = 'x'.repeat(5000);
    const t = touchFrom(`https://structura.ai/?utm_source=${long}&utm_campaign=%E2%80%AEevil%0Aline&gclid=${long}`, '');
    expect(t!.utm!.source).toHaveLength(100);
    expect(t!.utm!.campaign).toBe('evil line');
    expect(t!.clickIds!.gclid).toHaveLength(200);
    // A control character is a word break; a bidi control is dropped (src/lib/util/clean-text.ts).
    expect(cleanText('a\u0000b\u202ec', 10)).toBe('a bc');
    expect(cleanPath('//evil.example')).toBe('');
    expect(cleanPath('/blog/x/?q=1')).toBe('/blog/x');
    expect(cleanPath(`/${'p'.repeat(300)}`)).toHaveLength(200);
  });
});

describe('attribution for the no-JavaScript form', () => {
  const touch = { landingPage: '/blog/a', utm: { source: 'linkedin', campaign: 'launch' } };
  test('takes a valid hidden field, else the Referer', () => {
    const hidden = JSON.stringify({ firstTouch: touch, lastTouch: touch, page: '/' });
    expect(attributionFromRequest(hidden, 'https://structura.ai/x')).toEqual({
      firstTouch: touch,
      lastTouch: touch,
      page: '/',
    });
    expect(attributionFromRequest('{"firstTouch":1}', 'https://structura.ai/pricing?utm_source=x')).toEqual({
      firstTouch: { landingPage: '/pricing', utm: { source: 'x' } },
      lastTouch: { landingPage: '/pricing', utm: { source: 'x' } },
      page: '/pricing',
    });
    expect(attributionFromRequest(undefined, undefined)).toBeNull();
  });
  test('refuses unknown keys and over-long values', () => {
    expect(parseAttribution({ firstTouch: { ...touch, x: 1 }, lastTouch: touch, page: '/' })).toBeNull();
    expect(
      parseAttribution({ firstTouch: touch, lastTouch: { landingPage: `/${'a'.repeat(200)}` }, page: '/' }),
    ).toBeNull();
    expect(parseAttribution({ firstTouch: touch, lastTouch: touch, page: 'https://x' })).toBeNull();
  });
  test('rows for people name first and last touch apart from the button', () => {
    const rows = attributionRows({ firstTouch: touch, lastTouch: { landingPage: '/' }, page: '/' });
    expect(rows).toEqual([
      ['First touch: landing page', '/blog/a'],
      ['First touch: utm_source', 'linkedin'],
      ['First touch: utm_campaign', 'launch'],
      ['Last touch: landing page', '/'],
      ['Requested on page', '/'],
    ]);
  });
});

describe('vitals histograms', () => {
  test('buckets; p75 interpolated within its bucket; ratings by Google’s thresholds', () => {
    expect(bucketOf('LCP', 2500)).toBe(4);
    expect(bucketOf('LCP', 2501)).toBe(5);
    expect(bucketOf('LCP', 99_999)).toBe(BUCKETS.LCP.length);
    const counts = Array(BUCKETS.LCP.length + 1).fill(0);
    counts[2] = 50; // 1000-1500
    counts[4] = 30; // 2000-2500
    counts[9] = 20; // 5000-6000
    // The 75th of 100 samples is the 25th of the 30 in 2000-2500: 2000 + 25/30 × 500.
    expect(p75('LCP', counts)).toBeCloseTo(2416.67, 2);
    expect(p75('LCP', [])).toBeNull();
    expect(rate('LCP', 2500)).toBe('good');
    expect(rate('INP', 201)).toBe('needs-improvement');
    expect(rate('CLS', 251)).toBe('poor');
    expect(routeKey('/blog/a-post')).toBe('/blog/:slug');
    expect(routeKey('/solutions')).toBe('/solutions');
  });

  test('an LCP of 10.2 s in its bucket (10-15 s) reads near 10 s, not the bucket’s 15 s', () => {
    const counts = Array(BUCKETS.LCP.length + 1).fill(0);
    counts[bucketOf('LCP', 10_200)] = 1;
    expect(p75('LCP', counts)).toBe(13_750); // one sample: three quarters into 10-15 s
    counts[bucketOf('LCP', 800)] = 3; // 500-1000
    expect(p75('LCP', counts)).toBe(1000);
    const first = Array(BUCKETS.INP.length + 1).fill(0);
    first[0] = 4; // 0-50 ms
    expect(p75('INP', first)).toBe(37.5);
  });

  test('the last, open bucket gives its floor; the interpolated value keeps the bucket’s rating', () => {
    const open = Array(BUCKETS.LCP.length + 1).fill(0);
    open[BUCKETS.LCP.length] = 5;
    expect(p75('LCP', open)).toBe(20_000);
    for (const metric of ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const)
      BUCKETS[metric].forEach((bound, i) => {
        const c = Array(BUCKETS[metric].length + 1).fill(0);
        c[i] = 1;
        expect(rate(metric, p75(metric, c)!)).toBe(rate(metric, bound));
      });
  });
});
