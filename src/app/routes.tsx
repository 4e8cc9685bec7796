import { Suspense } from 'react';
import { ChunkErrorBoundary } from '@/components/ui/ChunkErrorBoundary';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { lazyWithRetry } from '@/lib/lazy';
import { Navigate, Route, Routes } from 'react-router-dom';
import HomePage from '@/pages/public/HomePage';
import { FeatureGate } from './FeatureGate';
import { NOT_FOUND_PATHS } from './route-paths';
import { PublicLayout } from './layout/PublicLayout';

// The lazy public pages. Their queries read the data the prerendered HTML was made with from the
// store until their API loads (src/lib/live-query.ts), so they hydrate as they are.
const SolutionsPage = lazyWithRetry(() => import('@/pages/public/SolutionsPage'));
const TechnologyPage = lazyWithRetry(() => import('@/pages/public/TechnologyPage'));
const ResourcesPage = lazyWithRetry(() => import('@/pages/public/ResourcesPage'));
const CompanyPage = lazyWithRetry(() => import('@/pages/public/CompanyPage'));
const PrivacyPage = lazyWithRetry(() => import('@/pages/public/PrivacyPage'));
const TermsPage = lazyWithRetry(() => import('@/pages/public/TermsPage'));
const CookiesPage = lazyWithRetry(() => import('@/pages/public/CookiesPage'));
const SupportPage = lazyWithRetry(() => import('@/pages/public/SupportPage'));
const CommunityPage = lazyWithRetry(() => import('@/pages/public/CommunityPage'));
const BlogListPage = lazyWithRetry(() => import('@/pages/public/BlogListPage'));
const BlogPostPage = lazyWithRetry(() => import('@/pages/public/BlogPostPage'));
const CaseStudiesPage = lazyWithRetry(() => import('@/pages/public/CaseStudiesPage'));
const CaseStudyPage = lazyWithRetry(() => import('@/pages/public/CaseStudyPage'));
const NotFoundPage = lazyWithRetry(() => import('@/pages/public/NotFoundPage'));
const AdminLoginPage = lazyWithRetry(() => import('@/pages/admin/AdminLoginPage'));
const AdminShell = lazyWithRetry(() => import('./layout/AdminShell'));

export function AppRoutes() {
  return (
    // A Suspense boundary (nothing here suspends): React hydrates the layout and the page in short
    // slices, yielding to the browser between them, not in the one task it hydrates the root in.
    <Suspense fallback={null}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
          <Route path="solutions" element={<SolutionsPage />} />
          <Route path="technology" element={<TechnologyPage />} />
          <Route path="resources" element={<ResourcesPage />} />
          <Route path="company" element={<CompanyPage />} />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="terms" element={<TermsPage />} />
          <Route path="cookies" element={<CookiesPage />} />
          <Route path="support" element={<SupportPage />} />
          <Route path="community/*" element={<CommunityPage />} />
          <Route
            path="blog"
            element={
              <FeatureGate name="blog">
                <BlogListPage />
              </FeatureGate>
            }
          />
          <Route
            path="blog/:slug"
            element={
              <FeatureGate name="blog">
                <BlogPostPage />
              </FeatureGate>
            }
          />
          <Route
            path="case-studies"
            element={
              <FeatureGate name="case-studies">
                <CaseStudiesPage />
              </FeatureGate>
            }
          />
          <Route
            path="case-studies/:slug"
            element={
              <FeatureGate name="case-studies">
                <CaseStudyPage />
              </FeatureGate>
            }
          />
          {NOT_FOUND_PATHS.map((path) => (
            <Route key={path} path={path} element={<NotFoundPage />} />
          ))}
          <Route path="admin/*" element={<NotFoundPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route
          path="admin/login"
          element={
            <ChunkErrorBoundary>
              <Suspense fallback={<PageSpinner />}>
                <AdminLoginPage />
              </Suspense>
            </ChunkErrorBoundary>
          }
        />
        <Route path="admin" element={<Navigate to="/admin/dashboard" replace />} />
        <Route
          path="admin/:section"
          element={
            <ChunkErrorBoundary>
              <Suspense fallback={<PageSpinner />}>
                <AdminShell />
              </Suspense>
            </ChunkErrorBoundary>
          }
        />
      </Routes>
    </Suspense>
  );
}
