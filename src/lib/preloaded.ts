// The store's data as a prerendered page carries it: every fulfilled query (endpoint, argument,
// data) in a <script type="application/json" id="preloaded-state"> (data, never executed, so a CSP
// without inline scripts allows it). The browser puts them into a slice of its store before
// hydrating, so the first render matches the HTML. They wait there until RTK Query and their
// feature's API have loaded (once the page has first rendered, src/lib/live-query.ts); they then
// move into its cache, which starts each query's live listener, bringing whatever changed after the
// build.
import { createSlice, type PayloadAction, type Store } from '@reduxjs/toolkit';
import type { LoadedApi } from '@/lib/api-slot';
import { queryKey } from '@/lib/query-key';

export const PRELOADED_STATE_ID = 'preloaded-state';

export interface PreloadedQuery {
  endpointName: string;
  /** Left out for endpoints without an argument (undefined, which JSON cannot hold). */
  arg?: unknown;
  value: unknown;
}
export interface PreloadedState {
  queries: PreloadedQuery[];
}

/** A query's cache entry, as RTK Query keeps it (the fields the app reads). */
export interface QueryEntry<Result = unknown> {
  status?: 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';
  endpointName?: string;
  originalArgs?: unknown;
  data?: Result;
  error?: unknown;
}

/** The fulfilled queries of an API state. */
export function dehydrateQueries(apiState: { queries: Record<string, QueryEntry | undefined> }): PreloadedState {
  const queries: PreloadedQuery[] = [];
  for (const entry of Object.values(apiState.queries))
    if (entry?.status === 'fulfilled' && entry.endpointName)
      queries.push({
        endpointName: entry.endpointName,
        ...(entry.originalArgs === undefined ? {} : { arg: entry.originalArgs }),
        value: entry.data ?? null,
      });
  return { queries };
}

/** JSON safe inside a <script> element (no "</script>", no HTML comment openers). */
export const serializeState = (state: PreloadedState) =>
  JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Reads the page's preloaded state, if it was prerendered. */
export function readPreloadedState(doc: Document = document): PreloadedState | null {
  const text = doc.getElementById(PRELOADED_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as PreloadedState;
    return Array.isArray(state.queries) ? state : null;
  } catch {
    return null;
  }
}

/** The prerendered queries not yet in RTK Query's cache, by cache key. */
export type PreloadedEntries = Record<string, QueryEntry>;

const preloadedSlice = createSlice({
  name: 'preloaded',
  initialState: {} as PreloadedEntries,
  reducers: {
    /** The page's preloaded state, as cache entries (what RTK Query's upsert would make). */
    preloadedReceived: {
      reducer: (_state, action: PayloadAction<PreloadedEntries>) => action.payload,
      prepare: (state: PreloadedState | null) => ({
        payload: Object.fromEntries(
          (state?.queries ?? []).map((q): [string, QueryEntry] => [
            queryKey(q.endpointName, q.arg),
            { status: 'fulfilled', endpointName: q.endpointName, originalArgs: q.arg, data: q.value },
          ]),
        ),
      }),
    },
    /** These entries are in RTK Query's cache now. */
    preloadedTaken: (state, action: PayloadAction<string[]>) => {
      for (const key of action.payload) delete state[key];
    },
  },
});
export const preloadedReducer = preloadedSlice.reducer;
export const { preloadedReceived, preloadedTaken } = preloadedSlice.actions;

/** Moves the preloaded entries whose endpoints exist now into RTK Query's cache (upserting starts
 *  their live listeners), unless the cache has their data already (a live answer is newer than the
 *  build's). Entries of endpoints a lazy page injects later wait for it. */
export function takeOverPreloaded(store: Pick<Store, 'dispatch' | 'getState'>, api: LoadedApi) {
  const state = store.getState() as {
    preloaded: PreloadedEntries;
    api: { queries: Record<string, QueryEntry | undefined> };
  };
  const ready = Object.entries(state.preloaded).filter(([, entry]) => api.endpoints[entry.endpointName ?? '']);
  if (ready.length === 0) return;
  const fresh = ready.filter(([key]) => state.api.queries[key]?.data === undefined);
  if (fresh.length > 0)
    store.dispatch(
      api.util.upsertQueryEntries(
        fresh.map(([, entry]) => ({
          endpointName: entry.endpointName,
          arg: entry.originalArgs,
          value: entry.data,
        })) as never,
      ),
    );
  store.dispatch(preloadedTaken(ready.map(([key]) => key)));
}
