import { AdminGuard } from './AdminGuard';
import { AdminLayout } from './AdminLayout';

/** The back office, loaded only when an /admin route is visited. Guard first, then the layout. */
export default function AdminShell() {
  return <AdminGuard render={() => <AdminLayout />} />;
}
