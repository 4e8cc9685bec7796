// The store's data as a prerendered page carries it: every fulfilled query (endpoint, argument,
// data) in a <script type="application/json" id="preloaded-state"> (data, never executed, so a CSP
// without inline scripts allows it). The browser upserts them into its store before hydrating, so
// the first render matches the HTML; upserting also starts each query's live listener, which
// brings whatever changed after the build.
import { api } from '@/lib/api';

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

interface QueryEntry {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
  data?: unknown;
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

interface StoreLike {
  dispatch: (action: never) => unknown;
  getState: () => unknown;
}

let target: StoreLike | null = null;
let pending: PreloadedQuery[] = [];
type ApiSlice = { queries: Record<string, { endpointName?: string } | undefined> };
let snapshot: { api?: ApiSlice } | null = null;

/** The state a prerendered page's HTML was made with, for hydration (react-redux's Provider
 *  `serverState`): the store as upsertPreloaded left it, plus the queries flushPreloaded adds for a
 *  lazy page. Hydration reads it, so what changes in the store meanwhile (the visitor found signed
 *  out, a restored session, live data) cannot make the markup differ from the HTML; each component
 *  renders with the current state right after. */
export function hydrationState<S>(store: { getState: () => S }): S {
  snapshot = { ...(store.getState() as object) };
  return snapshot as S;
}

type Endpoints = Record<string, { select: (arg: unknown) => (state: never) => { status: string } } | undefined>;

/** Puts the preloaded queries into the store (as if they had just answered). Queries of endpoints
 *  that a lazy page injects wait for it: flushPreloaded() runs when a page's code has loaded,
 *  before it renders. */
export function upsertPreloaded(store: StoreLike, state: PreloadedState | null) {
  target = store;
  pending = state?.queries ?? [];
  flushPreloaded();
}

/** Upserts the waiting queries whose endpoints now exist, unless the store already has them (a
 *  live answer is newer than the build's). */
export function flushPreloaded() {
  if (!target || pending.length === 0) return;
  const endpoints = api.endpoints as unknown as Endpoints;
  const ready = pending.filter((q) => endpoints[q.endpointName]);
  if (ready.length === 0) return;
  pending = pending.filter((q) => !endpoints[q.endpointName]);
  const state = target.getState() as never;
  const fresh = ready.filter((q) => endpoints[q.endpointName]!.select(q.arg)(state).status === 'uninitialized');
  if (fresh.length === 0) return;
  target.dispatch(
    api.util.upsertQueryEntries(
      fresh.map((q) => ({ endpointName: q.endpointName, arg: q.arg, value: q.value })) as never,
    ) as never,
  );
  // The hydration snapshot gains the entries just added (and nothing else that changed since).
  if (snapshot?.api) {
    const names = new Set(fresh.map((q) => q.endpointName));
    const queries = (target.getState() as { api: ApiSlice }).api.queries;
    const added = Object.entries(queries).filter(
      ([key, entry]) => !(key in snapshot!.api!.queries) && names.has(entry?.endpointName ?? ''),
    );
    snapshot.api = { ...snapshot.api, queries: { ...snapshot.api.queries, ...Object.fromEntries(added) } };
  }
}
