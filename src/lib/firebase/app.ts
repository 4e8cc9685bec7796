import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { env } from '@/config/env';

let app: FirebaseApp | null = null;

export function firebaseApp(): FirebaseApp {
  app ??= getApps()[0] ?? initializeApp(env.firebase);
  return app;
}
