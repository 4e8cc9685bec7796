// sitemap.xml and rss.xml as text, from what data.ts read. The sitemap's markup is the one the
// dev server and the build used (scripts/lib/sitemap.ts renderSitemap).
import { PUBLIC_PATHS } from '@/app/route-table';
import { escapeXml } from '@/lib/util/escape';
import { renderSitemap } from '../../../scripts/lib/sitemap';
import { ARTICLE_SECTIONS, type ArticleSection } from './routes';
import type { PublicArticle } from './data';

/** Every public route and public article; sections whose toggle is off are left out. */
export function sitemapXml(
  siteUrl: string,
  toggles: Record<string, boolean>,
  articles: Map<ArticleSection, PublicArticle[]>,
): string {
  const off = ARTICLE_SECTIONS.filter((s) => toggles[s.toggle] === false);
  const routes = PUBLIC_PATHS.filter((p) => !off.some((s) => s.prefix === p)).map((path) => ({ path }));
  const entries = ARTICLE_SECTIONS.filter((s) => !off.includes(s)).flatMap((s) =>
    (articles.get(s) ?? []).map((a) => ({
      path: `${s.prefix}/${a.slug}`,
      lastmod: (a.updatedAt ?? a.publishedAt).toISOString().slice(0, 10),
    })),
  );
  return renderSitemap(siteUrl, [...routes, ...entries]);
}

/** RSS 2.0 of the public blog posts, newest first (at most 50). */
export function rssXml(siteUrl: string, posts: PublicArticle[]): string {
  const items = posts.slice(0, 50).map((p) => {
    const link = `${siteUrl}/blog/${p.slug}`;
    return [
      '    <item>',
      `      <title>${escapeXml(p.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="false">${escapeXml(`blog_posts/${p.id}`)}</guid>`,
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
    `    <link>${escapeXml(`${siteUrl}/blog`)}</link>`,
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
