import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { useBackOffice } from '@/features/auth/hooks';
import { markStaffBrowser } from '@/lib/analytics/staff';
import type { StaffRole } from '@/lib/entity';
import { NoAccess } from './NoAccess';

/** Admits admins, editors and contributors (roles/{uid}); a signed-out visitor goes to the login, a signed-in
 *  account without a role (or whose role cannot be read: fail closed) sees the no-access page. */
export function AdminGuard({ render }: { render: (role: StaffRole) => ReactNode }) {
  const access = useBackOffice();
  const location = useLocation();
  // Staff browsing the public site on this browser are not counted (src/lib/analytics/beacon.ts).
  useEffect(() => {
    if (access.state === 'staff') markStaffBrowser(true);
    else if (access.state !== 'loading') markStaffBrowser(false);
  }, [access.state]);
  if (access.state === 'loading') return <PageSpinner label="Checking access" />;
  if (access.state === 'signedOut')
    return <Navigate to="/admin/login" replace state={{ from: location.pathname + location.search }} />;
  if (access.state === 'noRole') return <NoAccess />;
  return <>{render(access.role)}</>;
}
