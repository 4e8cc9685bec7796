import { demoFromSearch, demoHref, withoutDemo } from './demo-url';

describe('the demo request as a URL', () => {
  it('links each call to action to its page with ?demo, naming the button unless it is the default', () => {
    expect(demoHref('/')).toBe('/?demo');
    expect(demoHref('/solutions', 'Talk to an Engineer')).toBe('/solutions?demo=Talk%20to%20an%20Engineer');
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
