// Helpers for the security-rules tests: plain Firebase client SDK against the Firestore emulator
// (no @firebase/rules-unit-testing). The wrapper script (scripts/with-emulators.mjs) sets
// FIRESTORE_EMULATOR_HOST (host:port) and GCLOUD_PROJECT.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, setLogLevel, terminate, type Firestore } from 'firebase/firestore';
import { retryOnEmulator500 } from '../emulator-retry';

const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulatorHost) {
  throw new Error(
    'FIRESTORE_EMULATOR_HOST is not set: run these tests through `node scripts/with-emulators.mjs -- jest ...`',
  );
}
export const EMULATOR_HOST: string = emulatorHost;
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-structura';

const [hostName = '127.0.0.1', portText = '8080'] = EMULATOR_HOST.split(':');
const port = Number(portText);

/** The rules under test: firestore.rules, or the rules file RULES_FILE names (to run a suite
 *  against other rules, e.g. an older version). */
export function rulesSource(): string {
  return readFileSync(process.env.RULES_FILE ?? path.join(__dirname, '../../firestore.rules'), 'utf8');
}

/** A @firebase/rules-unit-testing environment on the emulator with the rules under test. */
export function rulesTestEnv(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: hostName, port, rules: rulesSource() },
  });
}

// Denied writes and reads are the point of these tests; keep the SDK from logging each one.
setLogLevel('silent');

const apps: FirebaseApp[] = [];
let counter = 0;

/**
 * A Firestore client connected to the emulator.
 * - `uid` string: a signed-in user with that uid (and the token `claims`, e.g. its email and
 *   `email_verified`, which community posts and replies require);
 * - `null`: a signed-out visitor;
 * - `'owner'` via {@link ownerClient}: rules bypassed (fixtures only).
 */
export function client(uid: string | null, claims: { email?: string; email_verified?: boolean } = {}): Firestore {
  const app = initializeApp({ projectId: PROJECT_ID }, `rules-${uid ?? 'visitor'}-${++counter}`);
  apps.push(app);
  const db = getFirestore(app);
  if (uid === null) connectFirestoreEmulator(db, hostName, port);
  else connectFirestoreEmulator(db, hostName, port, { mockUserToken: { sub: uid, user_id: uid, ...claims } });
  return db;
}

/** Rules-disabled client (the emulator treats the token 'owner' as an admin bypass). */
export function ownerClient(): Firestore {
  const app = initializeApp({ projectId: PROJECT_ID }, `rules-owner-${++counter}`);
  apps.push(app);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, hostName, port, { mockUserToken: 'owner' });
  return db;
}

/** Terminates every client created here, so jest can exit. */
export async function closeClients(): Promise<void> {
  const all = apps.splice(0);
  await Promise.all(
    all.map(async (app) => {
      await terminate(getFirestore(app));
      await deleteApp(app);
    }),
  );
}

/** Deletes every document in the emulator's default database (retrying the emulator's passing 500s). */
export async function clearFirestore(): Promise<void> {
  await retryOnEmulator500(
    async () => {
      const res = await fetch(
        `http://${EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
        { method: 'DELETE' },
      );
      if (!res.ok)
        throw Object.assign(new Error(`clearing the Firestore emulator failed: ${res.status} ${await res.text()}`), {
          status: res.status,
        });
    },
    (error) => (error as { status?: number }).status === 500,
  );
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

/** The operation succeeds (any rejection fails the test, with its code). */
export async function expectAllowed<T>(operation: Promise<T>): Promise<T> {
  try {
    return await operation;
  } catch (error) {
    throw new Error(`expected the operation to be allowed, but it failed: ${errorCode(error) ?? ''} ${String(error)}`);
  }
}

/** The operation is rejected by the rules (code 'permission-denied'); anything else fails. */
export async function expectDenied(operation: Promise<unknown>): Promise<void> {
  let outcome: unknown;
  try {
    await operation;
  } catch (error) {
    outcome = error;
  }
  if (outcome === undefined) throw new Error('expected permission-denied, but the operation was allowed');
  const code = errorCode(outcome);
  if (code !== 'permission-denied') {
    throw new Error(`expected permission-denied, got ${code ?? 'no code'}: ${String(outcome)}`);
  }
}

/** A string of `n` characters. */
export const chars = (n: number, c = 'x'): string => c.repeat(n);

/** A copy of `data` without `key`. */
export function without<T extends object>(data: T, key: keyof T): Partial<T> {
  const copy: Partial<T> = { ...data };
  delete copy[key];
  return copy;
}
