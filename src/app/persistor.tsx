import { useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import { persistReducer, persistStore, type Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { pageContentReducer } from '@/features/page-content/pageContentSlice';
import { localPersistStorage } from '@/lib/persist-storage';
import { PersistDraftsContext } from './drafts-context';
import type { AppStore } from './store';

const persistors = new WeakMap<AppStore, Persistor>();

/** Starts keeping the page-content drafts in localStorage (once per store): only the drafts
 *  persist (never the API cache), key 'pageContent'. */
export function persistDrafts(store: AppStore): Persistor {
  let persistor = persistors.get(store);
  if (!persistor) {
    store.setPageContentReducer(
      persistReducer(
        { key: 'pageContent', version: 1, storage: localPersistStorage, whitelist: ['drafts', 'savedAt', 'bases'] },
        pageContentReducer,
      ) as unknown as typeof pageContentReducer,
    );
    persistor = persistStore(store);
    persistors.set(store, persistor);
  }
  return persistor;
}

/** Waits for persisted drafts to rehydrate. Only the back office needs them, so only it loads
 *  redux-persist and waits: public pages render at once (and render on a server). */
export function DraftsGate({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const enabled = useContext(PersistDraftsContext);
  const store = useStore() as AppStore;
  const [persistor, setPersistor] = useState<Persistor | null>(() => persistors.get(store) ?? null);
  useEffect(() => {
    if (!enabled || persistor) return;
    const started = persistDrafts(store);
    const ready = () => {
      if (started.getState().bootstrapped) setPersistor(started);
    };
    const unsubscribe = started.subscribe(ready);
    void Promise.resolve().then(ready);
    return unsubscribe;
  }, [enabled, persistor, store]);
  if (!enabled) return <>{children}</>;
  if (!persistor) return <>{fallback}</>;
  return (
    <PersistGate persistor={persistor} loading={fallback}>
      {children}
    </PersistGate>
  );
}
