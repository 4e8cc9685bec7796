import { EnvError, parseEnv } from './env-schema';

describe('parseEnv', () => {
  it('accepts the emulator configuration and derives the Firebase config', () => {
    const env = parseEnv({
      VITE_USE_EMULATORS: 'true',
      VITE_FIREBASE_PROJECT_ID: 'demo-structura',
      VITE_FIRESTORE_EMULATOR_PORT: '19001',
      VITE_STORAGE_EMULATOR_PORT: '',
    });
    expect(env.useEmulators).toBe(true);
    expect(env.firebase.projectId).toBe('demo-structura');
    expect(env.emulators).toEqual({ host: '127.0.0.1', authPort: 9099, firestorePort: 19001, storagePort: null });
  });

  it('refuses a real project id in emulator mode', () => {
    expect(() => parseEnv({ VITE_USE_EMULATORS: 'true', VITE_FIREBASE_PROJECT_ID: 'acme-prod' })).toThrow(
      /VITE_FIREBASE_PROJECT_ID: must be a demo-\* project id/,
    );
  });

  it('names every missing key of a real project', () => {
    let error: unknown;
    try {
      parseEnv({ VITE_USE_EMULATORS: 'false', VITE_FIREBASE_API_KEY: 'k', VITE_SITE_URL: 'https://x.com' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const keys = (error as EnvError).problems.map((p) => p.split(':')[0]);
    expect(keys).toEqual(
      expect.arrayContaining([
        'VITE_FIREBASE_AUTH_DOMAIN',
        'VITE_FIREBASE_PROJECT_ID',
        'VITE_FIREBASE_STORAGE_BUCKET',
        'VITE_FIREBASE_APP_ID',
      ]),
    );
    expect(keys).not.toContain('VITE_FIREBASE_API_KEY');
  });

  it('rejects a malformed port and an unknown emulator switch', () => {
    expect(() =>
      parseEnv({ VITE_USE_EMULATORS: 'true', VITE_FIREBASE_PROJECT_ID: 'demo-x', VITE_AUTH_EMULATOR_PORT: 'abc' }),
    ).toThrow(/VITE_AUTH_EMULATOR_PORT/);
    expect(() => parseEnv({ VITE_USE_EMULATORS: 'yes' })).toThrow(/VITE_USE_EMULATORS: must be "true" or "false"/);
  });

  it('leaves App Check off unless a reCAPTCHA Enterprise key is configured', () => {
    const emulated = { VITE_USE_EMULATORS: 'true', VITE_FIREBASE_PROJECT_ID: 'demo-x' };
    expect(parseEnv(emulated).appCheck).toBeNull();
    // With the emulators: a debug token, the given one or one the SDK makes.
    expect(parseEnv({ ...emulated, VITE_APPCHECK_SITE_KEY: 'k' }).appCheck).toEqual({ siteKey: 'k', debugToken: true });
    expect(parseEnv({ ...emulated, VITE_APPCHECK_SITE_KEY: 'k', VITE_APPCHECK_DEBUG_TOKEN: 'tok' }).appCheck).toEqual({
      siteKey: 'k',
      debugToken: 'tok',
    });
    const real = {
      VITE_FIREBASE_API_KEY: 'a',
      VITE_FIREBASE_AUTH_DOMAIN: 'x.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'acme',
      VITE_FIREBASE_STORAGE_BUCKET: 'b',
      VITE_FIREBASE_APP_ID: 'c',
      VITE_SITE_URL: 'https://x.com',
    };
    // App Check is on by default: a real project without a site key builds only when opted out.
    expect(() => parseEnv(real)).toThrow(/VITE_APPCHECK_SITE_KEY: required outside the emulators/);
    expect(parseEnv({ ...real, VITE_APPCHECK_OPT_OUT: 'true' }).appCheck).toBeNull();
    expect(parseEnv({ ...real, VITE_APPCHECK_SITE_KEY: 'k' }).appCheck).toEqual({ siteKey: 'k', debugToken: null });
    // A real project never ships a debug token.
    expect(() => parseEnv({ ...real, VITE_APPCHECK_SITE_KEY: 'k', VITE_APPCHECK_DEBUG_TOKEN: 'tok' })).toThrow(
      /VITE_APPCHECK_DEBUG_TOKEN: debug tokens are for the emulators only/,
    );
  });
});
