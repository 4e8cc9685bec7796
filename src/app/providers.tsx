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
  /** The state the prerendered HTML was rendered with: hydration reads it, so store changes while
   *  hydrating (the visitor found signed out, live data, a held click) cannot make the markup
   *  differ; components then render with the current state. */
  serverState?: ReturnType<AppStore['getState']>;
  children: ReactNode;
}

/** Redux, drafts persistence, emotion and toasts. The router and theme sit inside (the router
 *  differs between browser and server; each layout picks its theme). */
export function AppProviders({ store, emotionCache, persistDrafts = false, serverState, children }: AppProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <Provider store={store} serverState={serverState}>
        <PersistDraftsContext.Provider value={persistDrafts}>
          {children}
          <Toaster />
        </PersistDraftsContext.Provider>
      </Provider>
    </CacheProvider>
  );
}
