import LockIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import { Route, Routes, useParams } from 'react-router-dom';
import NotFoundPage from '@/pages/public/NotFoundPage';
import PreviewPage from '@/pages/admin/PreviewPage';
import { AdminPage } from '@/components/admin/AdminPage';
import { canOpen, mayOpen, sectionAt } from '../admin/registry';
import { AdminGuard } from './AdminGuard';
import { AdminLayout } from './AdminLayout';
import { PublicLayout } from './PublicLayout';

/** The back office, loaded only when an /admin route is visited: a known section behind the
 *  guard and the layout; a section above the role (admin-only for an editor, anything but the
 *  Dashboard, Blog and Case studies for a contributor) says so and shows nothing of it; the
 *  preview of an article's pending changes (its own page checks who is asking). */
export default function AdminShell() {
  const params = useParams();
  const section = sectionAt(params.section ?? '');
  // /admin/preview/<kind>/<id>: the staff-only preview of pending changes, in the public layout.
  if (params.kind !== undefined)
    return (
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="*" element={<PreviewPage />} />
        </Route>
      </Routes>
    );
  if (!section)
    return (
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    );
  return (
    <AdminGuard
      render={(role) => (
        <AdminLayout role={role} section={section}>
          {canOpen(role, section) ? (
            <section.Page role={role} section={section} mayOpen={(path) => mayOpen(role, path)} />
          ) : (
            <AdminPage title={section.label}>
              <Alert severity="warning" icon={<LockIcon />}>
                {section.label} needs {section.minRole === 'admin' ? 'an admin' : 'an editor'}. Your account is{' '}
                {role === 'editor' ? 'an editor' : 'a contributor'}; ask an admin if you need this page.
              </Alert>
            </AdminPage>
          )}
        </AdminLayout>
      )}
    />
  );
}
