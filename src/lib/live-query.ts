// The public pages' live queries without RTK Query's code on the first paint (~20 kB gzipped and a
// boot task less). A component reads its query's cache entry from the store, under RTK Query's own
// cache key (src/lib/query-key.ts), or the entry the prerendered page carried (src/lib/preloaded.ts);
// once it has rendered, its effect loads RTK Query (which joins the store: src/app/store.ts), then
// the feature's API, and subscribes as RTK Query's hook would. The back office keeps RTK
// Query's own hooks: its pages load the feature APIs anyway.
import { useCallback, useEffect, useRef, useState } from 'react';
import { shallowEqual, useDispatch, useSelector, useStore } from 'react-redux';
import type { Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { takeOverPreloaded, type PreloadedEntries, type QueryEntry } from '@/lib/preloaded';
import { loadedApi } from './api-slot';
import type { AppError } from './backend-types';
import { queryKey } from './query-key';

/** RTK Query's skipToken (the same symbol): no query for now. */
export const skipToken: unique symbol = Symbol.for('RTKQ/skipToken') as never;
export type SkipToken = typeof skipToken;

interface Subscription {
  unsubscribe: () => void;
  refetch: () => unknown;
}

/** What a query's loaded endpoint must offer (an RTK Query query endpoint of this result and
 *  argument type satisfies it). */
export interface QueryEndpoint<Result, Arg> {
  name: string;
  initiate: (arg: Arg) => unknown;
  select: (arg: Arg) => (state: never) => { data?: Result };
}

/** A query a public component may read before its API has loaded. */
export interface LiveQuery<Result, Arg> {
  readonly name: string;
  readonly load: () => Promise<QueryEndpoint<Result, Arg>>;
}

/** Declares a live query: its endpoint's name (for the cache key before the API loads) and how to
 *  load the endpoint (a dynamic import of the feature's API). */
export function liveQuery<Result, Arg = void>(
  name: string,
  load: () => Promise<QueryEndpoint<Result, Arg>>,
): LiveQuery<Result, Arg> {
  return {
    name,
    load: () =>
      load().then((endpoint) => {
        if (endpoint.name !== name) throw new Error(`liveQuery ${name} loaded the endpoint ${endpoint.name}`);
        return endpoint;
      }),
  };
}

interface LiveState {
  api: { queries: Record<string, QueryEntry | undefined> };
  preloaded: PreloadedEntries;
}
type AnyDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
const ABSENT = { status: undefined, data: undefined, error: undefined } as const;

/** The subset of RTK Query's query result the public components use. */
export interface LiveQueryResult<Result> {
  data: Result | undefined;
  error: AppError | undefined;
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
  refetch: () => void;
}

// On a server (prerendering, src/entry-server.tsx) effects never run: a query starts while its
// component renders, and an API that has not loaded yet starts loading, for the next pass to use.
const onServer = typeof window === 'undefined';
const serverLoads = new Set<Promise<unknown>>();
/** The API loads the prerender started (it awaits them, then renders again). */
export function takeServerLoads(): Promise<unknown>[] {
  const loads = [...serverLoads];
  serverLoads.clear();
  return loads;
}

/** The endpoint if its API has loaded (on the server, or once a page has used it). */
function loadedEndpoint<Result, Arg>(query: LiveQuery<Result, Arg>) {
  return loadedApi()?.endpoints[query.name] as QueryEndpoint<Result, Arg> | undefined;
}

let rtkQuery: Promise<void> | null = null;
/** RTK Query (src/lib/api.ts, which joins every store) and the listeners' code (src/lib/stream.ts),
 *  evaluated in a task before the first feature API's (~60 ms together at a 4x slowdown). Loaded
 *  here, not as a feature API's dependencies, which the build does not preload (vite.config.ts,
 *  build.modulePreload): they would load one after the other. */
const loadRtkQuery = () =>
  loadedApi()
    ? Promise.resolve()
    : (rtkQuery ??= Promise.all([import('./api'), import('./stream')]).then(
        () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
        (error: unknown) => {
          rtkQuery = null;
          throw error;
        },
      ));

/** Loads a query's API, then moves whatever the prerendered page carried into RTK Query's cache
 *  (starting those entries' live listeners) before the query subscribes, so it fetches nothing the
 *  page already has. */
async function openEndpoint<Result, Arg>(query: LiveQuery<Result, Arg>, store: Store) {
  await loadRtkQuery();
  const endpoint = loadedEndpoint(query) ?? (await query.load());
  const api = loadedApi();
  if (api) takeOverPreloaded(store, api);
  return endpoint;
}

/**
 * RTK Query's `useQuery` for the public pages: the query's entry (or the prerendered one), kept
 * subscribed while the component is mounted; `skipToken` for no query. After the API's state is
 * reset (another account signed in), the query subscribes again, as RTK Query's hook does.
 */
export function useLiveQuery<Result, Arg>(
  query: LiveQuery<Result, Arg>,
  arg: Arg | SkipToken,
): LiveQueryResult<Result> {
  const skip = arg === skipToken;
  const key = skip ? null : queryKey(query.name, arg);
  // The fields it shows, compared one by one: the prerendered entry moving into RTK Query's cache
  // (same status, same data) re-renders nothing.
  // The prerendered entry stands in while RTK Query's has no answer yet.
  const entry = useSelector((state: LiveState) => {
    if (key === null) return ABSENT;
    const cached = state.api.queries[key];
    const found =
      cached && (cached.data !== undefined || cached.status === 'rejected') ? cached : (state.preloaded[key] ?? cached);
    return found ? { status: found.status, data: found.data, error: found.error } : ABSENT;
  }, shallowEqual) as QueryEntry<Result> | typeof ABSENT;
  const store = useStore();
  const subscription = useRef<Subscription | null>(null);
  const [generation, setGeneration] = useState(0);
  // The query's code could not be loaded (offline, or a deploy replaced it): an error, with Retry.
  const [loadError, setLoadError] = useState<AppError | null>(null);

  if (onServer && !skip) {
    const endpoint = loadedEndpoint(query);
    if (endpoint) (store.dispatch as AnyDispatch)(endpoint.initiate(arg) as never);
    else serverLoads.add(query.load());
  }

  useEffect(() => {
    if (skip) return;
    let mounted = true;
    let opened: Subscription | null = null;
    let unwatch = () => {};
    openEndpoint(query, store).then(
      (endpoint) => {
        if (!mounted) return;
        setLoadError(null);
        opened = (store.dispatch as AnyDispatch)(endpoint.initiate(arg) as never) as Subscription;
        subscription.current = opened;
        // The entry goes while subscribed only when the API's state is reset (another account
        // signed in): subscribe again, as RTK Query's hook does.
        unwatch = store.subscribe(() => {
          const { queries } = (store.getState() as LiveState).api;
          if (mounted && key !== null && queries[key] === undefined) {
            unwatch();
            setGeneration((g) => g + 1);
          }
        });
      },
      (error: unknown) => {
        console.error(`[${query.name}] could not load:`, error);
        if (mounted)
          setLoadError({ code: 'unavailable', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      mounted = false;
      unwatch();
      opened?.unsubscribe();
      if (subscription.current === opened) subscription.current = null;
    };
    // `key` stands for `arg` (equal keys, equal arguments), as in RTK Query's hook.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, query, store, generation]);

  const refetch = useCallback(() => {
    if (subscription.current) void subscription.current.refetch();
    else setGeneration((g) => g + 1); // the code failed to load: try again
  }, []);
  const data = entry.data;
  const isError = entry.status === 'rejected' || (loadError !== null && data === undefined);
  return {
    data,
    error: isError ? ((entry.error as AppError | undefined) ?? loadError ?? undefined) : undefined,
    isLoading: !skip && data === undefined && !isError,
    isSuccess: data !== undefined,
    isError,
    refetch,
  };
}

/** A mutation endpoint, loaded on first use. */
export interface MutationEndpoint<Arg> {
  initiate: (arg: Arg) => unknown;
}

/** Runs a mutation whose API loads on first use (a view counted): resolves when it is sent. Its
 *  result leaves the store once it has settled (RTK Query's hook does so on unmount). */
export function useLazyMutation<Arg>(load: () => Promise<MutationEndpoint<Arg>>): (arg: Arg) => Promise<void> {
  const dispatch = useDispatch<AnyDispatch>();
  return useCallback(
    (arg: Arg) =>
      load().then(
        (endpoint) => {
          const result = dispatch(endpoint.initiate(arg) as never) as Promise<unknown> & { reset: () => void };
          void result.then(() => result.reset());
        },
        (error: unknown) => console.error('[mutation] could not load:', error),
      ),
    [dispatch, load],
  );
}
