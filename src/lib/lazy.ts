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

/** How long a part of the page whose code failed to load waits before trying once more. */
export const SECTION_RETRY_MS = 2000;
const sectionLoads = new Set<Promise<unknown>>();

/**
 * `React.lazy` for a part of a prerendered page that needs no code to be seen (the footer, the
 * landing page's sections under the hero): its code is not in the page's first script. Its HTML is
 * there from the start, and React hydrates it once its code arrives (a Suspense boundary that
 * suspends while hydrating keeps its HTML). Its code starts loading when React first reaches it.
 *
 * Unlike a page, a part whose code fails to load never reloads the page: it tries once more after
 * SECTION_RETRY_MS, then throws to the nearest error boundary. Buttons pressed before the app could
 * answer are pressed again only once these parts have loaded (`sectionsLoaded`, AfterHydration):
 * React drops a click on a part it cannot hydrate yet.
 *
 * Render it in a boundary whose element does not change while the page hydrates (memoised): React
 * would otherwise render a still-dehydrated part afresh on the parent's update, and show the
 * fallback in place of its HTML until the code arrives.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function lazySection<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => {
    const loading = load().catch(() =>
      new Promise<{ default: T }>((resolve) => setTimeout(resolve, SECTION_RETRY_MS)).then(load),
    );
    sectionLoads.add(loading.catch(() => {}));
    return loading;
  });
}

/** Resolves once every part loaded with lazySection so far has loaded (or failed), or after
 *  `timeoutMs`, whichever comes first. */
export function sectionsLoaded(timeoutMs = 5000): Promise<void> {
  return Promise.race([
    Promise.all(sectionLoads).then(() => {}),
    new Promise<void>((resolve) => setTimeout(resolve, timeoutMs)),
  ]);
}
