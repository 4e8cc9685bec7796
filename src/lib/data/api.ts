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

/** What a page needs in the store to render, as thunks of this API (`endpoint.initiate(arg)`), from
 *  its route's parameters: the server renderer dispatches them and waits before it renders the page
 *  (src/entry-server.tsx). A page module exports it as `prefetch`. */
export type Prefetch = (params: Readonly<Record<string, string | undefined>>) => unknown[];
