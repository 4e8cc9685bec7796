// The data a server-rendered page was rendered with, handed to the browser's store: every fulfilled
// query (endpoint, argument, data) in <script type="application/json" id="page-data"> (data, never
// run, so the CSP's ban on inline scripts allows it). The browser upserts them into RTK Query's
// cache before hydrating (RTK Query's own `upsertQueryEntries`), so the first render matches the
// HTML, and each entry's streaming listener then brings whatever changed since.
import { nextTask } from '@/lib/data/after-interactive';
import { api } from '@/lib/data/api';
import type { AppStore } from './store';

export const PAGE_DATA_ID = 'page-data';

export interface PageQuery {
  endpointName: string;
  /** Left out for endpoints without an argument (undefined, which JSON cannot hold). */
  arg?: unknown;
  value: unknown;
}

/** The fulfilled queries of a store. */
export function pageQueries(store: AppStore): PageQuery[] {
  const queries = store.getState().api.queries as Record<
    string,
    { status: string; endpointName: string; originalArgs?: unknown; data?: unknown } | undefined
  >;
  return Object.values(queries).flatMap((entry) =>
    entry?.status === 'fulfilled'
      ? [
          {
            endpointName: entry.endpointName,
            ...(entry.originalArgs === undefined ? {} : { arg: entry.originalArgs }),
            value: entry.data ?? null,
          },
        ]
      : [],
  );
}

/** JSON safe inside a <script> element (no "</script>", no HTML comment openers). */
export const serializePageData = (queries: PageQuery[]) =>
  JSON.stringify(queries)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Puts a server-rendered page's data into the store (nothing for a page without any), one entry
 *  per task: each entry also starts its live listener, and all of them at once made one of the app
 *  start's longest tasks (docs/performance.md). */
export async function hydratePageData(store: AppStore, doc: Document = document): Promise<void> {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return;
  let queries: unknown;
  try {
    queries = JSON.parse(text);
  } catch {
    return;
  }
  if (!Array.isArray(queries)) return;
  for (const [i, query] of (queries as Parameters<typeof api.util.upsertQueryEntries>[0]).entries()) {
    if (i > 0) await nextTask();
    store.dispatch(api.util.upsertQueryEntries([query]));
  }
}
