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

/**
 * Turns a Firestore listener into an RTK Query streaming endpoint:
 * - queryFn resolves with the listener's first result (or its error, which the UI shows);
 * - onCacheEntryAdded keeps a listener open while the cache entry lives and replaces the cached
 *   data on every snapshot; a listener that errors is dead, so it is reported (logged and
 *   `liveUpdateFailed`) and the stale data stays visible;
 * - the listener is unsubscribed when the cache entry is removed.
 */
export function streamed<Result, Arg>(source: string, subscribe: Subscribe<Result, Arg>) {
  return {
    async queryFn(arg: Arg, api: { extra: unknown }): Promise<{ data: Result } | { error: AppError }> {
      try {
        const backend = await backendOf(api.extra);
        return await new Promise((resolve) => {
          let done = false;
          let unsubscribe: Unsubscribe | null = null;
          const settle = (value: { data: Result } | { error: AppError }) => {
            if (done) return;
            done = true;
            resolve(value);
            queueMicrotask(() => unsubscribe?.());
          };
          unsubscribe = subscribe(
            backend,
            arg,
            (data) => settle({ data }),
            (error) => settle({ error: toAppError(error) }),
          );
          if (done) unsubscribe();
        });
      } catch (error) {
        return { error: toAppError(error) };
      }
    },
    async onCacheEntryAdded(arg: Arg, lifecycle: LifecycleApi<Result>) {
      try {
        await lifecycle.cacheDataLoaded;
      } catch {
        return; // the entry was removed before data arrived
      }
      const backend = await backendOf(lifecycle.extra);
      const unsubscribe = subscribe(
        backend,
        arg,
        (data) => lifecycle.updateCachedData(() => data),
        (error) => {
          console.error(`[${source}] live updates stopped:`, error);
          lifecycle.dispatch(liveUpdateFailed({ source, error: toAppError(error) }));
        },
      );
      await lifecycle.cacheEntryRemoved;
      unsubscribe();
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
