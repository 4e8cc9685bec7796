// Where RTK Query's API announces itself once its module has loaded (src/lib/api.ts), so the store
// and the public pages' query hook (src/lib/live-query.ts) can start without RTK Query's code: on a
// public page the hook loads it once the page has first rendered (the back office's modules import
// it), and every store takes its reducer and middleware then (src/app/store.ts).
import type { Middleware, Reducer, ThunkAction, UnknownAction } from '@reduxjs/toolkit';

/** The parts of the app's API (src/lib/api.ts) that code outside RTK Query's chunk uses. */
export interface LoadedApi {
  reducer: Reducer;
  middleware: Middleware;
  /** The endpoints injected so far, by name. */
  endpoints: Record<string, unknown>;
  util: {
    resetApiState: () => UnknownAction;
    upsertQueryEntries: (entries: never) => UnknownAction;
  };
}

let loaded: LoadedApi | null = null;
/** Refetches what failed and reopens dead listeners (src/lib/stream.ts), once it has loaded. */
let retry: (() => ThunkAction<void, unknown, unknown, UnknownAction>) | null = null;
const waiting = new Set<(api: LoadedApi) => void>();

export function announceApi(api: LoadedApi): void {
  loaded = api;
  const callbacks = [...waiting];
  waiting.clear();
  callbacks.forEach((callback) => callback(api));
}

/** Runs `callback` with the API now if it has loaded, otherwise when it does. */
export function whenApi(callback: (api: LoadedApi) => void): void {
  if (loaded) callback(loaded);
  else waiting.add(callback);
}

export const loadedApi = (): LoadedApi | null => loaded;

export function announceRetry(thunk: typeof retry): void {
  retry = thunk;
}
export const retryThunk = () => retry;
