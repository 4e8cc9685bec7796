// The site's routes, declared once. The router (src/app/router.tsx), the prerender
// (src/entry-server.tsx, scripts/lib/prerender-plugin.ts), the site function (functions/src/site),
// the sitemap and feeds (src/app/feeds.ts), the page editor's preview, the page chunks a
// prerendered page preloads and the tests all read this table. Adding a public page is one entry
// here and its module in src/pages/public/, which declares its data (`data`: its page content,
// queries and heading, src/app/page-modules.ts); firebase.json's rewrites send its path to the site
// function (tests/static/hosting-headers.test.ts holds the two together).
// Paths here are a language's own (unprefixed): ./paths.ts adds and removes the language's prefix.
import { ARTICLE_SECTIONS, type ArticleSection } from './article-sections.ts';

export { ARTICLE_SECTIONS, type ArticleSection };

export interface PublicRoute {
  /** The URL pattern, as React Router reads it ('/blog/:slug'; '/*' for nested routes). */
  path: string;
  /** Its page module: src/pages/public/<page>.tsx, loaded when the route is visited. */
  page: string;
  /** Behind this feature toggle: the not-found page while it is off (and out of the sitemap). */
  feature?: ArticleSection['toggle'];
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', page: 'HomePage' },
  { path: '/solutions', page: 'SolutionsPage' },
  { path: '/technology', page: 'TechnologyPage' },
  { path: '/resources', page: 'ResourcesPage' },
  { path: '/company', page: 'CompanyPage' },
  { path: '/privacy', page: 'PrivacyPage' },
  { path: '/terms', page: 'TermsPage' },
  { path: '/cookies', page: 'CookiesPage' },
  { path: '/support', page: 'SupportPage' },
  { path: '/community/*', page: 'CommunityPage' },
  ...ARTICLE_SECTIONS.flatMap((s): PublicRoute[] => [
    { path: s.prefix, page: s.listPage, feature: s.toggle },
    { path: `${s.prefix}/:slug`, page: s.articlePage, feature: s.toggle },
  ]),
];

/** The routes' fixed URLs: every public page that is not an article (prerendered, in the sitemap). */
export const PUBLIC_PATHS: readonly string[] = PUBLIC_ROUTES.filter((r) => !r.path.includes(':')).map((r) =>
  r.path.replace(/\/\*$/, ''),
);

/** The route a URL path belongs to, if any. */
export function routeOf(pathname: string): PublicRoute | undefined {
  return PUBLIC_ROUTES.find((r) => {
    const pattern = r.path.replace(/\/\*$/, '(?:/.*)?').replace(/:[^/]+/g, '[^/]+');
    return new RegExp(`^${pattern}$`).test(pathname);
  });
}

/** The article section a path is an article of, and the article's slug (as it stands in the path:
 *  one segment, still URL-encoded), if it is one. */
export function articleOf(pathname: string): { section: ArticleSection; slug: string } | undefined {
  for (const section of ARTICLE_SECTIONS) {
    const rest = pathname.startsWith(`${section.prefix}/`) ? pathname.slice(section.prefix.length + 1) : '';
    if (rest && !rest.includes('/')) return { section, slug: rest };
  }
  return undefined;
}

/** Where a page's content is shown to visitors: the path of the route whose page module declares it
 *  as its content (`data.content`, read by `contentOf(page)`), or null (about and pricing have no
 *  public route: spec section 2). */
export const pathOfPage = (pageId: string, contentOf: (page: string) => string | undefined): string | null =>
  PUBLIC_ROUTES.find((r) => contentOf(r.page) === pageId)?.path ?? null;

/** Paths the spec sends to the not-found page (any other unknown path goes there too). */
export const NOT_FOUND_PATHS = [
  '/about',
  '/pricing',
  '/docs',
  '/video-tutorials',
  '/templates',
  '/learning-paths',
  '/events',
  '/admin/templates',
  '/admin/documentation',
  '/admin/video-tutorials',
  '/admin/resources',
  '/404',
];
