import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** sessionStorage key prefix: one automatic reload per failed chunk per browser session. */
export const CHUNK_RELOAD_KEY = 'chunk-reload:';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed|ChunkLoadError/i;

/** The browser could not load a piece of the app's code (a deploy replaced it, or the network). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: never reload automatically
  }
}

interface RetryOptions {
  /** How the page reloads (tests replace it). */
  reload?: () => void;
}

/**
 * `React.lazy` for route-level code that survives a deploy: when the chunk cannot be loaded (its
 * hashed file is gone after a new release), the page reloads once to fetch the new index.html and
 * chunks. A sessionStorage mark per failed chunk keeps that to one reload, so it never loops; a
 * second failure, or any failure while offline (a reload would only show the browser's offline
 * page), is thrown to the nearest error boundary, which offers a Reload button.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function lazyWithRetry<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  { reload = () => window.location.reload() }: RetryOptions = {},
): LazyExoticComponent<T> {
  return lazy(async () => {
    try {
      return await load();
    } catch (error) {
      const store = sessionStore();
      const key = `${CHUNK_RELOAD_KEY}${error instanceof Error ? error.message : String(error)}`.slice(0, 300);
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      if (!isChunkLoadError(error) || offline || !store || store.getItem(key)) throw error;
      store.setItem(key, new Date().toISOString());
      console.warn('[chunk] could not load part of the page; reloading once:', error);
      reload();
      // The page is going away: keep showing the Suspense fallback until it does.
      return new Promise<never>(() => {});
    }
  });
}
