// Which backend the browser app talks to (the Backend port, src/lib/data/backend-types.ts).
//
// - A visitor who is not signed in, on a server-rendered page, gets the live-data worker
//   (src/lib/data/worker-listeners.ts, src/app/live-worker.ts): Firestore's SDK loads and
//   decodes snapshots in a thread of its own, never on the page. Signing in (or any use of
//   identity) moves reads, writes and later listeners to the page's own Firebase, which carries the
//   account's credentials; so does a worker that fails.
// - Everyone else (signed in, the back office, pages the app renders itself, sites with App Check,
//   whose reCAPTCHA needs the page) uses the page's own Firebase.
// Either way Firebase starts loading once the page has loaded and the browser is idle.
import { env } from '@/config/env';
import { afterInteractive, nextTask } from '@/lib/data/after-interactive';
import { loadFirebaseBackend } from '@/lib/data/backend';
import type { Backend, BackendLoader } from '@/lib/data';
import { hasSessionHint } from '@/lib/data/session-hint';

/** The backend, handed to each caller in a task of its own. Every live listener of a server-rendered
 *  page asks for it at once, and each then opens its listener (a message to the worker, or on the
 *  page a request for its parser): handed over together, they made one long task at the idle
 *  moment (docs/performance.md). */
export const eachInATask =
  (loader: BackendLoader): BackendLoader =>
  () =>
    loader().then((backend) => nextTask().then(() => backend));

export function browserBackend(serverRendered: boolean): BackendLoader {
  const page: BackendLoader = () => afterInteractive().then(loadFirebaseBackend);
  const visitor = serverRendered && !hasSessionHint() && !env.appCheck && typeof Worker !== 'undefined';
  if (!visitor) return serverRendered ? eachInATask(page) : page;
  let identified = false;
  let worker: Promise<Backend> | null = null;
  const inWorker = () =>
    (worker ??= Promise.all([
      import('@/lib/data/worker-listeners'),
      import('@/lib/data/firebase/auth-port'),
      afterInteractive(),
    ]).then(([{ withListeners, workerListeners }, { auth }]) =>
      withListeners(
        workerListeners(
          () =>
            new Worker(new URL('./live-worker.ts', import.meta.url), {
              type: 'module',
              name: 'live-data',
            }),
          page,
        ),
        page,
        auth,
        () => void (identified = true),
      ),
    ));
  return eachInATask(() => (identified ? page() : inWorker().catch(page)));
}
