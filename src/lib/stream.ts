import { createAction } from '@reduxjs/toolkit';
import type { AppError, Backend, Unsubscribe } from './backend-types';
import { toAppError } from './backend-types';
import { backendOf } from './api';

/** A live listener failed after its first data arrived: its data is now stale. */
export const liveUpdateFailed = createAction<{ source: string; error: AppError }>('stream/liveUpdateFailed');

type Subscribe<Result, Arg> = (
  backend: Backend,
  arg: Arg,
  next: (result: Result) => void,
  error: (e: AppError) => void,
) => Unsubscribe;

interface LifecycleApi<Result> {
  extra: unknown;
  dispatch: (action: unknown) => unknown;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<void>;
  updateCachedData: (recipe: () => Result) => unknown;
}

type Outcome<Result> = { data: Result } | { error: AppError };

/** One open listener of a cache entry: its first outcome, its latest data, and where live
 *  updates go once the cache entry has taken it over. */
interface Listener<Result> {
  first: Promise<Outcome<Result>>;
  latest: Outcome<Result> | null;
  update: ((data: Result) => void) | null;
  fail: ((error: AppError) => void) | null;
  close: () => void;
}

/**
 * Turns a Firestore listener into an RTK Query streaming endpoint with one listener per cache
 * entry:
 * - queryFn opens the listener (or finds the one already open for this store and argument) and
 *   resolves with its first result, or its error, which the UI shows;
 * - onCacheEntryAdded takes that same listener over: every later snapshot replaces the cached
 *   data. A listener that errors is dead, so it is reported (logged and `liveUpdateFailed`),
 *   forgotten (a refetch opens a new one) and the stale data stays visible;
 * - the listener is closed when the cache entry is removed.
 */
export function streamed<Result, Arg>(source: string, subscribe: Subscribe<Result, Arg>) {
  // Per store (its `extra` object), per argument: the cache entry's listener.
  const open = new WeakMap<object, Map<string, Listener<Result>>>();
  const keyOf = (arg: Arg) => JSON.stringify(arg ?? null);
  const listeners = (extra: unknown) => {
    let map = open.get(extra as object);
    if (!map) open.set(extra as object, (map = new Map()));
    return map;
  };
  const forget = (extra: unknown, key: string, listener: Listener<Result>) => {
    const map = listeners(extra);
    if (map.get(key) === listener) map.delete(key);
    listener.close();
  };

  function listen(extra: unknown, arg: Arg): Listener<Result> {
    const map = listeners(extra);
    const key = keyOf(arg);
    const existing = map.get(key);
    if (existing) return existing;
    let settle: (outcome: Outcome<Result>) => void = () => {};
    let unsubscribe: Unsubscribe | null = null;
    let closed = false;
    const listener: Listener<Result> = {
      first: new Promise((resolve) => (settle = resolve)),
      latest: null,
      update: null,
      fail: null,
      close: () => {
        closed = true;
        unsubscribe?.();
      },
    };
    map.set(key, listener);
    backendOf(extra).then(
      (backend) => {
        if (closed) return;
        unsubscribe = subscribe(
          backend,
          arg,
          (data) => {
            listener.latest = { data };
            settle(listener.latest);
            listener.update?.(data);
          },
          (e) => {
            const error = toAppError(e);
            forget(extra, key, listener);
            settle({ error });
            listener.fail?.(error);
          },
        );
        if (closed) unsubscribe();
      },
      (e: unknown) => {
        forget(extra, key, listener);
        settle({ error: toAppError(e) });
      },
    );
    return listener;
  }

  return {
    async queryFn(arg: Arg, api: { extra: unknown }): Promise<Outcome<Result>> {
      const listener = listen(api.extra, arg);
      return listener.latest ?? (await listener.first);
    },
    async onCacheEntryAdded(arg: Arg, lifecycle: LifecycleApi<Result>) {
      const key = keyOf(arg);
      try {
        await lifecycle.cacheDataLoaded;
      } catch {
        // The entry was removed before data arrived.
        const listener = listeners(lifecycle.extra).get(key);
        if (listener) forget(lifecycle.extra, key, listener);
        return;
      }
      const listener = listen(lifecycle.extra, arg);
      const started = listener.latest;
      listener.update = (data) => lifecycle.updateCachedData(() => data);
      listener.fail = (error) => {
        console.error(`[${source}] live updates stopped:`, error);
        lifecycle.dispatch(liveUpdateFailed({ source, error }));
      };
      // A snapshot that came between the first result and now.
      if (started && 'data' in started) lifecycle.updateCachedData(() => started.data);
      await lifecycle.cacheEntryRemoved;
      forget(lifecycle.extra, key, listener);
    },
  };
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
