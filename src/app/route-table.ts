// The site's routes, declared once. The router (src/app/router.tsx), the prerender
// (src/entry-server.tsx, scripts/lib/prerender-plugin.ts), the sitemap (scripts/lib/sitemap.ts),
// the page chunks a prerendered page preloads and the tests all read this table. Adding a public
// page is one entry here and its module in src/pages/public/.
import type { PageId } from '@/features/page-content/types';

export interface PublicRoute {
  /** The URL pattern, as React Router reads it ('/blog/:slug'; '/*' for nested routes). */
  path: string;
  /** Its page module: src/pages/public/<page>.tsx, loaded when the route is visited. */
  page: string;
  /** The page's copy is page content: its published version is read with the page. */
  pageId?: PageId;
  /** Behind this feature toggle: the not-found page while it is off (and out of the sitemap). */
  feature?: 'blog' | 'case-studies';
  /** Its h1 when the page's data does not decide it (checked on every prerendered page). */
  heading?: string;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', page: 'HomePage', pageId: 'home' },
  { path: '/solutions', page: 'SolutionsPage', pageId: 'solutions' },
  { path: '/technology', page: 'TechnologyPage', pageId: 'technology' },
  { path: '/resources', page: 'ResourcesPage', pageId: 'resources' },
  { path: '/company', page: 'CompanyPage', pageId: 'company' },
  { path: '/privacy', page: 'PrivacyPage', pageId: 'privacy' },
  { path: '/terms', page: 'TermsPage', pageId: 'terms' },
  { path: '/cookies', page: 'CookiesPage', pageId: 'cookies' },
  { path: '/support', page: 'SupportPage', pageId: 'support' },
  { path: '/community/*', page: 'CommunityPage', heading: 'Community' },
  { path: '/blog', page: 'BlogListPage', feature: 'blog', heading: 'Blog' },
  { path: '/blog/:slug', page: 'BlogPostPage', feature: 'blog' },
  { path: '/case-studies', page: 'CaseStudiesPage', feature: 'case-studies', heading: 'Case Studies' },
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
