// The site function: Hosting rewrites /sitemap.xml, /rss.xml, article pages and the spec's
// not-found routes to it (firebase.json). It answers from Firestore on each request, with
// Cache-Control for Hosting's CDN (fresh for 60 s, then served stale while it refreshes), so a
// change is live within a minute in production and on the next request locally.
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { siteUrl } from '../config';
import { lookupArticle, readPublished, readToggles, type PublicArticle } from './data';
import { rssXml, sitemapXml } from './feeds';
import { articleHead, withHead } from './head';
import { ARTICLE_SECTIONS, routeOf, type ArticleSection } from './routes';
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

async function notFound(site: string): Promise<SiteResponse> {
  const page = await hostedFile(site, 'spa');
  return html(404, page ?? '<!doctype html><title>Page not found</title><h1>Page not found</h1>');
}

/** The response for a path: the one seam between Hosting and the server's pages. */
export async function respond(pathname: string): Promise<SiteResponse> {
  const db = getFirestore();
  const site = siteUrl();
  const route = routeOf(pathname);
  if (route.kind === 'sitemap' || route.kind === 'rss') {
    const toggles = await readToggles(db);
    const shown = ARTICLE_SECTIONS.filter((s) => toggles[s.toggle] !== false);
    if (route.kind === 'rss' && !shown.some((s) => s.toggle === 'blog')) return notFound(site);
    const articles = new Map<ArticleSection, PublicArticle[]>();
    for (const s of route.kind === 'rss' ? shown.filter((x) => x.toggle === 'blog') : shown)
      articles.set(s, await readPublished(db, s));
    const body =
      route.kind === 'rss'
        ? rssXml(site, articles.get(ARTICLE_SECTIONS[0]) ?? [])
        : sitemapXml(site, toggles, articles);
    const type = route.kind === 'rss' ? 'application/rss+xml; charset=utf-8' : 'application/xml; charset=utf-8';
    return { status: 200, headers: { 'Content-Type': type, 'Cache-Control': CACHE_CONTROL }, body };
  }
  if (route.kind === 'not-found') return notFound(site);
  const toggles = await readToggles(db);
  if (toggles[route.section.toggle] === false) return notFound(site);
  const found = await lookupArticle(db, route.section, route.slug);
  if (found.kind === 'moved')
    return {
      status: 301,
      headers: { Location: `${route.section.prefix}/${found.slug}`, 'Cache-Control': CACHE_CONTROL },
      body: '',
    };
  if (found.kind === 'none') return notFound(site);
  const prerendered = await hostedFile(site, `_articles${route.section.prefix}/${route.slug}`);
  const page = prerendered ?? (await hostedFile(site, 'spa'));
  if (!page) throw new Error('Hosting has no spa.html');
  return html(200, withHead(page, articleHead(site, route.section, found.article)));
}

export const site = onRequest({ memory: '256MiB', timeoutSeconds: 30, concurrency: 80 }, async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').send('');
    return;
  }
  try {
    const out = await respond(req.path);
    res
      .status(out.status)
      .set(out.headers)
      .send(req.method === 'HEAD' ? '' : out.body);
  } catch (error) {
    logger.error(`site: ${req.path} failed: ${error instanceof Error ? error.message : String(error)}`);
    res.status(503).set({ 'Cache-Control': 'no-store', 'Retry-After': '30' }).send('Service temporarily unavailable');
  }
});
