import { lazyAuth } from './lazy-auth';

// The one identity port of the page, in a module of its own so that a page whose live data runs in
// the worker (src/lib/data/worker-listeners.ts) reaches it without loading Firestore. Auth itself loads
// on first need (lazy-auth.ts): most visitors never sign in.
export const { auth, restore } = lazyAuth(() => import('./auth').then((m) => m.authBackend));
