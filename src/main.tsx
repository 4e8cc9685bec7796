import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createEmotionCache } from './app/emotion';
import { notify } from './app/notify';
import { readPreloadedState, upsertPreloaded } from './app/preloaded';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/routes';
import { makeStore } from './app/store';
import { startAuthListener } from './features/auth/listen';
import { afterInteractive } from './lib/after-interactive';
import { loadFirebaseBackend } from './lib/backend';
import { BlockingRouter, createBlockingHistory } from './lib/navigation-blocker';
import './styles.css';

// Firebase (Auth and Firestore's connection) loads once the page is interactive: the first paint
// and hydration never wait for it, nor compete with it for the main thread.
const backend = () => afterInteractive().then(loadFirebaseBackend);
const store = makeStore({ notify, backend });
// A prerendered page carries its data: the store holds it before the first render, so hydration
// matches the HTML; each query's live listener starts with the backend and brings later changes.
upsertPreloaded(store, readPreloadedState());
// A history router whose history forms can block while they have unsaved changes (src/lib/form.ts):
// the data router would do that too, at ~16 kB gzipped more in the first script.
const history = createBlockingHistory();

const app = (
  <StrictMode>
    <AppProviders store={store} emotionCache={createEmotionCache()} persistDrafts>
      <BlockingRouter history={history}>
        <AppRoutes />
      </BlockingRouter>
    </AppProviders>
  </StrictMode>
);
const container = document.getElementById('root')!;
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);

// The identity listener loads Firebase Auth lazily, after the page is interactive.
startAuthListener(store.dispatch, backend);
