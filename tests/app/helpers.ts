// Integration fixtures for the app's own backend code (tests/app): Auth emulator accounts, a wait
// helper, and the app store wired to the real Firebase backend (connected to the emulators by the
// VITE_* variables the wrapper script exports).
import { deleteApp } from 'firebase/app';
import { terminate } from 'firebase/firestore';
import { makeStore } from '@/app/store';
import { authApi, signOut as signOutThunk } from '@/features/auth/api';
import { pageContentReducer } from '@/features/page-content/pageContentSlice';
import { api, loadFirebaseBackend } from '@/lib/data';
import { firebaseApp } from '@/lib/data/firebase/app';
import { firestore } from '@/lib/data/firebase/firestore';
import type { Toast } from '@/lib/util';

const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!authHost) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run through scripts/with-emulators.mjs');

/** Creates (or reuses) an Auth emulator account and returns its uid. */
export async function ensureAccount(email: string, password: string, displayName = email): Promise<string> {
  const call = (method: string, body: object) =>
    fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
    }).then((r) => r.json() as Promise<{ localId?: string; error?: { message: string } }>);
  let res = await call('signUp', { email, password, displayName });
  if (res.error?.message === 'EMAIL_EXISTS') res = await call('signInWithPassword', { email, password });
  if (!res.localId) throw new Error(`account ${email}: ${res.error?.message}`);
  return res.localId;
}

/** Polls until `check` returns (or resolves to) a truthy value (live updates arrive asynchronously).
 *  The default wait is just under the tests' own 30 s (tests/setup-integration.ts): a busy machine
 *  is slow, not wrong, and a timeout still names what never came. */
export async function until<T>(
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  what: string,
  timeoutMs = 25_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The app's store on the real backend, recording its toasts; with the page editor's drafts slice,
 *  as the back office's store has it (without its persistence). */
export function appStore() {
  const toasts: Toast[] = [];
  const store = makeStore({
    backend: loadFirebaseBackend,
    notify: (t) => toasts.push(t),
    pageContent: pageContentReducer,
  });
  return { store, toasts };
}

export async function signIn(store: ReturnType<typeof appStore>['store'], email: string, password: string) {
  const result = await store.dispatch(authApi.endpoints.signIn.initiate({ email, password }));
  if ('error' in result) throw new Error(`sign-in failed: ${JSON.stringify(result.error)}`);
}

export async function signOut(store: ReturnType<typeof appStore>['store']) {
  await store.dispatch(signOutThunk());
}

/** Stops the app's Firebase instance (listeners included) so the next test file starts clean. */
export async function shutdownApp(store: ReturnType<typeof appStore>['store']) {
  store.dispatch(api.util.resetApiState());
  await terminate(firestore());
  await deleteApp(firebaseApp());
}
