import { deleteApp, getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { env } from '@/config/env';

let app: FirebaseApp | null = null;

/** The app's default Firebase app (other named apps, e.g. test fixtures, are left alone). */
export function firebaseApp(): FirebaseApp {
  app ??= getApps().some((a) => a.name === '[DEFAULT]') ? getApp() : initializeApp(env.firebase);
  return app;
}

/** Closes the default app and its services, so a process that read Firestore (the build's
 *  prerendering) can exit. */
export async function closeFirebaseApp(): Promise<void> {
  const open = app;
  app = null;
  if (open) await deleteApp(open);
}
