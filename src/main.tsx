import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import { createEmotionCache } from './app/emotion';
import { notify } from './app/notify';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/routes';
import { makeStore } from './app/store';
import { startAuthListener } from './features/auth/listen';
import { loadFirebaseBackend } from './lib/backend';
import './styles.css';

const store = makeStore({ notify, backend: loadFirebaseBackend });
const persistor = persistStore(store);
// A data router (one catch-all route rendering the app's route table) so forms can hold
// navigation while they have unsaved changes (useBlocker).
const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store} emotionCache={createEmotionCache()} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

// The identity listener loads Firebase Auth lazily, after the first paint.
startAuthListener(store.dispatch, loadFirebaseBackend);
