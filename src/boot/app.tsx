// Boot stage 4 of 4 (src/main.tsx): the app's modules; then, in a task of its own, startApp() puts the
// page's data in the store and hydrates the prerendered page (or renders the SPA shell).
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AfterHydration } from '@/app/AfterHydration';
import { createEmotionCache } from '@/app/emotion';
import { preloadedReceived, readPreloadedState } from '@/lib/preloaded';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/routes';
import { authChanged } from '@/features/auth/authSlice';
import { BlockingRouter } from '@/lib/navigation-blocker';
import { liveBackend, prerendered, type AppState } from './state';

/** Starts the app in three tasks (`nextTask` yields to the browser, src/main.tsx): emotion adopts
 *  the prerendered styles; the page's data goes into the store; hydration starts (React goes on in
 *  short slices). */
export async function startApp({ store, history }: AppState, nextTask: () => Promise<void>) {
  const emotionCache = createEmotionCache();
  await nextTask();
  // A prerendered page carries its data: the store holds it before the first render, so hydration
  // matches the HTML. It moves into RTK Query's cache once that has loaded, after hydration, and
  // each query's live listener then brings later changes (src/lib/preloaded.ts).
  store.dispatch(preloadedReceived(readPreloadedState()));
  // Hydration reads the store as it is now (react-redux's Provider `serverState`), so what changes
  // meanwhile (the visitor found signed out, a restored session, live data) cannot make the markup
  // differ from the HTML; each component renders with the current state right after.
  const serverState = prerendered ? store.getState() : undefined;
  await nextTask();

  const app = (
    <StrictMode>
      <AppProviders store={store} emotionCache={emotionCache} serverState={serverState} persistDrafts>
        <BlockingRouter history={history}>
          <AppRoutes />
        </BlockingRouter>
        <AfterHydration markReady={!prerendered} />
      </AppProviders>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);

  // The identity listener starts with the live data (Firebase Auth itself only loads for a session
  // to restore or a sign-in: lazy-auth.ts); <AfterHydration /> covers the time before. Its module
  // (with the profile writer) waits for the backend anyway, so it is not part of the first script.
  import('@/features/auth/listen')
    .then(({ startAuthListener }) => startAuthListener(store.dispatch, liveBackend))
    .catch((error: unknown) => {
      console.error('[auth] could not start the identity listener:', error);
      store.dispatch(authChanged(null));
    });
}
