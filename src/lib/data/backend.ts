import type { Backend, BackendLoader } from './backend-types';

let loading: Promise<Backend> | null = null;

/** Loads the Firebase backend on first use, in chunks of its own (off the first paint). */
export const loadFirebaseBackend: BackendLoader = () => {
  loading ??= import('./firebase').then(async (m) => {
    await m.firebaseReady(); // App Check first, when configured
    return m.firebaseBackend;
  });
  return loading;
};

/** Closes Firebase if it was loaded, so a process that read Firestore (the build's prerendering)
 *  can exit. */
export async function closeFirebaseBackend(): Promise<void> {
  if (!loading) return;
  await loading.catch(() => null);
  loading = null;
  const { closeFirebaseApp } = await import('./firebase/app');
  await closeFirebaseApp();
}
