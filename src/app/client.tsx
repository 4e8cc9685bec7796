// The public site in the browser: the store (with the server-rendered page's data), React Router's
// declarative router over the public routes, then hydration of the server-rendered page (or a
// first render of the empty shell). Started by src/main.tsx. The back office is another app
// (src/app/admin/client.tsx).
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { nextTask } from '@/lib/data/after-interactive';
import { authChanged } from '@/features/auth/authSlice';
import { DEMO_PARAM } from '@/domain/leads/demo-url';
import { AfterHydration } from './AfterHydration';
import { browserBackend } from './backends';
import { createEmotionCache } from './emotion';
import { notify } from './notify';
import { PageViews } from './PageViews';
import { hydratePageData } from './page-data';
import { loadPage } from '@/app/page-modules';
import { AppProviders } from './providers';
import { routeOf } from './route-table';
import { publicRoutes, PublicRoutes } from './router';
import { makeStore } from './store';

export async function startApp(container: HTMLElement) {
  // The start runs in a few tasks rather than one: the modules' evaluation, the store, each entry of
  // the page's data, hydration's start, then the identity listener, each ending at a task boundary
  // (docs/performance.md: blocking time).
  await nextTask();
  const serverRendered = container.firstElementChild !== null;
  const backend = browserBackend(serverRendered);
  const store = makeStore({ notify, backend });
  // A server-rendered page's own module loads before hydration (the page's start script fetches its
  // chunks with the entry: scripts/lib/start-after-paint.ts), as React Router advises for lazy routes: the feature endpoints it injects must exist for
  // its data to enter RTK Query's cache, and hydration then finds the data the server rendered with.
  const route = serverRendered ? routeOf(window.location.pathname) : undefined;
  if (route) await loadPage(route.page).catch(() => {}); // (its error shows when React renders it)
  await nextTask();
  await hydratePageData(store);
  await nextTask();
  // A page served with the demo request open (?demo) hydrates with it as served; what the visitor
  // has typed is read right before hydration. (Should its chunk fail to load, the app still starts;
  // React re-renders what then differs from the served page.)
  if (serverRendered && new URLSearchParams(window.location.search).has(DEMO_PARAM))
    await import('./demo-as-served').then(({ demoAsServed }) => demoAsServed(store)).catch(() => {});
  // Hydration reads the store as the server rendered it (react-redux's `serverState`), so what
  // changes meanwhile (the visitor found signed out, live data) cannot make the markup differ.
  const serverState = serverRendered ? store.getState() : undefined;
  const routes = publicRoutes();

  const app = (
    <StrictMode>
      <AppProviders store={store} emotionCache={createEmotionCache()} serverState={serverState}>
        <BrowserRouter>
          <PublicRoutes routes={routes} />
          <PageViews />
        </BrowserRouter>
        <AfterHydration markReady={!serverRendered} />
      </AppProviders>
    </StrictMode>
  );
  // Hydration as a transition: React then hydrates in short slices, yielding to the browser, instead
  // of in one task up to the first Suspense boundary (docs/performance.md).
  if (serverRendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);

  await nextTask(); // (its module is a request of its own)
  startIdentityListener(store, backend);
}

/** The identity listener (Firebase Auth itself loads only for a session to restore or a sign-in). */
export function startIdentityListener(store: ReturnType<typeof makeStore>, backend: ReturnType<typeof browserBackend>) {
  import('@/features/auth/listen')
    .then(({ startAuthListener }) => startAuthListener(store.dispatch, backend))
    .catch((error: unknown) => {
      console.error('[auth] could not start the identity listener:', error);
      store.dispatch(authChanged(null));
    });
}
