import { buildCreateApi, coreModule, fakeBaseQuery, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { announceApi, type LoadedApi } from './api-slot';
import type { AppError, Backend, BackendLoader } from './backend-types';

/** What the store hands to every thunk and endpoint (makeStore's `extra`). */
export interface ThunkExtra {
  backend: BackendLoader;
  /** The backend for live listeners, when they may start later than writes (src/boot/state.ts). */
  liveBackend?: BackendLoader;
}

export function backendOf(extra: unknown): Promise<Backend> {
  return (extra as ThunkExtra).backend();
}

export function liveBackendOf(extra: unknown): Promise<Backend> {
  const { liveBackend, backend } = extra as ThunkExtra;
  return (liveBackend ?? backend)();
}

// On a server (prerendering, src/entry-server.tsx) the hooks start their queries while rendering,
// since effects never run there; the prerender renders again once they have answered.
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

/** One API for the whole app; features add endpoints with injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<AppError>(),
  tagTypes: ['Branding', 'Toggle', 'Resource', 'Page', 'Role', 'Post', 'Blog', 'CaseStudy', 'Team', 'Faq'],
  endpoints: () => ({}),
});

// Every store takes RTK Query's reducer and middleware now (src/app/store.ts).
announceApi(api as unknown as LoadedApi);
