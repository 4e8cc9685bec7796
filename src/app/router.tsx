// The app's routes, made from the route table (src/domain/site/routes.ts). The public site and the back
// office are two apps with two builds (docs/performance.md says why):
// - publicRoutes: the public pages in their layout. The browser renders them with React Router's
//   declarative router (src/app/client.tsx), the prerender with a static one (src/entry-server.tsx).
// - backOfficeRoutes: /admin and its sections, for the data router the back office needs for
//   useBlocker (src/app/admin/client.tsx).
// A link from one app to the other loads the other's document (<LoadDocument />), never the document
// it is running in (./document.ts): a path the server answered with this app and this app does not
// serve is the not-found page, not a reload.
import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ChunkErrorBoundary } from '@/components/ui/ChunkErrorBoundary';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { lazyWithRetry } from '@/lib/util/lazy';
import { loadPage } from '@/app/page-modules';
import { isServedPath, loadDocument } from './document';
import { FeatureGate } from './FeatureGate';
import { PublicLayout } from './layout/PublicLayout';
import { LOCALE_CODES } from '@/domain/locales';
import { pagePath } from '@/domain/site/paths';
import { NOT_FOUND_PATHS, PUBLIC_ROUTES, type PublicRoute } from '@/domain/site/routes';

const NotFoundPage = lazyWithRetry(() => import('@/pages/public/NotFoundPage'));

function publicPage({ page, feature }: PublicRoute, pages: Map<string, ReturnType<typeof lazyWithRetry>>): ReactNode {
  let Page = pages.get(page);
  if (!Page) pages.set(page, (Page = lazyWithRetry(() => loadPage(page))));
  return feature ? (
    <FeatureGate name={feature}>
      <Page />
    </FeatureGate>
  ) : (
    <Page />
  );
}

/** A path the other app serves: the browser loads its document (the server picks the app). When
 *  the server answered that path with this very document, loading it again would loop (the server
 *  and this app disagree about the path): the not-found page instead. */
export function LoadDocument() {
  const { pathname, search, hash } = useLocation();
  const here = isServedPath(pathname);
  useEffect(() => {
    if (!here) loadDocument(pathname + search + hash);
  }, [here, pathname, search, hash]);
  return here ? <NotFoundPage /> : null;
}

/** The back office's paths, as the server matches them (case-sensitive, as Hosting's globs). */
const isBackOffice = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** The spec's not-found pages under /admin (the back office serves them in the public layout). */
const BACK_OFFICE_NOT_FOUND = NOT_FOUND_PATHS.filter(isBackOffice);

const notFound = (paths: readonly string[]): RouteObject[] =>
  paths.map((path) => ({ path, element: <NotFoundPage /> }));

/** The public site. Call once per router: each call makes its own lazy pages. The spec's not-found
 *  paths under /admin are the site function's (firebase.json): the not-found page here too. Any other
 *  /admin path is the back office's, matched as the server matches it (case-sensitive: /Admin is
 *  not the back office's, and is not found here). */
export function publicRoutes(): RouteObject[] {
  const pages = new Map<string, ReturnType<typeof lazyWithRetry>>();
  return [
    {
      element: <PublicLayout />,
      children: [
        // Every page in every language: `/de/blog/:slug` is the German `/blog/:slug` (one lazy page
        // per module, shared by its languages).
        ...LOCALE_CODES.flatMap((locale) =>
          PUBLIC_ROUTES.map((route) => ({ path: pagePath(route.path, locale), element: publicPage(route, pages) })),
        ),
        ...notFound(NOT_FOUND_PATHS),
        { path: '/admin/*', caseSensitive: true, element: <LoadDocument /> },
        { path: '/admin', caseSensitive: true, element: <LoadDocument /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/** The public site's routes as an element, for a declarative router (browser or static). */
export function PublicRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

const AdminLoginPage = lazyWithRetry(() => import('@/pages/admin/AdminLoginPage'));
const AdminShell = lazyWithRetry(() => import('./layout/AdminShell'));

const backOffice = (element: ReactNode) => (
  <ChunkErrorBoundary>
    <Suspense fallback={<PageSpinner />}>{element}</Suspense>
  </ChunkErrorBoundary>
);

/** The back office, for the data router. Any other path belongs to the public site. */
export function backOfficeRoutes(): RouteObject[] {
  return [
    {
      element: <PublicLayout />,
      children: [
        ...notFound([...BACK_OFFICE_NOT_FOUND, '/admin/*']),
        // Any other path is the public site's: its document (or, in a document served for that
        // path, the not-found page).
        { path: '*', element: <LoadDocument /> },
      ],
    },
    { path: '/admin/login', element: backOffice(<AdminLoginPage />) },
    { path: '/admin', element: <Navigate to="/admin/dashboard" replace /> },
    { path: '/admin/:section', element: backOffice(<AdminShell />) },
    // Staff only: an article's pending changes in the public design (AdminShell draws
    // src/pages/admin/PreviewPage.tsx; no import here, which the public site's first script has).
    { path: '/admin/preview/:kind/:id', element: backOffice(<AdminShell />) },
  ];
}
