import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistDraftsContext } from './drafts-context';
import { Toaster } from './notify';
import type { AppStore } from './store';

export interface AppProvidersProps {
  store: AppStore;
  emotionCache: EmotionCache;
  /** Keep the back office's page-content drafts in localStorage (the browser app). */
  persistDrafts?: boolean;
  children: ReactNode;
}

/** Redux, drafts persistence, emotion and toasts. The router and theme sit inside (the router
 *  differs between browser and server; each layout picks its theme). */
export function AppProviders({ store, emotionCache, persistDrafts = false, children }: AppProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <Provider store={store}>
        <PersistDraftsContext.Provider value={persistDrafts}>
          {children}
          <Toaster />
        </PersistDraftsContext.Provider>
      </Provider>
    </CacheProvider>
  );
}
