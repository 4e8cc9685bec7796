// Accounts and staff roles through the Firebase Admin SDK: the one code path behind the seed (local
// emulators only) and `npm run admin:grant` (the emulators or a real project).
//   Emulators: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST (host:port), project from
//              GCLOUD_PROJECT (default demo-structura). No credentials involved.
//   Real project: neither host set; GCLOUD_PROJECT (or GOOGLE_CLOUD_PROJECT) names the project and
//              application default credentials authorise (`gcloud auth application-default login`).
import { randomUUID } from 'node:crypto';
import { applicationDefault, deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../src/domain/collections.ts';

export const DEFAULT_EMULATOR_PROJECT = 'demo-structura';
/** Staff roles as roles/{uid}.role holds them (the app's Role type); 'none' removes the document. */
export const ROLE_GRANTS = ['admin', 'editor', 'contributor', 'none'] as const;
export type RoleGrant = (typeof ROLE_GRANTS)[number];
export type StaffRole = Exclude<RoleGrant, 'none'>;

export const isRoleGrant = (value: unknown): value is RoleGrant => ROLE_GRANTS.includes(value as RoleGrant);

export interface AdminTarget {
  projectId: string;
  /** host:port of each emulator, or null for a real project. */
  emulators: { auth: string; firestore: string } | null;
}

/** A failure worth showing as it is (no stack): bad input, an unknown account, an unsafe setup. */
export class AccountsError extends Error {
  override name = 'AccountsError';
}

/** Where the Admin SDK would act, from the environment. Refuses half-emulated setups (one emulator
 *  host without the other) and demo- projects outside the emulators. */
export function readTarget(env: NodeJS.ProcessEnv = process.env): AdminTarget {
  const firestore = env.FIRESTORE_EMULATOR_HOST?.trim();
  const auth = env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  if (firestore && auth) {
    return { projectId: env.GCLOUD_PROJECT || DEFAULT_EMULATOR_PROJECT, emulators: { auth, firestore } };
  }
  if (firestore || auth) {
    throw new AccountsError(
      `only ${firestore ? 'FIRESTORE_EMULATOR_HOST' : 'FIREBASE_AUTH_EMULATOR_HOST'} is set: set both to use the emulators, or neither for a real project`,
    );
  }
  const projectId = env.GCLOUD_PROJECT || env.GOOGLE_CLOUD_PROJECT;
  if (!projectId) {
    throw new AccountsError(
      'no target: set GCLOUD_PROJECT to the Firebase project id (with application default credentials), or FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST for the emulators',
    );
  }
  if (projectId.startsWith('demo-')) {
    throw new AccountsError(`"${projectId}" is a demo project, which exists only in the emulators: start them first`);
  }
  return { projectId, emulators: null };
}

export function describeTarget({ projectId, emulators }: AdminTarget): string {
  return emulators
    ? `the local emulators of project ${projectId} (Auth ${emulators.auth}, Firestore ${emulators.firestore})`
    : `the Firebase project "${projectId}" (application default credentials)`;
}

export interface SeedableAccount {
  email: string;
  password: string;
  displayName: string;
  /** Whether the address counts as verified (community posts require it); true unless false. */
  emailVerified?: boolean;
}

export interface Accounts {
  target: AdminTarget;
  auth: Auth;
  db: Firestore;
  /** Creates the account, or brings an existing one's password, display name and verified address
   *  in line; returns its uid and when the account was created. */
  ensureAccount(account: SeedableAccount): Promise<{ uid: string; createdAt: Date }>;
  /** Sets roles/{uid} to { role } for the account with this email, or deletes it for 'none'. */
  grantRole(email: string, role: RoleGrant): Promise<{ uid: string; previous: StaffRole | null; role: RoleGrant }>;
  close(): Promise<void>;
}

const isNotFound = (error: unknown) => (error as { code?: unknown } | null)?.code === 'auth/user-not-found';

/** An Admin SDK app for the target (its own named app, so several can coexist in one process). */
export function connectAccounts(target: AdminTarget = readTarget()): Accounts {
  if (target.emulators) {
    // The Admin SDK finds the emulators through these variables.
    process.env.FIRESTORE_EMULATOR_HOST = target.emulators.firestore;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = target.emulators.auth;
  }
  const app: App = initializeApp(
    target.emulators
      ? { projectId: target.projectId }
      : { projectId: target.projectId, credential: applicationDefault() },
    `accounts-${randomUUID()}`,
  );
  const auth = getAuth(app);
  const db = getFirestore(app);

  const ensureAccount: Accounts['ensureAccount'] = async ({ email, password, displayName, emailVerified = true }) => {
    try {
      const existing = await auth.getUserByEmail(email);
      await auth.updateUser(existing.uid, { password, displayName, emailVerified });
      return { uid: existing.uid, createdAt: new Date(existing.metadata.creationTime) };
    } catch (error) {
      if (!isNotFound(error)) throw error;
      const created = await auth.createUser({ email, password, displayName, emailVerified });
      return { uid: created.uid, createdAt: new Date(created.metadata.creationTime) };
    }
  };

  const grantRole: Accounts['grantRole'] = async (email, role) => {
    if (!isRoleGrant(role))
      throw new AccountsError(`unknown role "${String(role)}": use one of ${ROLE_GRANTS.join(', ')}`);
    const uid = await auth.getUserByEmail(email).then(
      (user) => user.uid,
      (error: unknown) => {
        if (!isNotFound(error)) throw error;
        throw new AccountsError(
          `no account with the email ${email} in ${describeTarget(target)}: the person signs up first (or create the account in the Firebase console), then grant the role`,
        );
      },
    );
    const ref = db.doc(`${COLLECTIONS.roles}/${uid}`);
    const before = (await ref.get()).data()?.role;
    if (role === 'none') await ref.delete();
    else await ref.set({ role });
    return {
      uid,
      previous: before === 'admin' || before === 'editor' || before === 'contributor' ? before : null,
      role,
    };
  };

  return { target, auth, db, ensureAccount, grantRole, close: () => deleteApp(app) };
}
