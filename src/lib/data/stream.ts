import { copyWithStructuralSharing } from '@reduxjs/toolkit/query';
import type { AppError, Backend, Unsubscribe } from './backend-types';
import { toAppError } from './backend-types';
import { api, backendOf } from './api';
import { liveUpdateFailed, liveUpdatesRetried } from './live-actions';

/** Opens the listener. It may resolve its Unsubscribe later (e.g. after loading its parser with a
 *  dynamic import, off the first paint); a rejection fails the listener like any listener error. */
type Subscribe<Result, Arg> = (
  backend: Backend,
  arg: Arg,
  next: (result: Result) => void,
  error: (e: AppError) => void,
) => Unsubscribe | Promise<Unsubscribe>;

interface LifecycleApi<Result> {
  extra: unknown;
  dispatch: (action: unknown) => unknown;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<void>;
  getCacheEntry: () => { data?: Result };
  updateCachedData: (recipe: () => Result) => unknown;
}

type Outcome<Result> = { data: Result } | { error: AppError };

/** One open listener of a cache entry: its first outcome and its latest data. */
interface Listener<Result> {
  first: Promise<Outcome<Result>>;
  latest: Outcome<Result> | null;
  /** A queryFn is waiting for its first outcome (which then reports an error itself). */
  awaited: boolean;
  close: () => void;
}

/** Where a cache entry's live data goes once the entry exists (whichever listener feeds it). */
interface Sink<Result> {
  update: (data: Result) => void;
  fail: (error: AppError) => void;
}

// Per store (its `extra` object): how to reopen each listener that died, across all endpoints.
let entries = 0;
const dead = new WeakMap<object, Map<string, () => void>>();
const deadOf = (extra: unknown) => {
  let map = dead.get(extra as object);
  if (!map) dead.set(extra as object, (map = new Map()));
  return map;
};

/**
 * Turns a Firestore listener into an RTK Query streaming endpoint with one listener per cache
 * entry:
 * - queryFn opens the listener (or finds the one already open for this store and argument) and
 *   resolves with its first result, or its error, which the UI shows (with Retry: a refetch opens
 *   a new listener);
 * - onCacheEntryAdded takes the entry's live data over: every later snapshot, of this listener or
 *   of one opened again by a refetch or a retry, replaces the cached data. A listener that errors
 *   is dead, so it is reported (logged and `liveUpdateFailed`), forgotten, and remembered for
 *   `retryFailedQueries` (Retry in the page banner, and every sign-in); the stale data stays;
 * - the listener is closed when the cache entry is removed.
 */
export function streamed<Result, Arg>(source: string, subscribe: Subscribe<Result, Arg>) {
  // Per store (its `extra` object), per argument: the cache entry's listener and sink.
  const open = new WeakMap<object, Map<string, Listener<Result>>>();
  const sinks = new WeakMap<object, Map<string, Sink<Result>>>();
  const keyOf = (arg: Arg) => JSON.stringify(arg ?? null);
  const perStore = <V>(maps: WeakMap<object, Map<string, V>>, extra: unknown) => {
    let map = maps.get(extra as object);
    if (!map) maps.set(extra as object, (map = new Map()));
    return map;
  };
  const forget = (extra: unknown, key: string, listener: Listener<Result>) => {
    const map = perStore(open, extra);
    if (map.get(key) === listener) map.delete(key);
    listener.close();
  };

  function listen(extra: unknown, arg: Arg): Listener<Result> {
    const map = perStore(open, extra);
    const key = keyOf(arg);
    const existing = map.get(key);
    if (existing) return existing;
    let settle: (outcome: Outcome<Result>) => void = () => {};
    let unsubscribe: Unsubscribe | null = null;
    let closed = false;
    const listener: Listener<Result> = {
      first: new Promise((resolve) => (settle = resolve)),
      latest: null,
      awaited: false,
      close: () => {
        closed = true;
        unsubscribe?.();
      },
    };
    map.set(key, listener);
    const failed = (error: AppError) => {
      const hadData = listener.latest !== null;
      forget(extra, key, listener);
      settle({ error });
      if (hadData || !listener.awaited) perStore(sinks, extra).get(key)?.fail(error);
    };
    backendOf(extra)
      .then((backend) => {
        if (closed) return null;
        return subscribe(
          backend,
          arg,
          (data) => {
            listener.latest = { data };
            settle(listener.latest);
            perStore(sinks, extra).get(key)?.update(data);
          },
          (e) => failed(toAppError(e)),
        );
      })
      .then(
        (opened) => {
          if (!opened) return;
          // Closed while it was opening (the entry went away, or it failed already): close it now.
          if (closed) opened();
          else unsubscribe = opened;
        },
        (e: unknown) => {
          // The backend or the listener's own code (its parser's chunk) failed to load.
          if (closed) settle({ error: toAppError(e) });
          else failed(toAppError(e));
        },
      );
    return listener;
  }

  return {
    async queryFn(arg: Arg, api: { extra: unknown }): Promise<Outcome<Result>> {
      const listener = listen(api.extra, arg);
      if (listener.latest) return listener.latest;
      listener.awaited = true;
      return await listener.first;
    },
    async onCacheEntryAdded(arg: Arg, lifecycle: LifecycleApi<Result>) {
      const key = keyOf(arg);
      const { extra } = lifecycle;
      try {
        await lifecycle.cacheDataLoaded;
      } catch {
        // The entry was removed before data arrived.
        const listener = perStore(open, extra).get(key);
        if (listener) forget(extra, key, listener);
        return;
      }
      const deadKey = `${source}|${(entries += 1)}`;
      // A snapshot keeps every part of the cached data it did not change (RTK Query's structural
      // sharing), and one that changed nothing is not stored: components re-render only for what
      // changed. The first snapshot after a prerendered page's data is usually the same
      // data, and replacing it would re-render the whole page just after hydration.
      const store = (data: Result) => {
        const current = lifecycle.getCacheEntry().data;
        const shared = current === undefined ? data : copyWithStructuralSharing(current, data);
        if (shared !== current) lifecycle.updateCachedData(() => shared);
      };
      const sink: Sink<Result> = {
        update: store,
        fail: (error) => {
          console.error(`[${source}] live updates stopped:`, error);
          // Retry reopens the listener for this entry (while the entry still exists).
          deadOf(extra).set(deadKey, () => {
            if (perStore(sinks, extra).get(key) === sink) listen(extra, arg);
          });
          lifecycle.dispatch(liveUpdateFailed({ source, error }));
        },
      };
      perStore(sinks, extra).set(key, sink);
      const listener = listen(extra, arg);
      // A snapshot that came between the first result and now.
      if (listener.latest && 'data' in listener.latest) {
        store(listener.latest.data);
      }
      await lifecycle.cacheEntryRemoved;
      if (perStore(sinks, extra).get(key) === sink) perStore(sinks, extra).delete(key);
      deadOf(extra).delete(deadKey);
      const current = perStore(open, extra).get(key);
      if (current) forget(extra, key, current);
    },
  };
}

/**
 * Tries again everything that failed: reopens the live listeners that died (their entries keep
 * their data meanwhile) and refetches every query in error (e.g. refused before a sign-in). Run by
 * Retry in the page banner and after every sign-in.
 */
export function retryFailedQueries() {
  return (dispatch: (action: unknown) => unknown, getState: () => unknown, extra: unknown) => {
    const retries = [...deadOf(extra).values()];
    deadOf(extra).clear();
    dispatch(liveUpdatesRetried());
    retries.forEach((retry) => retry());
    const { queries } = (
      getState() as {
        [api.reducerPath]: {
          queries: Record<string, { status?: string; endpointName?: string; originalArgs?: unknown } | undefined>;
        };
      }
    )[api.reducerPath];
    const endpoints = api.endpoints as unknown as Record<string, Refetchable | undefined>;
    for (const entry of Object.values(queries)) {
      if (entry?.status !== 'rejected') continue;
      const endpoint = endpoints[entry.endpointName ?? ''];
      if (endpoint) dispatch(endpoint.initiate(entry.originalArgs, { subscribe: false, forceRefetch: true }));
    }
  };
}

interface Refetchable {
  initiate: (arg: unknown, options: { subscribe: boolean; forceRefetch: boolean }) => unknown;
}

/** Runs a backend call inside a queryFn, returning RTK Query's { data } / { error } shape. */
export async function call<T>(
  extra: unknown,
  work: (backend: Backend) => Promise<T>,
): Promise<{ data: T } | { error: AppError }> {
  try {
    return { data: await work(await backendOf(extra)) };
  } catch (error) {
    return { error: toAppError(error) };
  }
}
