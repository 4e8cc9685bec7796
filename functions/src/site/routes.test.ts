/** @jest-environment node */
// Which URL the site function renders for a request: the path, and for a page with filters that
// work without JavaScript (the resources library's type and search) the query they read; nothing
// else from the query reaches the render.
import { routeOf } from './routes';

test.each([
  ['/resources?type=webinar', '/resources?type=webinar'],
  ['/resources?type=event&q=steel+frames', '/resources?type=event&q=steel+frames'],
  ['/resources/?q=beam&utm_source=x&resource=abc', '/resources?q=beam'],
  ['/resources?type=&q=', '/resources'],
  ['/resources', '/resources'],
  ['/company?type=webinar', '/company'],
  ['/?q=x', '/'],
])('%s renders %s', (url, path) => {
  expect(routeOf(url)).toEqual({ kind: 'page', path });
});

test('a query value is bounded', () => {
  const route = routeOf(`/resources?q=${'a'.repeat(5000)}`);
  expect(route).toEqual({ kind: 'page', path: `/resources?q=${'a'.repeat(200)}` });
});

test('the query does not change what is not found', () => {
  expect(routeOf('/pricing?type=webinar')).toEqual({ kind: 'not-found' });
  expect(routeOf('/admin/resources?type=webinar')).toEqual({ kind: 'not-found' });
});
