// The back office in the browser (started by src/admin-main.tsx from admin.html): its own store,
// which keeps page-content drafts in localStorage, and React Router's data router, which the
// unsaved-changes prompt (useBlocker in src/lib/entity/form.ts) needs. It is rendered in the
// browser only; the public site is another app (src/app/client.tsx).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AfterHydration } from '../AfterHydration';
import { browserBackend } from '../backends';
import { startIdentityListener } from '../client';
import { createEmotionCache } from '../emotion';
import { notify } from '../notify';
import { AppProviders } from '../providers';
import { backOfficeRoutes } from '../router';
import { makeStore } from '../store';
import { persistedDrafts } from './persisted-drafts';

export function startBackOffice(container: HTMLElement) {
  const backend = browserBackend(false);
  const store = makeStore({ notify, backend, pageContent: persistedDrafts });
  const router = createBrowserRouter(backOfficeRoutes());
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store} emotionCache={createEmotionCache()} persistDrafts>
        <RouterProvider router={router} />
        <AfterHydration />
      </AppProviders>
    </StrictMode>,
  );
  startIdentityListener(store, backend);
}
