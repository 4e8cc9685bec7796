import type { FirebaseApp } from 'firebase/app';
import { startAppCheck } from './app-check';

const initializeAppCheck = jest.fn();
const ReCaptchaEnterpriseProvider = jest.fn(function (this: { siteKey: string }, siteKey: string) {
  this.siteKey = siteKey;
});
jest.mock('firebase/app-check', () => ({
  initializeAppCheck: (...args: unknown[]) => initializeAppCheck(...args),
  ReCaptchaEnterpriseProvider: function (siteKey: string) {
    return new (ReCaptchaEnterpriseProvider as unknown as new (k: string) => object)(siteKey);
  },
}));

const app = () => ({ name: `app-${Math.random()}` }) as unknown as FirebaseApp;
type DebugGlobal = { FIREBASE_APPCHECK_DEBUG_TOKEN?: string | boolean };

afterEach(() => {
  jest.clearAllMocks();
  delete (globalThis as DebugGlobal).FIREBASE_APPCHECK_DEBUG_TOKEN;
});

describe('startAppCheck', () => {
  it('does nothing unless configured (the default)', async () => {
    await startAppCheck(app(), null);
    expect(initializeAppCheck).not.toHaveBeenCalled();
  });

  it('starts App Check with the reCAPTCHA Enterprise key, refreshing tokens, once per app', async () => {
    const a = app();
    await Promise.all([
      startAppCheck(a, { siteKey: 'site-key', debugToken: null }),
      startAppCheck(a, { siteKey: 'site-key', debugToken: null }),
    ]);
    expect(initializeAppCheck).toHaveBeenCalledTimes(1);
    expect(initializeAppCheck).toHaveBeenCalledWith(a, {
      provider: expect.objectContaining({ siteKey: 'site-key' }),
      isTokenAutoRefreshEnabled: true,
    });
    expect((globalThis as DebugGlobal).FIREBASE_APPCHECK_DEBUG_TOKEN).toBeUndefined();
  });

  it('uses the debug token with the emulators', async () => {
    await startAppCheck(app(), { siteKey: 'k', debugToken: 'local-debug-token' });
    expect((globalThis as DebugGlobal).FIREBASE_APPCHECK_DEBUG_TOKEN).toBe('local-debug-token');
    expect(initializeAppCheck).toHaveBeenCalledTimes(1);
  });
});
