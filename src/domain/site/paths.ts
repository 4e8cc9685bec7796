// The site's URLs in every language, built from the route table (./routes.ts) and the locales
// (../locales.ts): English paths stay unprefixed, a translation's live under its prefix (`/de/blog`).
// Components, the server renderer, the site function, the feeds and the tests build links here
// instead of typing `/blog`. Section segments stay English; article slugs are the translation's own.
import { DEFAULT_LOCALE, LOCALE_CODES, localizePath, splitLocalePath, type Locale } from '../locales.ts';
import { ARTICLE_SECTIONS, type ArticleSection } from './article-sections.ts';
import { articleOf, PUBLIC_PATHS, routeOf, type PublicRoute } from './routes.ts';

export { splitLocalePath };

/** A fixed page's path (`/blog`, `/`) in a language: `/de/blog`, `/de/`. */
export const pagePath = (path: string, locale: Locale = DEFAULT_LOCALE): string => localizePath(locale, path);

/** The section an article kind is listed in, by its feature toggle. */
export const sectionOf = (toggle: ArticleSection['toggle']): ArticleSection =>
  ARTICLE_SECTIONS.find((s) => s.toggle === toggle)!;

/** An article section's list page in a language. */
export const sectionPath = (section: ArticleSection, locale: Locale = DEFAULT_LOCALE): string =>
  localizePath(locale, section.prefix);

/** An article's path: its section's prefix and its slug in that language (`/de/blog/<german-slug>`). */
export const articlePath = (section: ArticleSection, slug: string, locale: Locale = DEFAULT_LOCALE): string =>
  localizePath(locale, `${section.prefix}/${slug}`);

/** A language's blog feed: `/rss.xml`, `/de/rss.xml`. */
export const rssPath = (locale: Locale = DEFAULT_LOCALE): string => localizePath(locale, '/rss.xml');

/** The fixed public pages in every language (each is served in all of them: its UI texts are the
 *  language's, its content the translation's field by field over the English). */
export const LOCALIZED_PUBLIC_PATHS: readonly string[] = LOCALE_CODES.flatMap((l) =>
  PUBLIC_PATHS.map((p) => pagePath(p, l)),
);

/** What a URL path is in any language: its language, its unprefixed path, its route and, for an
 *  article, its section and slug (as it stands in the path). */
export function siteRouteOf(pathname: string): {
  locale: Locale;
  path: string;
  route: PublicRoute | undefined;
  article: { section: ArticleSection; slug: string } | undefined;
} {
  const { locale, path } = splitLocalePath(pathname);
  return { locale, path, route: routeOf(path), article: articleOf(path) };
}

/** A page's URL in each language it has: `{ en: '/blog/x', de: '/de/blog/y' }`. */
export type Alternates = Partial<Record<Locale, string>>;

/** A fixed page's alternates: the same path in every language. */
export const pageAlternates = (path: string): Alternates =>
  Object.fromEntries(LOCALE_CODES.map((l) => [l, pagePath(path, l)]));

/** An article's alternates: the English slug and each live translation's slug. */
export const articleAlternates = (section: ArticleSection, slugs: Partial<Record<Locale, string>>): Alternates =>
  Object.fromEntries(LOCALE_CODES.flatMap((l) => (slugs[l] ? [[l, articlePath(section, slugs[l], l)] as const] : [])));

/** Where the language switcher leads from a page to `target`: the same page in that language when
 *  it has one, else that language's home. */
export const switchPath = (alternates: Alternates, target: Locale): string =>
  alternates[target] ?? pagePath('/', target);
