// The site function: Hosting rewrites every public page, /sitemap.xml and /rss.xml to it
// (firebase.json). It renders each page from Firestore as of now with the app's own renderer
// (render.ts), with Cache-Control for Hosting's CDN (fresh for 60 s, then served stale while it
// refreshes), so a change is live within a minute in production and on the next request locally.
// Status codes are real: 404 for the not-found page, 301 from an article's old slug.
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { fileOfRoute } from '@/app/build-files';
import { routeOf as appRouteOf } from '@/domain/site/routes';
import type { RenderOptions } from '@/entry-server';
import { campaignQuery, DEMO_PARAM, DEMO_SENT } from '@/domain/leads/demo-url';
import { CLIENT_TRUSTED_HOPS, siteUrl } from '../config';
import { clientKey } from '../http/client-address';
import { handleFormPost } from '../leads/form-post';
import { blogRss, sitemapXml } from '@/app/feeds';
import { feedSource, lookupArticle, readToggles } from './data';
import { renderPage, type Rendered } from './render';
import { localizedPath, pageFilters, routeOf } from './routes';
import { DEFAULT_LOCALE, splitLocalePath } from '@/domain/locales';
import { articlePath, pagePath } from '@/domain/site/paths';
import { hostedFile } from './shell';

export const CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

export interface SiteResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const html = (status: number, body: string): SiteResponse => ({
  status,
  headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': CACHE_CONTROL },
  body,
});

/** Renders a page as of now (render.ts); a test hands respond() one that fails. `path` may carry
 *  the demo dialog's query (`?demo`). */
export type PageRenderer = (site: string, path: string, demoForm?: RenderOptions['demoForm']) => Promise<Rendered>;
const renderNow: PageRenderer = (site, path, demoForm) => renderPage(getFirestore(), site, path, demoForm);

/** The demo dialog's query (src/domain/leads/demo-url.ts): with a page's filters (routes.ts) and its
 *  campaign parameters (carried into its demo links), the only query a page's rendering reads. */
function demoQuery(search: string): string {
  const value = new URLSearchParams(search).get(DEMO_PARAM);
  if (value === null) return '';
  return value === '' ? `?${DEMO_PARAM}` : `?${DEMO_PARAM}=${encodeURIComponent(value.slice(0, 120))}`;
}

/**
 * The page at `path`, rendered now; when rendering fails (Firestore or the renderer down), the
 * build's copy of it, else the shell (the app then renders it in the browser), neither cached.
 * Logged either way.
 */
async function page(
  render: PageRenderer,
  site: string,
  path: string,
  status?: number,
  demoForm?: RenderOptions['demoForm'],
): Promise<SiteResponse> {
  try {
    const { html: body, notFound } = await render(site, path, demoForm);
    const out = html(status ?? (notFound ? 404 : 200), body);
    // A refused post's answer shows what one visitor typed: never kept by a cache.
    return demoForm ? { ...out, headers: { ...out.headers, 'Cache-Control': 'no-store' } } : out;
  } catch (error) {
    logger.error(
      `site: rendering ${path} failed, serving the build's copy: ${error instanceof Error ? error.message : String(error)}`,
    );
    // Hosting serves clean URLs: the copy's path without .html.
    const copy =
      status === 404
        ? null
        : await hostedFile(site, fileOfRoute(path.split('?')[0]!).replace(/\.html$/, '')).catch(() => null);
    const shell = copy ?? (await hostedFile(site, 'spa'));
    if (!shell) throw error;
    return {
      ...html(status ?? 200, shell),
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    };
  }
}

/** The response for a path: the one seam between Hosting and the server's pages. `search` is the
 *  request's query (only the demo dialog's is read); `demoForm`, a refused form post's answer. */
export async function respond(
  pathname: string,
  render: PageRenderer = renderNow,
  { search = '', demoForm, status }: { search?: string; demoForm?: RenderOptions['demoForm']; status?: number } = {},
): Promise<SiteResponse> {
  const site = siteUrl();
  const route = routeOf(pathname);
  const demo = demoQuery(search);
  /** The not-found page, with status 404. */
  const notFound = () =>
    page(render, site, pagePath('/404', route.kind === 'sitemap' ? DEFAULT_LOCALE : route.locale), 404);
  if (route.kind === 'page') {
    // A page behind a feature toggle that is off is the not-found page, rendered as such: its own
    // render would answer 404 yet carry the section's data in the page (issue 29).
    const feature = appRouteOf(route.path)?.feature;
    if (feature && (await readToggles(getFirestore()))[feature] === false) return notFound();
    const query = [pageFilters(route.path, search), campaignQuery(search), demo.replace(/^\?/, '')]
      .filter(Boolean)
      .join('&');
    const path = localizedPath(route);
    return page(render, site, query ? `${path}?${query}` : path, status, demoForm);
  }
  if (route.kind === 'not-found') return notFound();
  const db = getFirestore();
  if (route.kind === 'sitemap' || route.kind === 'rss') {
    const source = feedSource(db);
    const body = route.kind === 'rss' ? await blogRss(site, source, route.locale) : await sitemapXml(site, source);
    if (body === null) return notFound();
    const type = route.kind === 'rss' ? 'application/rss+xml; charset=utf-8' : 'application/xml; charset=utf-8';
    return { status: 200, headers: { 'Content-Type': type, 'Cache-Control': CACHE_CONTROL }, body };
  }
  const toggles = await readToggles(db);
  if (toggles[route.section.toggle] === false) return notFound();
  const found = await lookupArticle(db, route.section, route.slug, route.locale);
  if (found.kind === 'moved')
    return {
      status: 301,
      headers: {
        Location: articlePath(route.section, found.slug, route.locale),
        'Cache-Control': CACHE_CONTROL,
      },
      body: '',
    };
  if (found.kind === 'none') return notFound();
  // Its head (SEO tags, JSON-LD, noindex with the dialog open by its URL) is the page's own.
  return page(render, site, `${articlePath(route.section, route.slug, route.locale)}${demo}`, status ?? 200, demoForm);
}

/** Whether a path is a page the demo dialog can be posted from (a page or an article, not a feed). */
const postable = (pathname: string) => ['page', 'article'].includes(routeOf(pathname).kind);

/** A demo request posted without JavaScript (`POST <page>?demo`): 303 to the page's thank-you,
 *  or the page again with the form, what was typed and the reasons (form-post.ts). */
export async function respondToPost(
  pathname: string,
  search: string,
  request: { contentType: string; rawBody: Buffer; address: string; referer?: string },
  render: PageRenderer = renderNow,
): Promise<SiteResponse> {
  const result = await handleFormPost(getFirestore(), request);
  const noStore = { 'Cache-Control': 'no-store' };
  if (result.kind === 'refused')
    return {
      status: result.status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...noStore },
      body: result.message,
    };
  if (result.kind === 'sent') {
    // The page's own URL in its language (a language's home keeps its slash: /de/).
    const { locale, path } = splitLocalePath(pathname.replace(/\/+$/, '') || '/');
    const page = pagePath(path, locale);
    return { status: 303, headers: { Location: `${page}?${DEMO_PARAM}=${DEMO_SENT}`, ...noStore }, body: '' };
  }
  const { status, values, errors, error } = result;
  return respond(pathname, render, { search: search || `?${DEMO_PARAM}`, demoForm: { values, errors, error }, status });
}

/** The body compressed as the client accepts (brotli, else gzip): Hosting compresses the files it
 *  serves, not a function's answer, and a page's HTML with its data is 50-100 kB. */
export function compressed(
  out: SiteResponse,
  acceptEncoding: string,
): { body: string | Buffer; headers: Record<string, string> } {
  const headers = { ...out.headers, Vary: 'Accept-Encoding' };
  if (out.body.length < 1024) return { body: out.body, headers };
  const accepts = (name: string) => new RegExp(`(?:^|[\\s,])${name}(?:$|[\\s,;])`).test(acceptEncoding);
  if (accepts('br'))
    return {
      body: brotliCompressSync(out.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
      headers: { ...headers, 'Content-Encoding': 'br' },
    };
  if (accepts('gzip')) return { body: gzipSync(out.body), headers: { ...headers, 'Content-Encoding': 'gzip' } };
  return { body: out.body, headers };
}

export const site = onRequest({ memory: '512MiB', timeoutSeconds: 30, concurrency: 20 }, async (req, res) => {
  const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
  // A page's `?demo` URL takes the demo request form's post; nothing else takes a write.
  const demoForm = new URLSearchParams(search).has(DEMO_PARAM) && postable(req.path);
  const demoPost = req.method === 'POST' && demoForm;
  if (req.method !== 'GET' && req.method !== 'HEAD' && !demoPost) {
    res
      .status(405)
      .set('Allow', demoForm ? 'GET, HEAD, POST' : 'GET, HEAD')
      .set('Content-Type', 'text/plain; charset=utf-8')
      .send(demoForm ? 'The demo request form is sent with POST.' : '');
    return;
  }
  try {
    const out = demoPost
      ? await respondToPost(req.path, search, {
          contentType: String(req.headers['content-type'] ?? ''),
          rawBody: req.rawBody ?? Buffer.alloc(0),
          address: clientKey(req.headers, req.socket.remoteAddress, CLIENT_TRUSTED_HOPS.value()),
          referer: typeof req.headers.referer === 'string' ? req.headers.referer : undefined,
        })
      : await respond(req.path, renderNow, { search });
    const { body, headers } = compressed(out, String(req.headers['accept-encoding'] ?? ''));
    res
      .status(out.status)
      .set(headers)
      .send(req.method === 'HEAD' ? '' : body);
  } catch (error) {
    logger.error(`site: ${req.path} failed: ${error instanceof Error ? error.message : String(error)}`);
    res.status(503).set({ 'Cache-Control': 'no-store', 'Retry-After': '30' }).send('Service temporarily unavailable');
  }
});
