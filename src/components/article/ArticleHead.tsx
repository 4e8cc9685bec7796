// A public article's head, in one place: its tags (from its SEO fields, else its title and
// excerpt), which the page renders and React hoists into <head>, and its JSON-LD (BlogPosting or
// Article, with a BreadcrumbList), which its page module declares for the server renderer
// (src/entry-server.tsx) to put in <head>: a page's markup holds no script. The site function
// renders it with its own site URL (ArticleSiteUrl), as it did when it wrote the head itself.
import { createContext, useContext } from 'react';
import { Seo, seoUrls } from '@/components/ui/Seo';
import { loadedPageMessages } from '@/i18n/page-messages';
import { FEED_TEXTS } from '@/i18n/messages/feeds';
import { ARTICLE_SECTIONS, type ArticleSection } from '@/domain/site/article-sections';
import { SITE_NAME } from '@/config/constants';
import { env } from '@/config/env';
import { DEFAULT_LOCALE, type Locale } from '@/domain/locales';
import { articleAlternates, articlePath, pagePath, sectionPath } from '@/domain/site/paths';
import { useLocale } from '@/i18n/locale-context';
import type { PublicArticle } from '@/lib/schema/article';

/** The section's URL prefix, from the route table. */
const sectionOf = (toggle: ArticleSection['toggle']) => ARTICLE_SECTIONS.find((s) => s.toggle === toggle)!;

export const ARTICLE_KINDS = {
  blog: { section: sectionOf('blog'), ldType: 'BlogPosting', list: 'blog' },
  'case-study': { section: sectionOf('case-studies'), ldType: 'Article', list: 'caseStudies' },
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

function head(kind: ArticleKind, a: HeadArticle, siteUrl: string, locale: Locale) {
  const description = a.seoDescription || a.excerpt;
  const { section } = ARTICLE_KINDS[kind];
  // The path in the page's language is Seo's to prefix; the URLs here are the page's own.
  const path = `${section.prefix}/${a.slug}`;
  const [fullTitle, url, imageUrl] = seoUrls(
    a.seoTitle || a.title,
    articlePath(section, a.slug, locale),
    a.coverImage || undefined,
    siteUrl,
  );
  return { description, path, fullTitle, url, imageUrl };
}

/** The article's title, description, canonical URL, Open Graph (with its publish time) and Twitter
 *  tags. */
export function ArticleSeo({
  kind,
  article,
  slugs,
}: {
  kind: ArticleKind;
  article: HeadArticle;
  /** The article's slug in each language it has (its hreflang alternates). */
  slugs: Partial<Record<Locale, string>>;
}) {
  const siteUrl = useContext(ArticleSiteUrl);
  const locale = useLocale();
  const { description, path, fullTitle, imageUrl } = head(kind, article, siteUrl, locale);
  return (
    <>
      <Seo
        title={article.seoTitle || article.title}
        description={description}
        path={path}
        type="article"
        {...(article.coverImage ? { image: article.coverImage } : {})}
        siteUrl={siteUrl}
        alternates={articleAlternates(ARTICLE_KINDS[kind].section, slugs)}
        {...(kind === 'blog' ? { feedTitle: FEED_TEXTS[locale].title } : {})}
      />
      {article.publishedAt && <meta property="article:published_time" content={article.publishedAt} />}
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}

/** The article's schema.org JSON-LD in the page's language: the article and its breadcrumbs
 *  (Home > list > article). */
export function articleLd(kind: ArticleKind, a: HeadArticle, siteUrl = env.siteUrl, locale: Locale = DEFAULT_LOCALE) {
  const { section, ldType, list } = ARTICLE_KINDS[kind];
  // The page's whole catalog is loaded before the server computes its structured data.
  const { seo } = loadedPageMessages(locale);
  const { description, url, imageUrl } = head(kind, a, siteUrl, locale);
  return [
    {
      '@context': 'https://schema.org',
      '@type': ldType,
      headline: a.title,
      inLanguage: locale,
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
        { '@type': 'ListItem', position: 1, name: seo.home, item: `${siteUrl}${pagePath('/', locale)}` },
        { '@type': 'ListItem', position: 2, name: seo[list].title, item: `${siteUrl}${sectionPath(section, locale)}` },
        { '@type': 'ListItem', position: 3, name: a.title, item: url },
      ],
    },
  ];
}
