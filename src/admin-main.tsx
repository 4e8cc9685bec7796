// The back office's entry (admin.html, served for /admin and /admin/*): starts src/app/admin/client.tsx.
import { startBackOffice } from './app/admin/client';

startBackOffice(document.getElementById('root')!);
