// The app's routes for React Router's data router, made from the route table (./route-table.ts):
// the browser makes a browser router of them (src/main.tsx), the prerender a static one
// (src/entry-server.tsx), the tests a memory router.
import { Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { ChunkErrorBoundary } from '@/components/ui/ChunkErrorBoundary';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { lazyWithRetry } from '@/lib/util/lazy';
import { loadPage } from '@/app/page-modules';
import { FeatureGate } from './FeatureGate';
import { PublicLayout } from './layout/PublicLayout';
import { NOT_FOUND_PATHS, PUBLIC_ROUTES, type PublicRoute } from './route-table';

const NotFoundPage = lazyWithRetry(() => import('@/pages/public/NotFoundPage'));
const AdminLoginPage = lazyWithRetry(() => import('@/pages/admin/AdminLoginPage'));
const AdminShell = lazyWithRetry(() => import('./layout/AdminShell'));

function publicPage({ page, feature }: PublicRoute): ReactNode {
  const Page = lazyWithRetry(() => loadPage(page));
  return feature ? (
    <FeatureGate name={feature}>
      <Page />
    </FeatureGate>
  ) : (
    <Page />
  );
}

const backOffice = (element: ReactNode) => (
  <ChunkErrorBoundary>
    <Suspense fallback={<PageSpinner />}>{element}</Suspense>
  </ChunkErrorBoundary>
);

/** Every route of the site. Call once per router: each call makes its own lazy pages. */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <PublicLayout />,
      children: [
        ...PUBLIC_ROUTES.map((route) => ({ path: route.path, element: publicPage(route) })),
        ...[...NOT_FOUND_PATHS, '/admin/*', '*'].map((path) => ({ path, element: <NotFoundPage /> })),
      ],
    },
    { path: '/admin/login', element: backOffice(<AdminLoginPage />) },
    { path: '/admin', element: <Navigate to="/admin/dashboard" replace /> },
    { path: '/admin/:section', element: backOffice(<AdminShell />) },
  ];
}
