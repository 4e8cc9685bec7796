import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer } from 'redux-persist';
import { env } from '@/config/env';
import { authReducer } from '@/features/auth/authSlice';
import { authSessionMiddleware } from '@/features/auth/session';
import { pageContentReducer } from '@/features/page-content/pageContentSlice';
import { resourcesReducer } from '@/features/resources/resourcesSlice';
import { toggleToasts } from '@/features/toggles/api';
import { uiReducer } from '@/features/ui/uiSlice';
import { api, type ThunkExtra } from '@/lib/api';
import { loadFirebaseBackend } from '@/lib/backend';
import type { BackendLoader } from '@/lib/backend-types';
import { localPersistStorage } from '@/lib/persist-storage';
import { createToastMiddleware, type Notify } from '@/lib/toasts';
import { uploadToasts } from '@/lib/upload-api';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: authReducer,
  resources: resourcesReducer,
  // Only the page-content drafts persist (never the API cache): key 'pageContent' in localStorage.
  pageContent: persistReducer(
    { key: 'pageContent', version: 1, storage: localPersistStorage, whitelist: ['drafts', 'savedAt'] },
    pageContentReducer,
  ),
  ui: uiReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export const toastTable = { ...toggleToasts, ...uploadToasts };

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  backend?: BackendLoader;
  notify?: Notify;
}

/** The one store setup, shared by the app and the tests. */
export function makeStore({ preloadedState, backend = loadFirebaseBackend, notify = () => {} }: StoreOptions = {}) {
  const extra: ThunkExtra = { backend };
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          // An upload's argument is the File itself (it never reaches persisted state).
          ignoredPaths: [/^api\.mutations\.[^.]+\.originalArgs/],
        },
      })
        .prepend(createToastMiddleware(toastTable, notify))
        .concat(api.middleware, authSessionMiddleware),
    devTools: env.dev,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
