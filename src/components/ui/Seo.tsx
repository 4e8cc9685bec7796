import { env } from '@/config/env';
import { SITE_NAME } from '@/config/constants';
import { DEFAULT_LOCALE, localeInfo, LOCALES, type Locale } from '@/domain/locales';
import { pageAlternates, pagePath, rssPath, type Alternates } from '@/domain/site/paths';
import { useLocale } from '@/i18n/locale-context';

export interface SeoProps {
  /** Page title; the site name is appended ("Solutions | Structura AI"). */
  title: string;
  description: string;
  /** Path of the canonical URL in the page's own language, without its prefix, e.g. "/blog/my-post"
   *  (the page's language adds it: "/de/blog/mein-beitrag"). */
  path: string;
  /** The page's URL in each language it has (hreflang); a fixed page has every language. */
  alternates?: Alternates;
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** The site's address (an article's head is the server's: src/components/article/ArticleHead.tsx). */
  siteUrl?: string;
  /** The language's RSS feed's title, on the blog's pages (src/i18n/messages/feeds.ts): the head
   *  then links the feed. */
  feedTitle?: string;
}

/** The hreflang links: every language the page has, and x-default (the English page). Only for a
 *  page with more than its own language. */
export function hreflangLinks(alternates: Alternates, siteUrl: string) {
  const langs = LOCALES.filter((l) => alternates[l.code]);
  if (langs.length < 2) return [];
  return [
    ...langs.map((l) => ({ hrefLang: l.code, href: siteUrl + alternates[l.code]! })),
    ...(alternates[DEFAULT_LOCALE] ? [{ hrefLang: 'x-default', href: siteUrl + alternates[DEFAULT_LOCALE] }] : []),
  ];
}

/** The title as the head shows it, and the page's and its image's absolute URLs. */
export const seoUrls = (title: string, path: string, image = '/og-image.png', siteUrl = env.siteUrl) =>
  [
    title === SITE_NAME ? title : `${title} | ${SITE_NAME}`,
    siteUrl + path,
    image.startsWith('http') ? image : siteUrl + image,
  ] as const;

/** Per-route title, description, canonical URL and Open Graph / Twitter tags (and, on blog pages,
 *  the language's RSS feed's alternate link): a page's head, rendered once, by the page. React 19 hoists
 *  these into <head>, in the browser and when rendering on a server (src/entry-server.tsx). An
 *  article adds its own (src/components/article/ArticleSeo.tsx). */
export function Seo({
  title,
  description,
  path,
  image,
  type = 'website',
  noindex = false,
  siteUrl = env.siteUrl,
  alternates,
  feedTitle,
}: SeoProps) {
  const locale: Locale = useLocale();
  const [fullTitle, url, imageUrl] = seoUrls(title, pagePath(path, locale), image, siteUrl);
  const links = noindex ? [] : hreflangLinks(alternates ?? pageAlternates(path), siteUrl);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:locale" content={localeInfo(locale).ogLocale} />
      {links.map((l) => (
        <link key={l.hrefLang} rel="alternate" hrefLang={l.hrefLang} href={l.href} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      {feedTitle && (
        <link rel="alternate" type="application/rss+xml" title={feedTitle} href={`${siteUrl}${rssPath(locale)}`} />
      )}
    </>
  );
}
