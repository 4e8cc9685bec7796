/** @jest-environment node */
// What of a request's query the site function renders a page with: for a page with filters that
// work without JavaScript (the resources library's type and search) the parameters they read;
// nothing else from the query reaches the render.
import { pageFilters, routeOf } from './routes';

test.each([
  ['/resources', '?type=webinar', 'type=webinar'],
  ['/resources', '?type=event&q=steel+frames', 'type=event&q=steel+frames'],
  ['/resources', '?q=beam&utm_source=x&resource=abc&demo', 'q=beam'],
  ['/resources', '?type=&q=', ''],
  ['/resources', '', ''],
  ['/company', '?type=webinar', ''],
  ['/', '?q=x', ''],
])('%s with %s renders with %s', (path, search, filters) => {
  expect(pageFilters(path, search)).toBe(filters);
});

test('a query value is bounded', () => {
  expect(pageFilters('/resources', `?q=${'a'.repeat(5000)}`)).toBe(`q=${'a'.repeat(200)}`);
});

test('a trailing slash is the same page', () => {
  expect(routeOf('/resources/')).toEqual({ kind: 'page', path: '/resources', locale: 'en' });
});

test('a German or Spanish path is its page, article or feed in that language; the sitemap is one', () => {
  expect(routeOf('/de/')).toEqual({ kind: 'page', path: '/', locale: 'de' });
  expect(routeOf('/de')).toEqual({ kind: 'page', path: '/', locale: 'de' });
  expect(routeOf('/es/company')).toEqual({ kind: 'page', path: '/company', locale: 'es' });
  expect(routeOf('/de/blog/lastpfade')).toMatchObject({ kind: 'article', slug: 'lastpfade', locale: 'de' });
  expect(routeOf('/de/rss.xml')).toEqual({ kind: 'rss', locale: 'de' });
  expect(routeOf('/rss.xml')).toEqual({ kind: 'rss', locale: 'en' });
  expect(routeOf('/sitemap.xml')).toEqual({ kind: 'sitemap' });
  expect(routeOf('/de/sitemap.xml')).toEqual({ kind: 'not-found', locale: 'de' });
  expect(routeOf('/es/no-such-page')).toEqual({ kind: 'not-found', locale: 'es' });
  expect(routeOf('/de/blog/Not_A_Slug')).toEqual({ kind: 'not-found', locale: 'de' });
});
