import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { Navigate, Route, Routes } from 'react-router-dom';
import HomePage from '@/pages/public/HomePage';
import NotFoundPage from '@/pages/public/NotFoundPage';
import { FeatureGate } from './FeatureGate';
import { NOT_FOUND_PATHS } from './route-paths';
import { PublicLayout } from './layout/PublicLayout';

const SolutionsPage = lazy(() => import('@/pages/public/SolutionsPage'));
const TechnologyPage = lazy(() => import('@/pages/public/TechnologyPage'));
const ResourcesPage = lazy(() => import('@/pages/public/ResourcesPage'));
const CompanyPage = lazy(() => import('@/pages/public/CompanyPage'));
const PrivacyPage = lazy(() => import('@/pages/public/PrivacyPage'));
const TermsPage = lazy(() => import('@/pages/public/TermsPage'));
const CookiesPage = lazy(() => import('@/pages/public/CookiesPage'));
const SupportPage = lazy(() => import('@/pages/public/SupportPage'));
const CommunityPage = lazy(() => import('@/pages/public/CommunityPage'));
const BlogListPage = lazy(() => import('@/pages/public/BlogListPage'));
const BlogPostPage = lazy(() => import('@/pages/public/BlogPostPage'));
const CaseStudiesPage = lazy(() => import('@/pages/public/CaseStudiesPage'));
const CaseStudyPage = lazy(() => import('@/pages/public/CaseStudyPage'));
const AdminLoginPage = lazy(() => import('@/pages/admin/AdminLoginPage'));
const AdminShell = lazy(() => import('./layout/AdminShell'));

export function AppRoutes() {
  return (
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
          <Suspense fallback={<PageSpinner />}>
            <AdminLoginPage />
          </Suspense>
        }
      />
      <Route path="admin" element={<Navigate to="/admin/dashboard" replace />} />
      <Route
        path="admin/:section"
        element={
          <Suspense fallback={<PageSpinner />}>
            <AdminShell />
          </Suspense>
        }
      />
    </Routes>
  );
}
