import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { env } from '@/config/env';

let app: FirebaseApp | null = null;

/** The app's default Firebase app (other named apps, e.g. test fixtures, are left alone). */
export function firebaseApp(): FirebaseApp {
  app ??= getApps().some((a) => a.name === '[DEFAULT]') ? getApp() : initializeApp(env.firebase);
  return app;
}
