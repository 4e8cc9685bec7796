// An article page's head as of now, from Firestore: title, description, canonical, Open Graph and
// Twitter tags (from its SEO fields, else its title and excerpt) and JSON-LD (BlogPosting or
// Article, with a BreadcrumbList). Put into the HTML the site function answers with, replacing the
// tags the build prerendered (which may be out of date) or completing the bare SPA shell.
import { SITE_NAME } from '@/config/constants';
import { escapeHtml } from '@/lib/util/escape';
import type { PublicArticle } from './data';
import type { ArticleSection } from './routes';

/** JSON inside <script>: no "</script>" or "<!--" can close or confuse it. */
const jsonInScript = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

const absolute = (siteUrl: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}`;

export function articleHead(siteUrl: string, section: ArticleSection, a: PublicArticle): string {
  const title = `${a.seoTitle || a.title} | ${SITE_NAME}`;
  const description = a.seoDescription || a.excerpt;
  const url = `${siteUrl}${section.prefix}/${a.slug}`;
  const image = absolute(siteUrl, a.coverImage || '/og-image.png');
  const listName = section.prefix === '/blog' ? 'Blog' : 'Case studies';
  const ld = [
    {
      '@context': 'https://schema.org',
      '@type': section.prefix === '/blog' ? 'BlogPosting' : 'Article',
      headline: a.title,
      description,
      url,
      mainEntityOfPage: url,
      image,
      datePublished: a.publishedAt.toISOString(),
      dateModified: (a.updatedAt ?? a.publishedAt).toISOString(),
      ...(a.author ? { author: { '@type': 'Person', name: a.author } } : {}),
      publisher: { '@type': 'Organization', name: SITE_NAME, url: siteUrl, logo: `${siteUrl}/favicon.svg` },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteUrl}/` },
        { '@type': 'ListItem', position: 2, name: listName, item: `${siteUrl}${section.prefix}` },
        { '@type': 'ListItem', position: 3, name: a.title, item: url },
      ],
    },
  ];
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}"/>`,
    `<link rel="canonical" href="${escapeHtml(url)}"/>`,
    `<meta property="og:site_name" content="${SITE_NAME}"/>`,
    '<meta property="og:type" content="article"/>',
    `<meta property="og:title" content="${escapeHtml(title)}"/>`,
    `<meta property="og:description" content="${escapeHtml(description)}"/>`,
    `<meta property="og:url" content="${escapeHtml(url)}"/>`,
    `<meta property="og:image" content="${escapeHtml(image)}"/>`,
    `<meta property="article:published_time" content="${a.publishedAt.toISOString()}"/>`,
    '<meta name="twitter:card" content="summary_large_image"/>',
    `<meta name="twitter:title" content="${escapeHtml(title)}"/>`,
    `<meta name="twitter:description" content="${escapeHtml(description)}"/>`,
    `<meta name="twitter:image" content="${escapeHtml(image)}"/>`,
    ...(section.prefix === '/blog'
      ? [`<link rel="alternate" type="application/rss+xml" title="${SITE_NAME} Blog" href="${siteUrl}/rss.xml"/>`]
      : []),
    `<script type="application/ld+json">${jsonInScript(ld)}</script>`,
  ].join('');
}

/** The page's own SEO tags out, the given ones in (before </head>). */
export function withHead(html: string, head: string): string {
  const stripped = html
    .replace(/<title>[\s\S]*?<\/title>/gi, '')
    .replace(/<meta (?:name|property)="(?:description|robots|og:[^"]*|twitter:[^"]*|article:[^"]*)"[^>]*>/gi, '')
    .replace(/<link rel="(?:canonical|alternate)"[^>]*>/gi, '')
    .replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/gi, '');
  return stripped.replace('</head>', `${head}</head>`);
}
