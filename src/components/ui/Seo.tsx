import { env } from '@/config/env';
import { SITE_NAME } from '@/config/constants';

export interface SeoProps {
  /** Page title; the site name is appended ("Solutions | Structura AI"). */
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/blog/my-post". */
  path: string;
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** The site's address (an article's head is the server's: src/components/article/ArticleHead.tsx). */
  siteUrl?: string;
}

/** The title as the head shows it, and the page's and its image's absolute URLs. */
export const seoUrls = (title: string, path: string, image = '/og-image.png', siteUrl = env.siteUrl) =>
  [
    title === SITE_NAME ? title : `${title} | ${SITE_NAME}`,
    siteUrl + path,
    image.startsWith('http') ? image : siteUrl + image,
  ] as const;

/** Per-route title, description, canonical URL and Open Graph / Twitter tags (and, on blog pages,
 *  the RSS feed's alternate link): a page's head, rendered once, by the page. React 19 hoists
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
}: SeoProps) {
  const [fullTitle, url, imageUrl] = seoUrls(title, path, image, siteUrl);
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
      <meta name="twitter:card" content="summary_large_image" />
      {(path === '/blog' || path.startsWith('/blog/')) && (
        <link rel="alternate" type="application/rss+xml" title={`${SITE_NAME} Blog`} href={`${siteUrl}/rss.xml`} />
      )}
    </>
  );
}
