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
}

/** Per-route title, description, canonical URL and Open Graph / Twitter tags (and, on blog pages,
 *  the RSS feed's alternate link). React 19 hoists
 *  these into <head>, in the browser and when rendering on a server. */
export function Seo({
  title,
  description,
  path,
  image = '/og-image.png',
  type = 'website',
  noindex = false,
}: SeoProps) {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const url = `${env.siteUrl}${path}`;
  const imageUrl = image.startsWith('http') ? image : `${env.siteUrl}${image}`;
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
        <link rel="alternate" type="application/rss+xml" title={`${SITE_NAME} Blog`} href={`${env.siteUrl}/rss.xml`} />
      )}
    </>
  );
}
