import { CacheProvider, type EmotionCache } from '@emotion/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { TOAST_DURATION_MS } from '@/config/constants';
import { PersistorProvider } from './persistor';
import type { AppStore } from './store';

export interface AppProvidersProps {
  store: AppStore;
  emotionCache: EmotionCache;
  persistor?: Persistor | null;
  children: ReactNode;
}

/** Redux, drafts persistence, emotion and toasts. The router and theme sit inside (the router
 *  differs between browser and server; each layout picks its theme). */
export function AppProviders({ store, emotionCache, persistor = null, children }: AppProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <Provider store={store}>
        <PersistorProvider value={persistor}>
          <SnackbarProvider
            maxSnack={4}
            autoHideDuration={TOAST_DURATION_MS}
            // Bottom left: the back office's side panels open on the right, where a toast would cover Save.
            anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          >
            {children}
          </SnackbarProvider>
        </PersistorProvider>
      </Provider>
    </CacheProvider>
  );
}
