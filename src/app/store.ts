import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import { env } from '@/config/env';
import { authReducer } from '@/features/auth/authSlice';
import { authSessionMiddleware } from '@/features/auth/session';
import { pageContentReducer, type PageContentState } from '@/features/page-content/pageContentSlice';
import { resourcesReducer } from '@/features/resources/resourcesSlice';
import { toggleToasts } from '@/features/toggles/api';
import { uiReducer } from '@/features/ui/uiSlice';
import { api, type ThunkExtra } from '@/lib/api';
import { loadFirebaseBackend } from '@/lib/backend';
import type { BackendLoader } from '@/lib/backend-types';
import { createToastMiddleware, type Notify } from '@/lib/toasts';
import { uploadToasts } from '@/lib/upload-api';

const reducers = {
  [api.reducerPath]: api.reducer,
  auth: authReducer,
  resources: resourcesReducer,
  pageContent: pageContentReducer,
  ui: uiReducer,
};
const rootReducer = combineReducers(reducers);

/** The root reducer with another page-content reducer: the back office swaps in the one that
 *  persists the drafts (src/app/persistor.tsx), so redux-persist never loads on public pages. */
export function rootReducerWith(pageContent: Reducer<PageContentState>): typeof rootReducer {
  return combineReducers({ ...reducers, pageContent }) as unknown as typeof rootReducer;
}

/** redux-persist's actions (FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER) carry functions. */
const PERSIST_ACTIONS = ['FLUSH', 'REHYDRATE', 'PAUSE', 'PERSIST', 'PURGE', 'REGISTER'].map((a) => `persist/${a}`);

export type RootState = ReturnType<typeof rootReducer>;

export const toastTable = { ...toggleToasts, ...uploadToasts };

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  backend?: BackendLoader;
  /** For live listeners, when they may start later than writes (default: `backend`). */
  liveBackend?: BackendLoader;
  notify?: Notify;
}

/** The one store setup, shared by the app and the tests. */
export function makeStore({
  preloadedState,
  backend = loadFirebaseBackend,
  liveBackend,
  notify = () => {},
}: StoreOptions = {}) {
  const extra: ThunkExtra = { backend, liveBackend };
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        serializableCheck: {
          ignoredActions: PERSIST_ACTIONS,
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
