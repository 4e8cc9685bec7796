/** @jest-environment node */
// When a page cannot be rendered (Firestore or the renderer down), the site function still answers:
// the build's copy of the page, else the shell, never cached and logged; with Hosting down too, the
// shell kept from the last minute, else a failure for the handler's 503. Hosting is a local HTTP
// server serving what `vite build` writes; the renderer is one that fails (the renderer itself is
// tested over HTTP in tests/site).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { logger } from 'firebase-functions';
import { CACHE_CONTROL, respond, type PageRenderer } from './function';

const SHELL = '<!doctype html><html><head><title>Structura AI</title></head><body><div id="root"></div></body></html>';
const TERMS_COPY =
  '<!doctype html><html><head><title>Terms of Service</title></head><body><h1>Terms</h1></body></html>';
const FILES: Record<string, string> = { '/spa': SHELL, '/_pages/terms': TERMS_COPY };

let server: http.Server;
let requested: string[] = [];
const failing: PageRenderer = () => Promise.reject(new Error('Firestore unavailable'));
const working: PageRenderer = async (_site, path) => ({ html: `<h1>${path} now</h1>`, h1: `${path} now` });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requested.push(req.url ?? '');
    const body = FILES[req.url ?? ''];
    if (body) res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(body);
    else res.writeHead(404, { 'Content-Type': 'text/html' }).end('not found');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.SITE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

let errors: jest.SpyInstance;
beforeEach(() => {
  requested = [];
  errors = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

test('a page renders as of now and may be cached by the CDN', async () => {
  const out = await respond('/company', working);
  expect(out).toEqual({
    status: 200,
    headers: expect.objectContaining({ 'Cache-Control': CACHE_CONTROL }),
    body: '<h1>/company now</h1>',
  });
  expect(errors).not.toHaveBeenCalled();
});

test("rendering fails: the build's copy of the page, 200, not cached, and the error logged", async () => {
  const out = await respond('/terms', failing);
  expect(out.status).toBe(200);
  expect(out.body).toBe(TERMS_COPY);
  expect(out.headers['Cache-Control']).toBe('no-store');
  expect(requested).toContain('/_pages/terms');
  expect(errors).toHaveBeenCalledWith("site: rendering /terms failed, serving the build's copy: Firestore unavailable");
});

test('rendering fails and the build has no copy: the shell (the browser renders the page)', async () => {
  const out = await respond('/support', failing);
  expect(out).toMatchObject({ status: 200, body: SHELL, headers: { 'Cache-Control': 'no-store' } });
});

test('an unknown path keeps its 404 when the not-found page cannot be rendered', async () => {
  const out = await respond('/no-such-page', failing);
  expect(out).toMatchObject({ status: 404, body: SHELL, headers: { 'Cache-Control': 'no-store' } });
  expect(errors).toHaveBeenCalledTimes(1);
});

describe('Hosting down as well', () => {
  let port: number;
  beforeEach(() => {
    port = (server.address() as AddressInfo).port;
    process.env.SITE_URL = 'http://127.0.0.1:9';
  });
  afterEach(() => {
    process.env.SITE_URL = `http://127.0.0.1:${port}`;
  });

  test('the shell kept from the last minute still answers', async () => {
    expect(await respond('/privacy', failing)).toMatchObject({ status: 200, body: SHELL });
  });

  test('with no shell kept, respond fails, for the handler to answer 503', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./function');
      await expect(fresh.respond('/privacy', failing)).rejects.toThrow(/fetch failed/);
    });
  });
});

test("the resources library's filter and a campaign reach the render, nothing else; the fallback is the page's copy", async () => {
  expect((await respond('/resources', working, { search: '?type=webinar&ref=x' })).body).toBe(
    '<h1>/resources?type=webinar now</h1>',
  );
  // The campaign parameters, carried into the page's demo links (src/domain/leads/demo-url.ts).
  expect((await respond('/resources', working, { search: '?fbclid=f&type=webinar&utm_source=x' })).body).toBe(
    '<h1>/resources?type=webinar&utm_source=x&fbclid=f now</h1>',
  );
  expect((await respond('/resources', working, { search: '?q=beam&demo' })).body).toBe(
    '<h1>/resources?q=beam&demo now</h1>',
  );
  await respond('/resources', failing, { search: '?type=webinar' });
  expect(requested).toContain('/_pages/resources');
});
