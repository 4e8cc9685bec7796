// sitemap.xml, rss.xml and robots.txt, written once: every public route of the route table and
// every PUBLIC article (as a signed-out visitor may see it now), a section whose feature toggle is
// off left out, routes and articles alike (it shows the not-found page). Two readers feed it, each
// a FeedSource: the site function's (functions/src/site/data.ts: the Admin SDK, on each request in
// Hosting) and the dev server's and `vite preview`'s (scripts/lib/sitemap.ts: Firestore's REST API,
// as a visitor, under the same rules). Both read stored articles through the app's read schema.
// Node only (it brings zod); imported with relative paths, as Vite's config loads it.
import { ARTICLE_SECTIONS, PUBLIC_PATHS, type ArticleSection } from './route-table.ts';
import { articleReadShape, type PublicArticle } from '../lib/schema/article.ts';

export type { PublicArticle };
import { isPublicAt, LIVE_FIELD } from '../domain/live.ts';
import { z } from '../lib/schema/zod.ts';
import { escapeXml } from '../lib/util/escape.ts';

const articleSchema = z.object(articleReadShape);

/** A stored article (timestamps as ISO strings, as the app reads them) as the public sees it at
 *  `now`, or null: a document the app's schema refuses, or one not public: live AND inside its time
 *  (issue 29: publishedAt <= now < unpublishAt), so a late or lost unpublish task leaves nothing. */
export function publicArticle(doc: Record<string, unknown> & { id: string }, now = Date.now()): PublicArticle | null {
  const parsed = z.safeParse(articleSchema, doc);
  if (!parsed.success) return null;
  const a = parsed.data;
  if (
    !a.publishedAt ||
    !isPublicAt({ live: doc[LIVE_FIELD], publishedAt: a.publishedAt, unpublishAt: a.unpublishAt }, now)
  )
    return null;
  return {
    id: a.id,
    slug: a.slug,
    title: a.title,
    excerpt: a.excerpt,
    author: a.author,
    seoTitle: a.seoTitle,
    seoDescription: a.seoDescription,
    coverImage: a.coverImage,
    publishedAt: new Date(a.publishedAt),
    updatedAt: a.updatedAt ? new Date(a.updatedAt) : null,
  };
}

/** What the feeds read. */
export interface FeedSource {
  /** Feature toggles by name (a missing toggle counts as enabled). */
  toggles(): Promise<Record<string, boolean>>;
  /** A section's public articles (publicArticle), newest published first. */
  published(section: ArticleSection): Promise<PublicArticle[]>;
}

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

const BLOG = ARTICLE_SECTIONS.find((s) => s.toggle === 'blog')!;

/** Every public route and public article; sections whose toggle is off are left out. */
export async function sitemapEntries(source: FeedSource): Promise<SitemapEntry[]> {
  const toggles = await source.toggles();
  const off = ARTICLE_SECTIONS.filter((s) => toggles[s.toggle] === false);
  const routes = PUBLIC_PATHS.filter((p) => !off.some((s) => s.prefix === p)).map((path) => ({ path }));
  const articles = await Promise.all(
    ARTICLE_SECTIONS.filter((s) => !off.includes(s)).map(async (s) =>
      (await source.published(s)).map((a) => ({
        path: `${s.prefix}/${a.slug}`,
        lastmod: (a.updatedAt ?? a.publishedAt).toISOString().slice(0, 10),
      })),
    ),
  );
  return [...routes, ...articles.flat()];
}

/** The public routes alone: what the dev server's sitemap holds when Firestore cannot be reached. */
export const staticEntries = (): SitemapEntry[] => PUBLIC_PATHS.map((path) => ({ path }));

export function renderSitemap(siteUrl: string, entries: SitemapEntry[]): string {
  const base = siteUrl.replace(/\/+$/, '');
  const urls = entries.map((e) =>
    [
      '  <url>',
      `    <loc>${escapeXml(base + e.path)}</loc>`,
      ...(e.lastmod ? [`    <lastmod>${escapeXml(e.lastmod)}</lastmod>`] : []),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}

/** RSS 2.0 of the public blog posts, newest first (at most 50). */
export function rssXml(siteUrl: string, posts: PublicArticle[]): string {
  const items = posts.slice(0, 50).map((p) => {
    const link = `${siteUrl}${BLOG.prefix}/${p.slug}`;
    return [
      '    <item>',
      `      <title>${escapeXml(p.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="false">${escapeXml(`${BLOG.collection}/${p.id}`)}</guid>`,
      `      <pubDate>${p.publishedAt.toUTCString()}</pubDate>`,
      ...(p.author ? [`      <dc:creator>${escapeXml(p.author)}</dc:creator>`] : []),
      `      <description>${escapeXml(p.excerpt)}</description>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    '    <title>Structura AI Blog</title>',
    `    <link>${escapeXml(`${siteUrl}${BLOG.prefix}`)}</link>`,
    `    <atom:link href="${escapeXml(`${siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    '    <description>Structural engineering and AI automation: articles from Structura AI.</description>',
    '    <language>en</language>',
    ...(posts[0] ? [`    <lastBuildDate>${posts[0].publishedAt.toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** sitemap.xml as of now. */
export const sitemapXml = async (siteUrl: string, source: FeedSource): Promise<string> =>
  renderSitemap(siteUrl, await sitemapEntries(source));

/** rss.xml as of now, or null while the blog's toggle is off (its feed is then not found). */
export async function blogRss(siteUrl: string, source: FeedSource): Promise<string | null> {
  if ((await source.toggles())[BLOG.toggle] === false) return null;
  return rssXml(siteUrl, await source.published(BLOG));
}
