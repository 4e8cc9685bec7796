import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { useStaffAccess } from '@/features/auth/hooks';

/** Admits a signed-in user whose roles/{uid} says admin; fails closed otherwise. */
export function AdminGuard({ render }: { render: () => ReactNode }) {
  const { access } = useStaffAccess('admin');
  const location = useLocation();
  if (access === 'loading') return <PageSpinner label="Checking access" />;
  if (access === 'denied') return <Navigate to="/admin/login" replace state={{ from: location.pathname }} />;
  return <>{render()}</>;
}
