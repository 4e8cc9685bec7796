import type { FirebaseApp } from 'firebase/app';
import type { AppEnv } from '@/config/env';

type DebugGlobal = { FIREBASE_APPCHECK_DEBUG_TOKEN?: string | boolean };
const started = new WeakMap<FirebaseApp, Promise<void>>();

/**
 * Firebase App Check (issue 9, abuse): with a reCAPTCHA Enterprise site key configured, every
 * Firestore, Auth and Storage request carries a token proving it comes from this site, so the
 * services can refuse scripts once enforcement is on (README, "Going live"). Off unless configured;
 * only in a browser (never while prerendering); its SDK is its own chunk, loaded after the
 * Firebase chunk, so it never weighs on the first paint. With the emulators it runs on a debug
 * token (they do not check tokens; a real project may, for local work against it).
 */
export function startAppCheck(app: FirebaseApp, config: AppEnv['appCheck']): Promise<void> {
  if (!config || typeof document === 'undefined') return Promise.resolve();
  let start = started.get(app);
  if (!start) {
    start = import('firebase/app-check').then(({ initializeAppCheck, ReCaptchaEnterpriseProvider }) => {
      if (config.debugToken) (globalThis as DebugGlobal).FIREBASE_APPCHECK_DEBUG_TOKEN = config.debugToken;
      initializeAppCheck(app, {
        provider: new ReCaptchaEnterpriseProvider(config.siteKey),
        isTokenAutoRefreshEnabled: true,
      });
    });
    started.set(app, start);
  }
  return start;
}
