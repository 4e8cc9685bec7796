import { combineReducers, configureStore, createDynamicMiddleware, type Reducer } from '@reduxjs/toolkit';
import { env } from '@/config/env';
import { authReducer } from '@/features/auth/authSlice';
import { authSessionMiddleware } from '@/features/auth/session';
import type { PageContentState } from '@/features/page-content/pageContentSlice';
import { resourcesReducer } from '@/features/resources/resourcesSlice';
import { toggleToasts } from '@/features/toggles/toasts';
import { uiReducer } from '@/features/ui/uiSlice';
import type { api, ThunkExtra } from '@/lib/api';
import { whenApi } from '@/lib/api-slot';
import { loadFirebaseBackend } from '@/lib/backend';
import type { BackendLoader } from '@/lib/backend-types';
import { createToastMiddleware, type Notify } from '@/lib/toasts';
import { uploadToasts } from '@/lib/upload-toasts';
import { preloadedReducer } from '@/lib/preloaded';

type ApiState = ReturnType<typeof api.reducer>;
/** The API's state until RTK Query has loaded (src/lib/api-slot.ts): its reducer then takes this
 *  state over, as it would its own initial state. */
const EMPTY_API = { queries: {}, mutations: {} } as unknown as ApiState;
const apiPlaceholder: Reducer<ApiState> = (state = EMPTY_API) => state;
/** The page-content drafts until something that edits pages installs their reducer: the back office
 *  (src/app/persistor.tsx, which persists them), or a test (StoreOptions.drafts). Public pages never
 *  read drafts, so the reducer is not part of their first script. */
const EMPTY_DRAFTS: PageContentState = { drafts: {}, saving: null, savedAt: {} };
const draftsPlaceholder: Reducer<PageContentState> = (state = EMPTY_DRAFTS) => state;

interface SwappableReducers {
  api: Reducer<ApiState>;
  pageContent: Reducer<PageContentState>;
}
const rootReducerOf = ({ api: apiReducer, pageContent }: SwappableReducers) =>
  combineReducers({
    api: apiReducer,
    auth: authReducer,
    resources: resourcesReducer,
    pageContent,
    ui: uiReducer,
    preloaded: preloadedReducer,
  });
const INITIAL_REDUCERS: SwappableReducers = { api: apiPlaceholder, pageContent: draftsPlaceholder };

/** redux-persist's actions (FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER) carry functions. */
const PERSIST_ACTIONS = ['FLUSH', 'REHYDRATE', 'PAUSE', 'PERSIST', 'PURGE', 'REGISTER'].map((a) => `persist/${a}`);

export type RootState = ReturnType<ReturnType<typeof rootReducerOf>>;

export const toastTable = { ...toggleToasts, ...uploadToasts };

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  backend?: BackendLoader;
  /** For live listeners, when they may start later than writes (default: `backend`). */
  liveBackend?: BackendLoader;
  notify?: Notify;
  /** The page-content drafts' reducer, for a store that edits pages without the back office's
   *  persisting one (tests). */
  drafts?: Reducer<PageContentState>;
}

/** The one store setup, shared by the app and the tests. */
export function makeStore({
  preloadedState,
  backend = loadFirebaseBackend,
  liveBackend,
  notify = () => {},
  drafts,
}: StoreOptions = {}) {
  const extra: ThunkExtra = { backend, liveBackend };
  // RTK Query's middleware joins when it loads.
  const apiMiddleware = createDynamicMiddleware();
  const reducers = { ...INITIAL_REDUCERS, ...(drafts && { pageContent: drafts }) };
  const store = configureStore({
    reducer: rootReducerOf(reducers),
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
        .concat(apiMiddleware.middleware, authSessionMiddleware),
    devTools: env.dev,
  });
  const swap = (next: Partial<SwappableReducers>) => {
    Object.assign(reducers, next);
    store.replaceReducer(rootReducerOf(reducers));
  };
  // RTK Query loads once a public page has first rendered (src/lib/live-query.ts), or with the back
  // office's modules: its middleware and reducer join every store then (or when the store is made,
  // if it has loaded).
  whenApi((loaded) => {
    apiMiddleware.addMiddleware(loaded.middleware);
    swap({ api: loaded.reducer as Reducer<ApiState> });
  });
  return Object.assign(store, {
    /** The back office swaps in the page-content reducer that persists the drafts
     *  (src/app/persistor.tsx), so redux-persist never loads on public pages. */
    setPageContentReducer: (pageContent: Reducer<PageContentState>) => swap({ pageContent }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
