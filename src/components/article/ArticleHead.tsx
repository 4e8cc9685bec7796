// A public article's head, in one place: its tags (from its SEO fields, else its title and
// excerpt), which the page renders and React hoists into <head>, and its JSON-LD (BlogPosting or
// Article, with a BreadcrumbList), which its page module declares for the server renderer
// (src/entry-server.tsx) to put in <head>: a page's markup holds no script. The site function
// renders it with its own site URL (ArticleSiteUrl), as it did when it wrote the head itself.
import { createContext, useContext } from 'react';
import { Seo, seoUrls } from '@/components/ui/Seo';
import { ARTICLE_SECTIONS, type ArticleSection } from '@/config/article-sections';
import { SITE_NAME } from '@/config/constants';
import { env } from '@/config/env';
import type { PublicArticle } from '@/lib/schema/article';

/** The section's URL prefix, from the route table. */
const prefixOf = (toggle: ArticleSection['toggle']) => ARTICLE_SECTIONS.find((s) => s.toggle === toggle)!.prefix;

export const ARTICLE_KINDS = {
  blog: { prefix: prefixOf('blog'), ldType: 'BlogPosting', listName: 'Blog' },
  'case-study': { prefix: prefixOf('case-studies'), ldType: 'Article', listName: 'Case studies' },
} as const;
export type ArticleKind = keyof typeof ARTICLE_KINDS;

/** What an article's head is made of: a public article (as the feeds read it), with its times as
 *  the app's read schema has them (ISO strings). */
export type HeadArticle = Omit<PublicArticle, 'id' | 'publishedAt' | 'updatedAt'> & {
  publishedAt: string | null;
  updatedAt?: string | null | undefined;
};

/** The site URL an article's head names: the server renderer's when it is given one. */
export const ArticleSiteUrl = createContext(env.siteUrl);

function head(kind: ArticleKind, a: HeadArticle, siteUrl: string) {
  const description = a.seoDescription || a.excerpt;
  const path = `${ARTICLE_KINDS[kind].prefix}/${a.slug}`;
  const [fullTitle, url, imageUrl] = seoUrls(a.seoTitle || a.title, path, a.coverImage || undefined, siteUrl);
  return { description, path, fullTitle, url, imageUrl };
}

/** The article's title, description, canonical URL, Open Graph (with its publish time) and Twitter
 *  tags. */
export function ArticleSeo({ kind, article }: { kind: ArticleKind; article: HeadArticle }) {
  const siteUrl = useContext(ArticleSiteUrl);
  const { description, path, fullTitle, imageUrl } = head(kind, article, siteUrl);
  return (
    <>
      <Seo
        title={article.seoTitle || article.title}
        description={description}
        path={path}
        type="article"
        {...(article.coverImage ? { image: article.coverImage } : {})}
        siteUrl={siteUrl}
      />
      {article.publishedAt && <meta property="article:published_time" content={article.publishedAt} />}
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}

/** The article's schema.org JSON-LD: the article and its breadcrumbs (Home > list > article). */
export function articleLd(kind: ArticleKind, a: HeadArticle, siteUrl = env.siteUrl) {
  const { prefix, ldType, listName } = ARTICLE_KINDS[kind];
  const { description, url, imageUrl } = head(kind, a, siteUrl);
  return [
    {
      '@context': 'https://schema.org',
      '@type': ldType,
      headline: a.title,
      description,
      url,
      mainEntityOfPage: url,
      image: imageUrl,
      ...(a.publishedAt ? { datePublished: a.publishedAt, dateModified: a.updatedAt || a.publishedAt } : {}),
      ...(a.author ? { author: { '@type': 'Person', name: a.author } } : {}),
      publisher: { '@type': 'Organization', name: SITE_NAME, url: siteUrl, logo: `${siteUrl}/favicon.svg` },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteUrl}/` },
        { '@type': 'ListItem', position: 2, name: listName, item: `${siteUrl}${prefix}` },
        { '@type': 'ListItem', position: 3, name: a.title, item: url },
      ],
    },
  ];
}
