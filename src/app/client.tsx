// The public site in the browser: the store (with the server-rendered page's data), React Router's
// declarative router over the public routes, then hydration of the server-rendered page (or a
// first render of the empty shell). Started by src/main.tsx. The back office is another app
// (src/app/admin/client.tsx).
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { nextTask } from '@/lib/data/after-interactive';
import { authChanged } from '@/features/auth/authSlice';
import { demoFromSearch } from '@/features/ui/demo-url';
import { demoShownByUrl } from '@/features/ui/uiSlice';
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
  if (serverRendered) demoAsServed(store); // (what the visitor has typed is read right before hydration)
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

/**
 * A page served with the demo dialog open (`?demo`: src/features/ui/demo-url.ts) hydrates with it
 * open as the server rendered it: its title, each field's reason and the form's after a refused
 * post, and what the visitor has typed into it meanwhile (kept, not reset by hydration).
 */
function demoAsServed(store: ReturnType<typeof makeStore>, doc: Document = document) {
  const title = doc.getElementById('demo-dialog-title')?.textContent ?? '';
  const shown = demoFromSearch(window.location.search, [title]);
  if (!shown) return;
  const formEl = doc.getElementById('demo-form');
  const values: Record<string, string> = {};
  const typed: Record<string, string> = {};
  const errors: Record<string, string> = {};
  if (formEl instanceof HTMLFormElement)
    for (const el of Array.from(formEl.elements)) {
      if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) || !el.id.startsWith('demo-'))
        continue;
      const name = el.id.slice('demo-'.length);
      values[name] = el.defaultValue;
      if (el.value !== el.defaultValue) typed[name] = el.value;
      const helper = doc.getElementById(`${el.id}-helper-text`);
      if (helper?.classList.contains('Mui-error')) errors[name] = helper.textContent ?? '';
    }
  const error = formEl?.querySelector('[role="alert"]')?.textContent ?? null;
  store.dispatch(demoShownByUrl({ ...shown, error, form: { values, errors, typed } }));
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
