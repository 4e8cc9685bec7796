// Seeds the Firebase Emulator Suite with Structura's demo content (docs/data-model.md).
//   tsx scripts/seed.ts        (or: node scripts/with-emulators.mjs --seed)
// Needs FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST (host:port) and a GCLOUD_PROJECT
// starting with "demo-" (default demo-structura); it refuses to run otherwise, so it can never
// touch a real project. Idempotent: fixed document ids and set(), accounts reused if they exist.
// Accounts, their roles and profiles go through scripts/lib/accounts.ts (the Admin SDK), the same
// code as `npm run admin:grant`.
//   --scale N also writes N generated resources and N generated leads (scripts/seed-data/scale.ts),
//             for measuring the back office at scale (npm run bench:admin).
//   --reset   first deletes every Firestore document (the test runner uses it so documents left
//             by the integration tests never leak into the browser tests).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Timestamp, type DocumentData, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { DISPLAY_NAMES, displayNameKey } from '../src/domain/display-names';
import { connectAccounts, type Accounts } from './lib/accounts';
import {
  accounts,
  articleTranslations,
  blogPosts,
  submittedPosts,
  branding,
  caseStudies,
  communityPosts,
  faqs,
  featureToggles,
  leads,
  leadAttribution,
  trafficDays,
  media,
  resources,
  socialLinks,
  team,
  pageTranslations,
  daysAgo,
  type AccountKey,
} from './seed-data';
import { writeScale } from './seed-data/scale';
import { COLLECTIONS } from '../src/domain/collections.ts';
import { schedulePath, slugPath } from '../src/domain/document-keys.ts';
import { TRANSLATIONS, translationScheduleKey, translationSlugKey } from '../src/domain/translations.ts';
import { LOCALIZED_ARTICLE_FIELDS } from '../src/domain/site/localize-articles.ts';

export * from './seed-data';

const DEFAULT_PROJECT_ID = 'demo-structura';

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
/** Published and its time has come: what the `live` flag says (src/domain/live.ts). */
const isLive = (a: { published: boolean; publishedAt: string | null }) =>
  a.published && a.publishedAt !== null && Date.parse(a.publishedAt) <= Date.now();

/** Drops the `id` key and any undefined optional fields (Firestore rejects undefined). */
function fields<T extends { id: string }>(item: T, overrides: DocumentData = {}): DocumentData {
  const { id: _id, ...rest } = item;
  const data: DocumentData = { ...rest, ...overrides };
  for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
  return data;
}

// ---- Accounts (scripts/lib/accounts.ts) ----

interface SeededAccount {
  uid: string;
  createdAt: Date;
}

/** Creates (or brings in line) every seed account, then grants or removes its staff role. */
async function seedAccounts(accts: Accounts): Promise<Record<AccountKey, SeededAccount>> {
  const seeded = {} as Record<AccountKey, SeededAccount>;
  for (const a of accounts) {
    seeded[a.key] = await accts.ensureAccount(a);
    await accts.grantRole(a.email, a.role ?? 'none'); // members have no role document
  }
  return seeded;
}

// ---- Firestore ----

const uidsOf = (seeded: Record<AccountKey, SeededAccount>) =>
  Object.fromEntries(Object.entries(seeded).map(([key, a]) => [key, a.uid])) as Record<AccountKey, string>;

/** A seeded lead's notification: sent when it came in (functions/src/leads/notify.ts). */
const SEEDED_NOTIFICATION = { state: 'sent', attempts: 1, email: 'sent', webhook: 'off', error: '' };

async function writeAll(db: Firestore, seeded: Record<AccountKey, SeededAccount>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const uids = uidsOf(seeded);
  const doc = (...segments: string[]) => db.doc(segments.join('/'));
  const commit = async (label: string, fill: (batch: WriteBatch) => number) => {
    const batch = db.batch();
    counts[label] = 0; // keeps the summary in write order
    counts[label] = fill(batch);
    await batch.commit();
  };

  await commit(COLLECTIONS.settings, (b) => {
    b.set(doc(COLLECTIONS.settings, 'branding'), {
      ...branding,
      updatedAt: ts(branding.updatedAt),
    });
    // Settings > Lead notifications: locally every email lands in MailDev (npm start's Mail URL).
    b.set(doc(COLLECTIONS.settings, 'lead_notifications'), {
      emails: ['sales@structura.local'],
      webhookUrl: '',
      updatedAt: ts(branding.updatedAt),
    });
    return 2;
  });
  await commit(COLLECTIONS.featureToggles, (b) => {
    for (const t of featureToggles)
      b.set(doc(COLLECTIONS.featureToggles, t.id), fields(t, { updatedAt: ts(t.updatedAt) }));
    return featureToggles.length;
  });
  await commit(COLLECTIONS.resources, (b) => {
    for (const r of resources) {
      b.set(
        doc(COLLECTIONS.resources, r.id),
        fields(r, {
          createdAt: ts(r.createdAt),
          updatedAt: ts(r.updatedAt),
          eventDate: r.eventDate === undefined ? undefined : ts(r.eventDate),
        }),
      );
    }
    return resources.length;
  });
  await commit(COLLECTIONS.team, (b) => {
    for (const m of team) b.set(doc(COLLECTIONS.team, m.id), fields(m));
    return team.length;
  });
  await commit(COLLECTIONS.faqs, (b) => {
    for (const f of faqs) b.set(doc(COLLECTIONS.faqs, f.id), fields(f));
    return faqs.length;
  });
  await commit(COLLECTIONS.socialLinks, (b) => {
    for (const l of socialLinks) b.set(doc(COLLECTIONS.socialLinks, l.id), fields(l));
    return socialLinks.length;
  });
  await commit(COLLECTIONS.blogPosts, (b) => {
    for (const p of blogPosts) {
      b.set(
        doc(COLLECTIONS.blogPosts, p.id),
        fields(p, {
          publishedAt: tsOrNull(p.publishedAt),
          // Public now (the publishing functions keep it so from here on: functions/src/publishing).
          live: isLive(p),
          createdAt: ts(p.createdAt),
          updatedAt: ts(p.updatedAt),
        }),
      );
      // Its slug claim and, when published, its schedule entry (src/lib/entity/entity-companions.ts).
      b.set(db.doc(slugPath(COLLECTIONS.blogPosts, p.slug)), {
        collection: COLLECTIONS.blogPosts,
        recordId: p.id,
      });
      if (p.published && p.publishedAt)
        b.set(db.doc(schedulePath(COLLECTIONS.blogPosts, p.id)), {
          collection: COLLECTIONS.blogPosts,
          publishAt: ts(p.publishedAt),
        });
    }
    // A contributor's post waiting in the In review queue (issue 22).
    for (const { owner, ...p } of submittedPosts) {
      b.set(
        doc(COLLECTIONS.blogPosts, p.id),
        fields(p, {
          publishedAt: null,
          createdAt: ts(p.createdAt),
          updatedAt: ts(p.updatedAt),
          ownerUid: uids[owner],
          review: 'in_review',
        }),
      );
      b.set(db.doc(slugPath(COLLECTIONS.blogPosts, p.slug)), {
        collection: COLLECTIONS.blogPosts,
        recordId: p.id,
      });
    }
    return blogPosts.length + submittedPosts.length;
  });
  await commit(COLLECTIONS.caseStudies, (b) => {
    for (const c of caseStudies) {
      b.set(
        doc(COLLECTIONS.caseStudies, c.id),
        fields(c, {
          publishedAt: tsOrNull(c.publishedAt),
          // Public now (the publishing functions keep it so from here on: functions/src/publishing).
          live: isLive(c),
          createdAt: ts(c.createdAt),
          updatedAt: ts(c.updatedAt),
        }),
      );
      // Its slug claim and, when published, its schedule entry (src/lib/entity/entity-companions.ts).
      b.set(db.doc(slugPath(COLLECTIONS.caseStudies, c.slug)), {
        collection: COLLECTIONS.caseStudies,
        recordId: c.id,
      });
      if (c.published && c.publishedAt)
        b.set(db.doc(schedulePath(COLLECTIONS.caseStudies, c.id)), {
          collection: COLLECTIONS.caseStudies,
          publishAt: ts(c.publishedAt),
        });
    }
    return caseStudies.length;
  });
  // Article translations (issue 41): each with its slug claim per language and, when published, its
  // schedule entry; every translated field's source is today's English text, except a seeded
  // outdated title (src/lib/entity/translation.ts).
  await commit('translations', (b) => {
    for (const t of articleTranslations) {
      const { collection, recordId, locale, sourceTitle, ...texts } = t;
      const english = (collection === COLLECTIONS.blogPosts ? blogPosts : caseStudies).find((r) => r.id === recordId);
      if (!english) throw new Error(`seed: translation of a missing record ${collection}/${recordId}`);
      // Every localized field but the slug, which follows the translated title (src/lib/entity/translation.ts).
      const localized = LOCALIZED_ARTICLE_FIELDS.filter((f) => f !== 'slug');
      const sourceTexts: Record<string, string> = {};
      for (const f of localized) {
        const text = (texts as Record<string, unknown>)[f];
        if (typeof text === 'string' && text)
          sourceTexts[f] = String((english as unknown as Record<string, unknown>)[f] ?? '');
      }
      if (sourceTitle) sourceTexts.title = sourceTitle;
      const live = isLive(t) && isLive(english);
      b.set(
        doc(collection, recordId, TRANSLATIONS, locale),
        fields(
          { id: locale, seoTitle: '', seoDescription: '', ...texts },
          {
            locale,
            sourceTexts,
            publishedAt: tsOrNull(t.publishedAt),
            unpublishAt: null,
            live,
            rev: 1,
            updatedBy: '',
            createdAt: ts(t.createdAt),
            updatedAt: ts(t.updatedAt),
          },
        ),
      );
      b.set(doc(COLLECTIONS.slugs, translationSlugKey(collection, locale, t.slug)), {
        collection,
        recordId,
        locale,
      });
      if (t.published && t.publishedAt)
        b.set(doc(COLLECTIONS.schedule, translationScheduleKey(collection, recordId, locale)), {
          collection,
          publishAt: ts(t.publishedAt),
        });
    }
    return articleTranslations.length;
  });
  await commit(COLLECTIONS.communityPosts, (b) => {
    let replies = 0;
    for (const p of communityPosts) {
      const { replies: postReplies, author, ...post } = p;
      b.set(
        doc(COLLECTIONS.communityPosts, p.id),
        fields(post, {
          authorId: uids[author],
          createdAt: ts(p.createdAt),
          lastActivityAt: ts(p.lastActivityAt),
        }),
      );
      for (const r of postReplies) {
        const { author: replyAuthor, ...reply } = r;
        b.set(
          doc(COLLECTIONS.communityPosts, p.id, 'replies', r.id),
          fields(reply, {
            authorId: uids[replyAuthor],
            createdAt: ts(r.createdAt),
          }),
        );
        replies += 1;
      }
    }
    counts[`${COLLECTIONS.communityPosts}/*/replies`] = replies;
    return communityPosts.length;
  });
  // Leads from the demo dialog, at fixed ids (re-runs overwrite them, staff edits included). They
  // are history: their notification went out long ago, so the lead function leaves them alone.
  await commit(COLLECTIONS.demoRequests, (b) => {
    for (const l of leads) {
      b.set(
        doc(COLLECTIONS.demoRequests, l.id),
        fields(l, {
          createdAt: ts(l.createdAt),
          updatedAt: l.updatedAt === undefined ? undefined : ts(l.updatedAt),
          notification: { ...SEEDED_NOTIFICATION, updatedAt: ts(l.createdAt) },
          ...(leadAttribution[l.id] ? { attribution: leadAttribution[l.id] } : {}),
        }),
      );
    }
    return leads.length;
  });
  // 90 days of first-party traffic (issue 30): one day document each, beside the collect
  // function's own shards (scripts/seed-data/traffic.ts).
  await commit(COLLECTIONS.analyticsDaily, (b) => {
    const days = trafficDays();
    for (const d of days) b.set(doc(COLLECTIONS.analyticsDaily, d.id), d.data);
    return days.length;
  });
  // The media library's records (the files are served from /public: no Storage emulator here).
  await commit(COLLECTIONS.media, (b) => {
    for (const m of media) {
      const by = accounts.find((a) => a.key === m.uploadedBy)!;
      b.set(
        doc(COLLECTIONS.media, m.id),
        fields(m, { uploadedBy: uids[m.uploadedBy], uploadedByName: by.displayName, createdAt: ts(m.createdAt) }),
      );
    }
    return media.length;
  });
  // The profiles the back office's Users page lists; createdAt is the account's creation time, so
  // re-runs write the same document. Each names its name's claim (display_names, issue 29), as
  // the app writes them: posts carry only a name their author holds.
  await commit(COLLECTIONS.users, (b) => {
    for (const a of accounts) {
      const { uid, createdAt } = seeded[a.key];
      const nameKey = displayNameKey(a.displayName);
      b.set(doc(COLLECTIONS.users, uid), {
        displayName: a.displayName,
        email: a.email,
        createdAt: Timestamp.fromDate(createdAt),
        nameKey,
      });
      b.set(doc(DISPLAY_NAMES, nameKey), { uid });
    }
    return accounts.length;
  });
  // Issue 41: every public page in German and Spanish, and one German post (its own publish state:
  // live, as the publishing functions would set it once published).
  await commit('pages/*/translations', (b) => {
    let n = 0;
    for (const [pageId, byLocale] of Object.entries(pageTranslations))
      for (const [locale, sections] of Object.entries(byLocale)) {
        b.set(db.doc(`${COLLECTIONS.pages}/${pageId}/translations/${locale}`), {
          locale,
          sections,
          lastUpdated: '2026-11-20',
          publishedAt: ts(daysAgo(17, 10)),
        });
        n += 1;
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
export async function seed(
  env: NodeJS.ProcessEnv = process.env,
  { reset = false, scale = 0 } = {},
): Promise<SeedSummary> {
  const config = readSeedEnv(env);
  if (reset) await resetFirestore(config);

  const accts = connectAccounts({
    projectId: config.projectId,
    emulators: { auth: config.authHost, firestore: `${config.firestore.host}:${config.firestore.port}` },
  });
  try {
    const seeded = await seedAccounts(accts);
    const counts = await writeAll(accts.db, seeded);
    counts.roles = accounts.filter((a) => a.role).length;
    if (scale > 0) {
      const scaled = await writeScale(accts.db, scale, ts);
      counts['resources (scale)'] = scaled.resources;
      counts['demo_requests (scale)'] = scaled.leads;
    }
    return { projectId: config.projectId, counts, uids: uidsOf(seeded) };
  } finally {
    await accts.close();
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
  const scaleAt = process.argv.indexOf('--scale');
  const scale = scaleAt >= 0 ? Number(process.argv[scaleAt + 1]) : 0;
  if (!Number.isInteger(scale) || scale < 0) {
    console.error('[seed] --scale takes a whole number of records, e.g. --scale 10000');
    process.exit(1);
  }
  seed(process.env, { reset: process.argv.includes('--reset'), scale })
    .then((summary) => {
      printSummary(summary);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(`[seed] ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
