// Relative with its extension, not '@/': the build (vite.config.ts -> scripts/lib/sitemap.ts)
// validates with this module too, and Vite's config loader resolves no aliases (and, natively, no
// extension-less paths).
import { z } from '../lib/schema/zod.ts';

const port = z.coerce.number().check(z.int(), z.gte(1), z.lte(65535));
const optionalPort = z.pipe(
  z.optional(z.union([z.literal(''), port])),
  z.transform((v: '' | number | undefined) => (v === '' || v === undefined ? null : v)),
);

const emulatorSchema = z.object({
  VITE_USE_EMULATORS: z.literal('true'),
  VITE_FIREBASE_PROJECT_ID: z
    .string({ error: 'required' })
    .check(z.regex(/^demo-[a-z0-9-]+$/, 'must be a demo-* project id when VITE_USE_EMULATORS=true')),
  VITE_EMULATOR_HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  VITE_AUTH_EMULATOR_PORT: z._default(port, 9099),
  VITE_FIRESTORE_EMULATOR_PORT: z._default(port, 8080),
  VITE_STORAGE_EMULATOR_PORT: optionalPort,
  VITE_SITE_URL: z._default(z.url(), 'http://localhost:5173'),
  VITE_APPCHECK_SITE_KEY: z.optional(z.string()),
  VITE_APPCHECK_DEBUG_TOKEN: z.optional(z.string()),
});

const required = z.string({ error: 'required' }).check(z.minLength(1, 'required'));
const productionSchema = z.object({
  VITE_USE_EMULATORS: z.optional(z.literal('false')),
  VITE_FIREBASE_API_KEY: required,
  VITE_FIREBASE_AUTH_DOMAIN: required,
  VITE_FIREBASE_PROJECT_ID: required,
  VITE_FIREBASE_STORAGE_BUCKET: required,
  VITE_FIREBASE_APP_ID: required,
  VITE_FIREBASE_MESSAGING_SENDER_ID: z.optional(z.string()),
  VITE_SITE_URL: z.url({ error: 'required: the public site URL, e.g. https://example.com' }),
  VITE_APPCHECK_SITE_KEY: z.optional(z.string()),
  VITE_APPCHECK_DEBUG_TOKEN: z.optional(
    z.literal('', { error: 'debug tokens are for the emulators only: never ship one' }),
  ),
});

export interface AppEnv {
  useEmulators: boolean;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    storageBucket: string;
    appId: string;
    messagingSenderId?: string;
  };
  emulators: { host: string; authPort: number; firestorePort: number; storagePort: number | null } | null;
  siteUrl: string;
  dev: boolean;
  /** False where no storage backend can be reached (emulators without a Storage emulator). */
  storageAvailable: boolean;
  /** Firebase App Check, on when a reCAPTCHA Enterprise site key is configured (off by default).
   *  With the emulators it runs on a debug token instead: the given one, or `true` (the SDK makes
   *  one and logs it, to register in the console). */
  appCheck: { siteKey: string; debugToken: string | true | null } | null;
}

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee .env.example.`);
    this.name = 'EnvError';
  }
}

function problemsOf(error: z.core.$ZodError): string[] {
  return error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`);
}

/** Validates the raw environment; throws EnvError naming every missing or malformed key. */
export function parseEnv(raw: Record<string, string | boolean | undefined>): AppEnv {
  const dev = raw.DEV === true || raw.DEV === 'true';
  const siteUrl = (url: string) => url.replace(/\/+$/, '');
  if (raw.VITE_USE_EMULATORS === 'true') {
    const parsed = emulatorSchema.safeParse(raw);
    if (!parsed.success) throw new EnvError(problemsOf(parsed.error));
    const e = parsed.data;
    return {
      useEmulators: true,
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: `${e.VITE_FIREBASE_PROJECT_ID}.firebaseapp.com`,
        projectId: e.VITE_FIREBASE_PROJECT_ID,
        storageBucket: `${e.VITE_FIREBASE_PROJECT_ID}.appspot.com`,
        appId: 'demo-app-id',
      },
      emulators: {
        host: e.VITE_EMULATOR_HOST,
        authPort: e.VITE_AUTH_EMULATOR_PORT,
        firestorePort: e.VITE_FIRESTORE_EMULATOR_PORT,
        storagePort: e.VITE_STORAGE_EMULATOR_PORT,
      },
      siteUrl: siteUrl(e.VITE_SITE_URL),
      dev,
      storageAvailable: e.VITE_STORAGE_EMULATOR_PORT !== null,
      appCheck: e.VITE_APPCHECK_SITE_KEY
        ? { siteKey: e.VITE_APPCHECK_SITE_KEY, debugToken: e.VITE_APPCHECK_DEBUG_TOKEN || true }
        : null,
    };
  }
  if (raw.VITE_USE_EMULATORS !== undefined && raw.VITE_USE_EMULATORS !== 'false') {
    throw new EnvError([`VITE_USE_EMULATORS: must be "true" or "false", got "${String(raw.VITE_USE_EMULATORS)}"`]);
  }
  const parsed = productionSchema.safeParse(raw);
  if (!parsed.success) throw new EnvError(problemsOf(parsed.error));
  const p = parsed.data;
  // App Check is on by default outside the emulators: it is what makes signed-out writes (demo
  // requests, view counts) cost an attacker a real browser. Building without it takes a decision.
  if (!p.VITE_APPCHECK_SITE_KEY && raw.VITE_APPCHECK_OPT_OUT !== 'true')
    throw new EnvError([
      'VITE_APPCHECK_SITE_KEY: required outside the emulators (App Check limits signed-out writes): set the ' +
        'reCAPTCHA Enterprise site key, or VITE_APPCHECK_OPT_OUT=true to build without App Check (README, "Security")',
    ]);
  return {
    useEmulators: false,
    firebase: {
      apiKey: p.VITE_FIREBASE_API_KEY,
      authDomain: p.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: p.VITE_FIREBASE_PROJECT_ID,
      storageBucket: p.VITE_FIREBASE_STORAGE_BUCKET,
      appId: p.VITE_FIREBASE_APP_ID,
      ...(p.VITE_FIREBASE_MESSAGING_SENDER_ID ? { messagingSenderId: p.VITE_FIREBASE_MESSAGING_SENDER_ID } : {}),
    },
    emulators: null,
    siteUrl: siteUrl(p.VITE_SITE_URL),
    dev,
    storageAvailable: true,
    appCheck: p.VITE_APPCHECK_SITE_KEY ? { siteKey: p.VITE_APPCHECK_SITE_KEY, debugToken: null } : null,
  };
}
