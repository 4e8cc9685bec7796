// The site's routes, declared once. The router (src/app/router.tsx), the prerender
// (src/entry-server.tsx, scripts/lib/prerender-plugin.ts), the sitemap (scripts/lib/sitemap.ts),
// the page chunks a prerendered page preloads and the tests all read this table. Adding a public
// page is one entry here and its module in src/pages/public/, which declares its data (`data`:
// its page content, queries and heading, src/app/page-modules.ts).
export interface PublicRoute {
  /** The URL pattern, as React Router reads it ('/blog/:slug'; '/*' for nested routes). */
  path: string;
  /** Its page module: src/pages/public/<page>.tsx, loaded when the route is visited. */
  page: string;
  /** Behind this feature toggle: the not-found page while it is off (and out of the sitemap). */
  feature?: 'blog' | 'case-studies';
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
  { path: '/blog', page: 'BlogListPage', feature: 'blog' },
  { path: '/blog/:slug', page: 'BlogPostPage', feature: 'blog' },
  { path: '/case-studies', page: 'CaseStudiesPage', feature: 'case-studies' },
  { path: '/case-studies/:slug', page: 'CaseStudyPage', feature: 'case-studies' },
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
