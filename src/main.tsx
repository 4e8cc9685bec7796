// The browser app: the store (with the server-rendered page's data), the router, then hydration of
// the server-rendered page (or a first render of the empty shell).
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AfterHydration } from '@/app/AfterHydration';
import { browserBackend } from '@/app/backends';
import { createEmotionCache } from '@/app/emotion';
import { notify } from '@/app/notify';
import { hydratePageData } from '@/app/page-data';
import { loadPage } from '@/app/page-modules';
import { AppProviders } from '@/app/providers';
import { routeOf } from '@/app/route-table';
import { appRoutes } from '@/app/router';
import { makeStore } from '@/app/store';
import { authChanged } from '@/features/auth/authSlice';

const container = document.getElementById('root')!;
const serverRendered = container.firstElementChild !== null;
const backend = browserBackend(serverRendered);
const store = makeStore({ notify, backend, persistDrafts: true });
// A server-rendered page's own module loads before hydration (its chunks are preloaded with the
// page), as React Router advises for lazy routes: the feature endpoints it injects must exist for
// its data to enter RTK Query's cache, and hydration then finds the data the server rendered with.
const route = serverRendered ? routeOf(window.location.pathname) : undefined;
if (route) await loadPage(route.page).catch(() => {}); // (its error shows when React renders it)
hydratePageData(store);
// Hydration reads the store as the server rendered it (react-redux's `serverState`), so what
// changes meanwhile (the visitor found signed out, live data) cannot make the markup differ.
const serverState = serverRendered ? store.getState() : undefined;
const router = createBrowserRouter(appRoutes());

const app = (
  <StrictMode>
    <AppProviders store={store} emotionCache={createEmotionCache()} serverState={serverState} persistDrafts>
      <RouterProvider router={router} />
      <AfterHydration markReady={!serverRendered} />
    </AppProviders>
  </StrictMode>
);
if (serverRendered) hydrateRoot(container, app);
else createRoot(container).render(app);

// The identity listener (Firebase Auth itself loads only for a session to restore or a sign-in).
import('@/features/auth/listen')
  .then(({ startAuthListener }) => startAuthListener(store.dispatch, backend))
  .catch((error: unknown) => {
    console.error('[auth] could not start the identity listener:', error);
    store.dispatch(authChanged(null));
  });
