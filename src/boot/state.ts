// Boot stage 3 of 4 (src/main.tsx): Redux Toolkit, RTK Query and react-redux, and the store, in a
// task before the app's own modules and hydration.
import { notify } from '@/app/notify';
import { makeStore } from '@/app/store';
import { env } from '@/config/env';
import { afterInteractive, createGate } from '@/lib/after-interactive';
import { appReady } from '@/lib/app-ready';
import { loadFirebaseBackend } from '@/lib/backend';
import { createBlockingHistory } from '@/lib/navigation-blocker';
import { hasSessionHint } from '@/lib/session-hint';
import type { Backend } from '@/lib/backend-types';

/** The page came prerendered (its HTML is the page, to hydrate), not as the empty SPA shell. */
export const prerendered = document.getElementById('root')?.firstElementChild != null;

// Firebase loads once the page is interactive: the first paint and hydration never wait for it,
// nor compete with it for the main thread.
//
// A prerendered page, for a visitor who is not signed in, listens in the live-data worker
// (src/lib/firebase/live-worker.ts): Firestore's SDK evaluates and decodes there, never on the
// main thread, so the listeners start as soon as the page has hydrated (and the browser is idle),
// and a published change shows at once. The page's own Firebase (writes, signing in) loads on
// first need, and listeners opened after that use it. Without module workers, or with App Check
// (its reCAPTCHA needs the page), the listeners run on the page and start LIVE_DATA_DELAY_MS after
// load, when the browser is idle, unless something needs the backend sooner (a write, signing in
// opens the gate at once). Other pages need their data now.
const LIVE_DATA_DELAY_MS = 3000;
const visitorPage = prerendered && !hasSessionHint();
const inWorker = visitorPage && !env.appCheck && typeof Worker !== 'undefined';
const live = createGate(visitorPage && !inWorker ? LIVE_DATA_DELAY_MS : 0);
let pageBackend = false;
const full = () => {
  pageBackend = true;
  return loadFirebaseBackend();
};
const pageWrites = () => {
  live.open();
  return afterInteractive().then(full);
};
// The document parsers (docs.ts, and zod with it) start loading with the backend, not once the
// first data has arrived: the schemas the listeners import need them, and the build does not
// preload them (vite.config.ts, build.modulePreload).
const withParsers = <T>(backend: Promise<T>) => {
  void import('@/lib/docs').catch(() => {});
  return backend;
};
const liveOnPage = () => live.wait().then(() => withParsers(full()));
// The worker's client loads with the first listener (after hydration), not with the page.
let workerBackend: Promise<Backend> | null = null;
const inWorkerBackend = () =>
  (workerBackend ??= withParsers(
    Promise.all([import('@/lib/worker-listeners'), import('@/lib/firebase/auth-port')]),
  ).then(([{ withListeners, workerListeners }, { auth }]) =>
    withListeners(
      workerListeners(
        () =>
          new Worker(new URL('../lib/firebase/live-worker.ts', import.meta.url), {
            type: 'module',
            name: 'live-data',
          }),
        liveOnPage,
      ),
      full,
      auth,
      // Signed in (or about to be): Firestore must carry the account's credentials, on the page.
      () => void (pageBackend = true),
    ),
  ));
// Once the page has hydrated (at the latest 10 s after boot, should a page never say so).
const hydratedOrLate = Promise.race([appReady, new Promise<void>((resolve) => setTimeout(resolve, 10_000))]);
const hydrated = () => hydratedOrLate.then(afterInteractive);
// A visitor's reads and writes (a demo request, a view counted) go to the worker as well, so the
// page never loads Firestore for them.
const backend = () => (inWorker && !pageBackend ? inWorkerBackend().catch(pageWrites) : pageWrites());
export const liveBackend = () =>
  inWorker ? hydrated().then(() => (pageBackend ? liveOnPage() : inWorkerBackend().catch(liveOnPage))) : liveOnPage();

/** The store and the router's history, made in a task of their own after this stage's modules
 *  (configureStore checks every reducer's shape, ~5 ms here). */
export interface AppState {
  store: ReturnType<typeof makeStore>;
  history: ReturnType<typeof createBlockingHistory>;
}
export const createAppState = (): AppState => ({
  store: makeStore({ notify, backend, liveBackend }),
  // A history router whose history forms can block while they have unsaved changes
  // (src/lib/form.ts): the data router would do that too, at ~16 kB gzipped more in the first script.
  history: createBlockingHistory(),
});
