import { env } from '@/config/env';
import type { Backend } from '../backend-types';
import { firebaseApp } from './app';
import { startAppCheck } from './app-check';
import { auth, restore } from './auth-port';
import { firestoreBackend } from './firestore';
import { storageBackend } from './storage';

export const firebaseBackend: Backend = { ...firestoreBackend, auth, storage: storageBackend };

/** Resolves once the backend may be used: App Check (when configured) is started first, so the
 *  first requests already carry its token. A failed start is reported, not fatal: without
 *  enforcement the site still works, and with it the requests say why they fail. A session to
 *  restore loads Auth in the meantime. */
export async function firebaseReady(): Promise<void> {
  await Promise.all([
    startAppCheck(firebaseApp(), env.appCheck).catch((error: unknown) =>
      console.warn('[app-check] could not start:', error),
    ),
    // A signed-in session's Auth is registered before Firestore starts.
    restore(),
  ]);
}
