import { env } from '@/config/env';
import type { Backend } from '../backend-types';
import { firebaseApp } from './app';
import { startAppCheck } from './app-check';
import { authBackend } from './auth';
import { firestoreBackend } from './firestore';
import { storageBackend } from './storage';

export const firebaseBackend: Backend = { ...firestoreBackend, auth: authBackend, storage: storageBackend };

/** Resolves once the backend may be used: App Check (when configured) is started first, so the
 *  first requests already carry its token. A failed start is reported, not fatal: without
 *  enforcement the site still works, and with it the requests say why they fail. */
export function firebaseReady(): Promise<void> {
  return startAppCheck(firebaseApp(), env.appCheck).catch((error: unknown) =>
    console.warn('[app-check] could not start:', error),
  );
}
