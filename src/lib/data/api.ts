// The app's one RTK Query API: every feature adds its endpoints with injectEndpoints, public pages
// and back office alike, and components read them with the generated hooks.
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type { AppError, Backend, BackendLoader } from './backend-types';

/** What the store hands to every thunk and endpoint (makeStore's `extra`). */
export interface ThunkExtra {
  backend: BackendLoader;
}

export function backendOf(extra: unknown): Promise<Backend> {
  return (extra as ThunkExtra).backend();
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<AppError>(),
  tagTypes: ['Branding', 'Toggle', 'Resource', 'Page', 'Role', 'Post', 'Blog', 'CaseStudy', 'Team', 'Faq'],
  endpoints: () => ({}),
});

/** A route's parameters, as React Router matched them. */
export type PageParams = Readonly<Record<string, string | undefined>>;

/** What a page needs in the store to render, as thunks of this API (`endpoint.initiate(arg)`), from
 *  its route's parameters: the server renderer dispatches them and waits before it renders the page
 *  (src/entry-server.tsx). A page module declares it in its `data` (PageData). */
export type Prefetch = (params: PageParams) => unknown[];

/** The store as this API's selectors read it. */
export type ApiState = { [K in typeof api.reducerPath]: ReturnType<typeof api.reducer> };

/**
 * What a public page's data is, declared once by its module next to the page (`export const data`)
 * and read by the server renderer (src/entry-server.tsx), which loads it into the store before the
 * page renders (the layout's own are the layout's: layoutPrefetch) and checks the page against it.
 * `Content` is the page content's id (src/features/page-content: PageData there).
 */
export interface PageData<Content extends string = string> {
  /** Its copy is this page content: the published version is read with the page, and the hero's
   *  title (published, else the default) is its h1. */
  content?: Content;
  /** The other queries it reads, for the route's params. */
  queries?: Prefetch;
  /** Its h1 when its content does not say it: fixed, or from the data it was rendered with. */
  heading?: string | ((state: ApiState, params: PageParams) => string | null);
  /** Its schema.org JSON-LD for <head>, from the data it was rendered with and the site URL the
   *  server renders for (none: null). */
  structuredData?: (state: ApiState, params: PageParams, siteUrl: string) => unknown;
}
