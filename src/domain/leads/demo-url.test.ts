import { CLICK_IDS, UTM_KEYS } from '@/domain/analytics/touch';
import { CAMPAIGN_PARAMS, campaignQuery, demoFromSearch, demoHref, withoutDemo } from './demo-url';

describe('the demo request as a URL', () => {
  it('links each call to action to its page with ?demo, naming the button unless it is the default', () => {
    expect(demoHref('/')).toBe('/?demo');
    expect(demoHref('/solutions', 'Talk to an Engineer')).toBe('/solutions?demo=Talk%20to%20an%20Engineer');
  });

  it("carries the page's campaign parameters into the link, and nothing else of its query", () => {
    const search = '?q=steel&utm_campaign=launch&fbclid=abc&utm_source=linkedin&ref=x&demo';
    expect(demoHref('/blog/wind-loads', undefined, search)).toBe(
      '/blog/wind-loads?utm_source=linkedin&utm_campaign=launch&fbclid=abc&demo',
    );
    expect(demoHref('/', 'Start Free', '?gclid=g1')).toBe('/?gclid=g1&demo=Start%20Free');
  });

  it('carries exactly the parameters attribution reads', () => {
    expect([...CAMPAIGN_PARAMS]).toEqual([...UTM_KEYS.map((k) => `utm_${k}`), ...CLICK_IDS]);
  });

  it('bounds campaign values and drops empty ones', () => {
    const long = 'x'.repeat(5000);
    const kept = new URLSearchParams(campaignQuery(`?utm_source=${long}&utm_medium=&utm_term=%20a%20b%0A`));
    expect(kept.get('utm_source')).toHaveLength(200);
    expect(kept.has('utm_medium')).toBe(false);
    expect(kept.get('utm_term')).toBe('a b');
    // The server renders with the bounded query and the browser bounds the raw one: the same links.
    const raw = `?utm_source=${long}&utm_term=%20a%0A&gclid=g`;
    expect(campaignQuery(`?${campaignQuery(raw)}`)).toBe(campaignQuery(raw));
  });

  it('reads the form, titled only with a label the page offers, or the thank-you', () => {
    const offered = ['Get a Demo', 'Start Free'];
    expect(demoFromSearch('', offered)).toBeNull();
    expect(demoFromSearch('?utm_source=x', offered)).toBeNull();
    expect(demoFromSearch('?demo', offered)).toEqual({ status: 'open', title: 'Get a Demo' });
    expect(demoFromSearch('?demo=Start%20Free', offered)).toEqual({ status: 'open', title: 'Start Free' });
    expect(demoFromSearch('?demo=Your%20account%20is%20locked', offered)).toEqual({
      status: 'open',
      title: 'Get a Demo',
    });
    expect(demoFromSearch('?demo=sent', offered)).toEqual({ status: 'thank-you', title: 'Get a Demo' });
  });

  it('leads back to the page without the dialog, keeping its other parameters', () => {
    expect(withoutDemo('/', '?demo')).toBe('/');
    expect(withoutDemo('/blog', '?demo=sent&utm_source=linkedin')).toBe('/blog?utm_source=linkedin');
  });
});
