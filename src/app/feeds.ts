// sitemap.xml, rss.xml and robots.txt, written once: every public route of the route table and
// every PUBLIC article (as a signed-out visitor may see it now), a section whose feature toggle is
// off left out, routes and articles alike (it shows the not-found page). Two readers feed it, each
// a FeedSource: the site function's (functions/src/site/data.ts: the Admin SDK, on each request in
// Hosting) and the dev server's and `vite preview`'s (scripts/lib/sitemap.ts: Firestore's REST API,
// as a visitor, under the same rules). Both read stored articles through the app's read schema.
// Node only (it brings zod); imported with relative paths, as Vite's config loads it.
import { ARTICLE_SECTIONS, PUBLIC_PATHS, type ArticleSection } from '../domain/site/routes.ts';
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, type Locale } from '../domain/locales.ts';
import {
  articleAlternates,
  articlePath,
  pageAlternates,
  pagePath,
  rssPath,
  sectionPath,
  type Alternates,
} from '../domain/site/paths.ts';
import { localizeList, slugsOf, type ArticleTranslation } from '../domain/site/localize-articles.ts';
import { articleReadShape, type PublicArticle } from '../lib/schema/article.ts';

export type { PublicArticle };
import { isPublicAt, LIVE_FIELD } from '../domain/live.ts';
import { z } from '../lib/schema/zod.ts';
import { escapeXml } from '../lib/util/escape.ts';
import { FEED_TEXTS } from '../i18n/messages/feeds.ts';

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
  /** Every live article translation (both sections, every language; `parentId` its record's id). */
  translations(): Promise<ArticleTranslation[]>;
}

export interface SitemapEntry {
  path: string;
  lastmod?: string;
  /** The page in each language it has (hreflang), itself included. */
  alternates?: Alternates;
}

const BLOG = ARTICLE_SECTIONS.find((s) => s.toggle === 'blog')!;

/** Every public route in every language (each is served in all of them) and every public article
 *  in each language it has a live translation in, each with its alternates; sections whose toggle
 *  is off are left out. */
export async function sitemapEntries(source: FeedSource): Promise<SitemapEntry[]> {
  const [toggles, translations] = await Promise.all([source.toggles(), source.translations()]);
  const off = ARTICLE_SECTIONS.filter((s) => toggles[s.toggle] === false);
  const routes = fixedEntries(PUBLIC_PATHS.filter((p) => !off.some((s) => s.prefix === p)));
  const articles = await Promise.all(
    ARTICLE_SECTIONS.filter((s) => !off.includes(s)).map(async (s) =>
      (await source.published(s)).flatMap((a) => {
        const slugs = slugsOf(a, translations);
        const alternates = articleAlternates(s, slugs);
        return LOCALE_CODES.flatMap((l) =>
          slugs[l]
            ? [
                {
                  path: articlePath(s, slugs[l], l),
                  lastmod: (a.updatedAt ?? a.publishedAt).toISOString().slice(0, 10),
                  alternates,
                },
              ]
            : [],
        );
      }),
    ),
  );
  return [...routes, ...articles.flat()];
}

const fixedEntries = (paths: readonly string[]): SitemapEntry[] =>
  paths.flatMap((p) => LOCALE_CODES.map((l) => ({ path: pagePath(p, l), alternates: pageAlternates(p) })));

/** The public routes alone: what the dev server's sitemap holds when Firestore cannot be reached. */
export const staticEntries = (): SitemapEntry[] => fixedEntries(PUBLIC_PATHS);

/** A `<url>`'s hreflang links: every language it has and x-default (English), when it has more
 *  than one. */
function alternateLinks(base: string, alternates: Alternates | undefined): string[] {
  const langs = LOCALES.filter((l) => alternates?.[l.code]);
  if (!alternates || langs.length < 2) return [];
  const link = (lang: string, path: string) =>
    `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(base + path)}"/>`;
  return [
    ...langs.map((l) => link(l.code, alternates[l.code]!)),
    ...(alternates[DEFAULT_LOCALE] ? [link('x-default', alternates[DEFAULT_LOCALE])] : []),
  ];
}

export function renderSitemap(siteUrl: string, entries: SitemapEntry[]): string {
  const base = siteUrl.replace(/\/+$/, '');
  const urls = entries.map((e) =>
    [
      '  <url>',
      `    <loc>${escapeXml(base + e.path)}</loc>`,
      ...(e.lastmod ? [`    <lastmod>${escapeXml(e.lastmod)}</lastmod>`] : []),
      ...alternateLinks(base, e.alternates),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}

/** RSS 2.0 of the public blog posts in a language (theirs, or their translations'), newest first
 *  (at most 50). */
export function rssXml(siteUrl: string, posts: PublicArticle[], locale: Locale = DEFAULT_LOCALE): string {
  const items = posts.slice(0, 50).map((p) => {
    const link = `${siteUrl}${articlePath(BLOG, p.slug, locale)}`;
    return [
      '    <item>',
      `      <title>${escapeXml(p.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="false">${escapeXml(`${BLOG.collection}/${p.id}${locale === DEFAULT_LOCALE ? '' : `/${locale}`}`)}</guid>`,
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
    `    <title>${escapeXml(FEED_TEXTS[locale].title)}</title>`,
    `    <link>${escapeXml(`${siteUrl}${sectionPath(BLOG, locale)}`)}</link>`,
    `    <atom:link href="${escapeXml(`${siteUrl}${rssPath(locale)}`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(FEED_TEXTS[locale].description)}</description>`,
    `    <language>${locale}</language>`,
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

/** A language's rss.xml as of now (its live translations of the public posts), or null while the
 *  blog's toggle is off (its feed is then not found). */
export async function blogRss(
  siteUrl: string,
  source: FeedSource,
  locale: Locale = DEFAULT_LOCALE,
): Promise<string | null> {
  if ((await source.toggles())[BLOG.toggle] === false) return null;
  const posts = await source.published(BLOG);
  if (locale === DEFAULT_LOCALE) return rssXml(siteUrl, posts);
  return rssXml(siteUrl, localizeList(posts, locale, await source.translations()), locale);
}
