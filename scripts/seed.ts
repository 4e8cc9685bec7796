// Seeds the Firebase Emulator Suite with Structura's demo content (docs/data-model.md).
//   tsx scripts/seed.ts        (or: node scripts/with-emulators.mjs --seed)
// Needs FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST (host:port) and a GCLOUD_PROJECT
// starting with "demo-" (default demo-structura); it refuses to run otherwise, so it can never
// touch a real project. Idempotent: fixed document ids and set(), accounts reused if they exist.
//   --reset   first deletes every Firestore document (the test runner uses it so documents left
//             by the integration tests never leak into the browser tests).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  Timestamp,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  setLogLevel,
  terminate,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import {
  accounts,
  blogPosts,
  branding,
  caseStudies,
  communityPosts,
  faqs,
  featureToggles,
  resources,
  team,
  type AccountKey,
  type SeedAccount,
} from './seed-data';

export * from './seed-data';

const DEFAULT_PROJECT_ID = 'demo-structura';
const API_KEY = 'fake-api-key';

export interface SeedEnv {
  projectId: string;
  firestore: { host: string; port: number };
  authHost: string;
}

export interface SeedSummary {
  projectId: string;
  counts: Record<string, number>;
  uids: Record<AccountKey, string>;
}

function parseHostPort(value: string, name: string): { host: string; port: number } {
  const match = /^\[?([^\]]+?)\]?:(\d+)$/.exec(value.trim());
  if (!match) throw new Error(`${name} must be host:port, got "${value}"`);
  return { host: match[1]!, port: Number(match[2]) };
}

/** Reads the emulator environment; throws (never falls back to a real project) when unsafe. */
export function readSeedEnv(env: NodeJS.ProcessEnv = process.env): SeedEnv {
  const projectId = env.GCLOUD_PROJECT || DEFAULT_PROJECT_ID;
  if (!projectId.startsWith('demo-')) {
    throw new Error(
      `refusing to seed project "${projectId}": the seed only runs against emulator demo projects (GCLOUD_PROJECT must start with "demo-")`,
    );
  }
  const firestoreHost = env.FIRESTORE_EMULATOR_HOST;
  if (!firestoreHost) {
    throw new Error(
      'refusing to seed: FIRESTORE_EMULATOR_HOST is not set (start the emulators, e.g. `node scripts/with-emulators.mjs --seed`)',
    );
  }
  const authHost = env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!authHost) {
    throw new Error(
      'refusing to seed: FIREBASE_AUTH_EMULATOR_HOST is not set (the seed creates accounts only in the Auth emulator)',
    );
  }
  parseHostPort(authHost, 'FIREBASE_AUTH_EMULATOR_HOST');
  return {
    projectId,
    firestore: parseHostPort(firestoreHost, 'FIRESTORE_EMULATOR_HOST'),
    authHost: authHost.trim(),
  };
}

const ts = (iso: string): Timestamp => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`invalid seed date "${iso}"`);
  return Timestamp.fromDate(date);
};
const tsOrNull = (iso: string | null): Timestamp | null => (iso === null ? null : ts(iso));

/** Drops the `id` key and any undefined optional fields (Firestore rejects undefined). */
function fields<T extends { id: string }>(item: T, overrides: DocumentData = {}): DocumentData {
  const { id: _id, ...rest } = item;
  const data: DocumentData = { ...rest, ...overrides };
  for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
  return data;
}

// ---- Auth emulator (REST) ----

interface AuthResponse {
  localId?: string;
  idToken?: string;
  error?: { message?: string };
}

async function authCall(authHost: string, method: string, body: unknown): Promise<AuthResponse> {
  const res = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as AuthResponse;
  if (!res.ok && !json.error) json.error = { message: `HTTP ${res.status}` };
  return json;
}

/** Creates the account, or signs in if it already exists; returns its uid (localId). */
async function ensureAccount(authHost: string, acct: SeedAccount): Promise<string> {
  const { email, password, displayName } = acct;
  const created = await authCall(authHost, 'signUp', {
    email,
    password,
    displayName,
    returnSecureToken: true,
  });
  if (created.localId) return created.localId;
  if (!created.error?.message?.startsWith('EMAIL_EXISTS')) {
    throw new Error(`could not create ${email} in the Auth emulator: ${created.error?.message ?? 'no localId'}`);
  }
  const signedIn = await authCall(authHost, 'signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  if (!signedIn.localId || !signedIn.idToken) {
    throw new Error(
      `${email} exists in the Auth emulator but sign-in failed: ${signedIn.error?.message ?? 'no localId'}`,
    );
  }
  // Keep the display name in step with the seed data on re-runs.
  const updated = await authCall(authHost, 'update', {
    idToken: signedIn.idToken,
    displayName,
    returnSecureToken: false,
  });
  if (updated.error) throw new Error(`could not update ${email}: ${updated.error.message}`);
  return signedIn.localId;
}

// ---- Firestore ----

async function writeAll(db: Firestore, uids: Record<AccountKey, string>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const commit = async (label: string, fill: (batch: ReturnType<typeof writeBatch>) => number) => {
    const batch = writeBatch(db);
    counts[label] = 0; // keeps the summary in write order
    counts[label] = fill(batch);
    await batch.commit();
  };

  await commit('settings', (b) => {
    b.set(doc(db, 'settings', 'branding'), {
      ...branding,
      updatedAt: ts(branding.updatedAt),
    });
    return 1;
  });
  await commit('feature_toggles', (b) => {
    for (const t of featureToggles) b.set(doc(db, 'feature_toggles', t.id), fields(t, { updatedAt: ts(t.updatedAt) }));
    return featureToggles.length;
  });
  await commit('resources', (b) => {
    for (const r of resources) {
      b.set(
        doc(db, 'resources', r.id),
        fields(r, {
          createdAt: ts(r.createdAt),
          updatedAt: ts(r.updatedAt),
          eventDate: r.eventDate === undefined ? undefined : ts(r.eventDate),
        }),
      );
    }
    return resources.length;
  });
  await commit('team', (b) => {
    for (const m of team) b.set(doc(db, 'team', m.id), fields(m));
    return team.length;
  });
  await commit('faqs', (b) => {
    for (const f of faqs) b.set(doc(db, 'faqs', f.id), fields(f));
    return faqs.length;
  });
  await commit('blog_posts', (b) => {
    for (const p of blogPosts) {
      b.set(
        doc(db, 'blog_posts', p.id),
        fields(p, {
          publishedAt: tsOrNull(p.publishedAt),
          createdAt: ts(p.createdAt),
          updatedAt: ts(p.updatedAt),
        }),
      );
    }
    return blogPosts.length;
  });
  await commit('case_studies', (b) => {
    for (const c of caseStudies) {
      b.set(
        doc(db, 'case_studies', c.id),
        fields(c, {
          publishedAt: tsOrNull(c.publishedAt),
          createdAt: ts(c.createdAt),
          updatedAt: ts(c.updatedAt),
        }),
      );
    }
    return caseStudies.length;
  });
  await commit('community_posts', (b) => {
    let replies = 0;
    for (const p of communityPosts) {
      const { replies: postReplies, author, ...post } = p;
      b.set(
        doc(db, 'community_posts', p.id),
        fields(post, {
          authorId: uids[author],
          createdAt: ts(p.createdAt),
          lastActivityAt: ts(p.lastActivityAt),
        }),
      );
      for (const r of postReplies) {
        const { author: replyAuthor, ...reply } = r;
        b.set(
          doc(db, 'community_posts', p.id, 'replies', r.id),
          fields(reply, {
            authorId: uids[replyAuthor],
            createdAt: ts(r.createdAt),
          }),
        );
        replies += 1;
      }
    }
    counts['community_posts/*/replies'] = replies;
    return communityPosts.length;
  });
  await commit('roles', (b) => {
    let n = 0;
    for (const a of accounts) {
      const ref = doc(db, 'roles', uids[a.key]);
      if (a.role) {
        b.set(ref, { role: a.role });
        n += 1;
      } else {
        b.delete(ref); // members have no role document
      }
    }
    return n;
  });
  return counts;
}

/** Deletes every document in the emulator's default database (emulator-only REST endpoint). */
async function resetFirestore(config: SeedEnv): Promise<void> {
  const { host, port } = config.firestore;
  const res = await fetch(
    `http://${host}:${port}/emulator/v1/projects/${config.projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!res.ok) throw new Error(`could not reset the Firestore emulator: HTTP ${res.status}`);
}

/** Seeds the emulators named in the environment. Safe to run repeatedly. */
export async function seed(env: NodeJS.ProcessEnv = process.env, { reset = false } = {}): Promise<SeedSummary> {
  const config = readSeedEnv(env);
  if (reset) await resetFirestore(config);

  const uids = {} as Record<AccountKey, string>;
  for (const acct of accounts) uids[acct.key] = await ensureAccount(config.authHost, acct);

  setLogLevel('error');
  const app = initializeApp({ projectId: config.projectId, apiKey: API_KEY }, `seed-${Date.now()}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, config.firestore.host, config.firestore.port, {
    mockUserToken: 'owner',
  });
  try {
    const counts = await writeAll(db, uids);
    return { projectId: config.projectId, counts, uids };
  } finally {
    await terminate(db);
    await deleteApp(app);
  }
}

function printSummary(summary: SeedSummary): void {
  console.log(`[seed] seeded project ${summary.projectId}:`);
  for (const [name, count] of Object.entries(summary.counts)) console.log(`  ${name.padEnd(26)} ${count}`);
  console.log(`  ${'auth accounts'.padEnd(26)} ${accounts.length}`);
  const admin = accounts.find((a) => a.role === 'admin');
  if (admin) console.log(`[seed] admin sign-in: ${admin.email} / ${admin.password} (local emulator only)`);
  console.log(
    `[seed] other accounts (local emulator only): ${accounts
      .filter((a) => a !== admin)
      .map((a) => `${a.email} / ${a.password}${a.role ? ` [${a.role}]` : ''}`)
      .join(', ')}`,
  );
}

const isEntryPoint = !!process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntryPoint) {
  seed(process.env, { reset: process.argv.includes('--reset') })
    .then((summary) => {
      printSummary(summary);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(`[seed] ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
