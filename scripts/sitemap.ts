// Writes public/sitemap.xml (every public route plus every PUBLISHED blog post and case study from
// the seed data) and public/robots.txt (pointing at it). Base URL from VITE_SITE_URL (default
// https://www.structura.ai).
//   npx tsx scripts/sitemap.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUBLIC_PATHS } from '../src/app/route-paths';
import { blogPosts, caseStudies } from './seed-data';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_SITE_URL = 'https://www.structura.ai';

interface Entry {
  path: string;
  lastmod?: string;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

function sitemapEntries(): Entry[] {
  const articles = (prefix: string, items: { slug: string; published: boolean; updatedAt: string }[]) =>
    items.filter((i) => i.published).map((i) => ({ path: `${prefix}/${i.slug}`, lastmod: i.updatedAt.slice(0, 10) }));
  return [
    ...PUBLIC_PATHS.map((p) => ({ path: p })),
    ...articles('/blog', blogPosts),
    ...articles('/case-studies', caseStudies),
  ];
}

function renderSitemap(siteUrl: string, entries: Entry[]): string {
  const base = siteUrl.replace(/\/+$/, '');
  const urls = entries.map((e) =>
    [
      '  <url>',
      `    <loc>${escapeXml(base + (e.path === '/' ? '/' : e.path))}</loc>`,
      ...(e.lastmod ? [`    <lastmod>${e.lastmod}</lastmod>`] : []),
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

const robots = (base: string) =>
  ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');

const siteUrl = (process.env.VITE_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');
const entries = sitemapEntries();
writeFileSync(path.join(ROOT, 'public', 'sitemap.xml'), renderSitemap(siteUrl, entries));
writeFileSync(path.join(ROOT, 'public', 'robots.txt'), robots(siteUrl));
console.log(`[sitemap] wrote public/sitemap.xml (${entries.length} URLs) and public/robots.txt for ${siteUrl}`);
