// Which paths the site function answers, and how (firebase.json rewrites send it these): the
// feeds, article pages (published: 200; an old slug: 301; otherwise 404) and every other public
// page of the app's route table, rendered as of now; any other path it is sent gets the not-found
// page with 404.
// Hosting answers the rest itself: files, the back office and, for any other path, 404.html.
import { routeOf as appRouteOf, articleOf, type ArticleSection } from '@/domain/site/routes';
import { splitLocalePath, type Locale } from '@/domain/locales';
import { pagePath } from '@/domain/site/paths';

export type { ArticleSection };

/** A path's route, in its language (`path`: the page's own, unprefixed). One sitemap lists every
 *  language; each language has its feed (`/de/rss.xml`). */
export type SiteRoute =
  | { kind: 'sitemap' }
  | { kind: 'rss'; locale: Locale }
  | { kind: 'article'; section: ArticleSection; slug: string; locale: Locale }
  | { kind: 'page'; path: string; locale: Locale }
  | { kind: 'not-found'; locale: Locale };

/** A slug as the back office makes them (lowercase words joined by hyphens). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A community discussion's id: one path segment a Firestore document id can be. */
const DISCUSSION_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The query parameters a page's server render reads: its filters, which work without JavaScript as
 *  links and a GET form (src/features/resources/hooks.ts). Any other parameter is left out of the
 *  render, so it makes no page of its own. */
const PAGE_QUERY: Readonly<Record<string, readonly string[]>> = { '/resources': ['type', 'q'] };
/** Bounds on what a query may bring into a render. */
const MAX_QUERY_VALUE = 200;

/** The filter parameters of `search` (a request's query) that the page at `path` renders with, as
 *  `a=b&c=d` (or ''). */
export function pageFilters(path: string, search: string): string {
  const names = PAGE_QUERY[path];
  if (!names || !search) return '';
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = given.get(name);
    if (value) kept.set(name, value.slice(0, MAX_QUERY_VALUE));
  }
  return kept.toString();
}

export function routeOf(pathname: string): SiteRoute {
  const { locale, path: own } = splitLocalePath(pathname);
  const path = own.replace(/\/+$/, '') || '/';
  if (pathname === '/sitemap.xml') return { kind: 'sitemap' };
  if (path === '/rss.xml') return { kind: 'rss', locale };
  // Below an article section or /community only what can name a record is looked up: anything
  // else (too long, nested, odd characters) is not found without a read.
  const article = articleOf(path);
  if (article)
    return SLUG.test(article.slug) && article.slug.length <= 120
      ? { kind: 'article', ...article, locale }
      : { kind: 'not-found', locale };
  if (path.startsWith('/community/') && !DISCUSSION_ID.test(path.slice('/community/'.length)))
    return { kind: 'not-found', locale };
  return appRouteOf(path) ? { kind: 'page', path, locale } : { kind: 'not-found', locale };
}

/** A route's path as the renderer takes it: in its language. */
export const localizedPath = (route: { path: string; locale: Locale }) => pagePath(route.path, route.locale);
