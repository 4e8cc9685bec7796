import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import { env } from '@/config/env';
import { authReducer } from '@/features/auth/authSlice';
import { authSessionMiddleware } from '@/features/auth/session';
import type { PageContentState } from '@/features/page-content/pageContentSlice';
import { uiReducer } from '@/features/ui/uiSlice';
import { api, type ThunkExtra } from '@/lib/data/api';
import { loadFirebaseBackend } from '@/lib/data/backend';
import type { BackendLoader } from '@/lib/data';
import { createToastMiddleware, type Notify } from '@/lib/util/toasts';

/** redux-persist's actions (FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER) carry functions. */
const PERSIST_ACTIONS = ['FLUSH', 'REHYDRATE', 'PAUSE', 'PERSIST', 'PURGE', 'REGISTER'].map((a) => `persist/${a}`);

const rootReducerOf = (pageContent: Reducer<PageContentState>) =>
  combineReducers({
    [api.reducerPath]: api.reducer,
    auth: authReducer,
    pageContent,
    ui: uiReducer,
  });

/** The public site's page-content state: it has no editor, so it keeps no drafts (and the landing
 *  page's first script does not carry the editor's slice). */
const noDrafts: Reducer<PageContentState> = (state = { drafts: {}, saving: null, savedAt: {}, bases: {} }) => state;

export type RootState = ReturnType<ReturnType<typeof rootReducerOf>>;

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  backend?: BackendLoader;
  notify?: Notify;
  /** The page-content reducer: the back office passes the one that keeps drafts in localStorage
   *  (src/app/admin/persisted-drafts.ts), tests of the editor the slice's own; the public site
   *  has no drafts to keep. */
  pageContent?: Reducer<PageContentState>;
}

/** The one store setup, shared by the browser, the server renderer and the tests. */
export function makeStore({
  preloadedState,
  backend = loadFirebaseBackend,
  notify = () => {},
  pageContent = noDrafts,
}: StoreOptions = {}) {
  const extra: ThunkExtra = { backend };
  return configureStore({
    reducer: rootReducerOf(pageContent),
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
        .prepend(createToastMiddleware(notify)) // (each feature registers its toasts with its mutations)
        .concat(api.middleware, authSessionMiddleware),
    devTools: env.dev,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
