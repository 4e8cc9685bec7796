// Which paths the site function answers, and how (firebase.json rewrites send it these): the
// feeds, article pages (published: 200; an old slug: 301; otherwise 404) and every other public
// page of the app's route table, rendered as of now; any other path it is sent gets the not-found
// page with 404.
// Hosting answers the rest itself: files, the back office and, for any other path, 404.html.
import { routeOf as appRouteOf, articleOf, type ArticleSection } from '@/domain/site/routes';

export type { ArticleSection };

export type SiteRoute =
  | { kind: 'sitemap' }
  | { kind: 'rss' }
  | { kind: 'article'; section: ArticleSection; slug: string }
  | { kind: 'page'; path: string }
  | { kind: 'not-found' };

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
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/sitemap.xml') return { kind: 'sitemap' };
  if (path === '/rss.xml') return { kind: 'rss' };
  // Below an article section or /community only what can name a record is looked up: anything
  // else (too long, nested, odd characters) is not found without a read.
  const article = articleOf(path);
  if (article)
    return SLUG.test(article.slug) && article.slug.length <= 120
      ? { kind: 'article', ...article }
      : { kind: 'not-found' };
  if (path.startsWith('/community/') && !DISCUSSION_ID.test(path.slice('/community/'.length)))
    return { kind: 'not-found' };
  return appRouteOf(path) ? { kind: 'page', path } : { kind: 'not-found' };
}
