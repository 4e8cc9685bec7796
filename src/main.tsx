import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AfterHydration } from './app/AfterHydration';
import { createEmotionCache } from './app/emotion';
import { notify } from './app/notify';
import { hydrationState, readPreloadedState, upsertPreloaded } from './app/preloaded';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/routes';
import { makeStore } from './app/store';
import { startAuthListener } from './features/auth/listen';
import { afterInteractive, createGate } from './lib/after-interactive';
import { loadFirebaseBackend } from './lib/backend';
import { BlockingRouter, createBlockingHistory } from './lib/navigation-blocker';
import { hasSessionHint } from './lib/session-hint';

const container = document.getElementById('root')!;
const prerendered = container.firstElementChild !== null;

// Firebase loads once the page is interactive: the first paint and hydration never wait for it,
// nor compete with it for the main thread. A prerendered page already shows its data, so for a
// visitor without a session its live listeners (and Firestore's SDK and connection) start
// LIVE_DATA_DELAY_MS after load, when the browser is idle; anything that needs the backend sooner
// (a write, signing in) opens the gate at once. Other pages need their data now.
const LIVE_DATA_DELAY_MS = 3000;
const live = createGate(prerendered && !hasSessionHint() ? LIVE_DATA_DELAY_MS : 0);
const backend = () => {
  live.open();
  return afterInteractive().then(loadFirebaseBackend);
};
const liveBackend = () => live.wait().then(loadFirebaseBackend);
const store = makeStore({ notify, backend, liveBackend });
// A prerendered page carries its data: the store holds it before the first render, so hydration
// matches the HTML; each query's live listener starts with the backend and brings later changes.
upsertPreloaded(store, readPreloadedState());
const serverState = prerendered ? hydrationState(store) : undefined;
// A history router whose history forms can block while they have unsaved changes (src/lib/form.ts):
// the data router would do that too, at ~16 kB gzipped more in the first script.
const history = createBlockingHistory();

const app = (
  <StrictMode>
    <AppProviders store={store} emotionCache={createEmotionCache()} serverState={serverState} persistDrafts>
      <BlockingRouter history={history}>
        <AppRoutes />
      </BlockingRouter>
      <AfterHydration />
    </AppProviders>
  </StrictMode>
);
// The built shell loads this script after the first paint (scripts/lib/boot-plugin.ts).
if (prerendered) hydrateRoot(container, app);
else createRoot(container).render(app);

// The identity listener starts with the live data (Firebase Auth itself only loads for a session
// to restore or a sign-in: lazy-auth.ts); <AfterHydration /> covers the time before.
startAuthListener(store.dispatch, liveBackend);
