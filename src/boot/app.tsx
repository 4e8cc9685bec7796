// Boot stage 4 of 4 (src/main.tsx): the app's modules; then, in a task of its own, startApp() puts the
// page's data in the store and hydrates the prerendered page (or renders the SPA shell).
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AfterHydration } from '@/app/AfterHydration';
import { createEmotionCache } from '@/app/emotion';
import { hydrationState, readPreloadedState, upsertPreloaded } from '@/app/preloaded';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/routes';
import { startAuthListener } from '@/features/auth/listen';
import { BlockingRouter } from '@/lib/navigation-blocker';
import { liveBackend, prerendered, type AppState } from './state';

/** Starts the app in three tasks (`nextTask` yields to the browser, src/main.tsx): emotion adopts
 *  the prerendered styles; the page's data goes into the store; hydration starts (React goes on in
 *  short slices). */
export async function startApp({ store, history }: AppState, nextTask: () => Promise<void>) {
  const emotionCache = createEmotionCache();
  await nextTask();
  // A prerendered page carries its data: the store holds it before the first render, so hydration
  // matches the HTML; each query's live listener starts with the backend and brings later changes.
  // Here, not with the store: the endpoints of the page's queries exist once the app's modules have
  // run (a query of an endpoint that does not exist yet waits, and the page would differ from its HTML).
  upsertPreloaded(store, readPreloadedState());
  const serverState = prerendered ? hydrationState(store) : undefined;
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
  // to restore or a sign-in: lazy-auth.ts); <AfterHydration /> covers the time before.
  startAuthListener(store.dispatch, liveBackend);
}
