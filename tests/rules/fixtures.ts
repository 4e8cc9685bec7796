// Well-formed documents shared by the rules suites; each case overrides what it tests.
import {
  Timestamp,
  doc,
  getDoc,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { displayNameKey, displayNamePath } from '../../src/domain/display-names';

export const TS = Timestamp.fromDate(new Date('2025-01-15T10:00:00Z'));

export const resource = (over: DocumentData = {}) => ({
  title: 'Steel design guide',
  description: 'How to design steel frames.',
  type: 'guide',
  active: true,
  views: 0,
  rating: 4.5,
  createdAt: TS,
  updatedAt: TS,
  ...over,
});
/** A demo request as the public dialog writes it. */
export const demoRequest = (over: DocumentData = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  company: 'Analytical Engines Ltd',
  projectDescription: 'A 12-storey steel frame.',
  status: 'new',
  createdAt: serverTimestamp(),
  ...over,
});
export const teamMember = (over: DocumentData = {}) => ({
  name: 'Grace Hopper',
  role: 'CTO',
  bio: 'Engineer.',
  image: '',
  order: 1,
  ...over,
});
export const blogPost = (over: DocumentData = {}) => ({
  slug: 'hello-world',
  title: 'Hello world',
  excerpt: 'First post',
  body: '# Hello',
  coverImage: '',
  author: 'Eddie',
  tags: ['news'],
  seoTitle: '',
  seoDescription: '',
  published: true,
  publishedAt: TS,
  views: 0,
  createdAt: TS,
  updatedAt: TS,
  ...over,
});
export const caseStudy = (over: DocumentData = {}) => ({
  ...blogPost({ slug: 'acme-tower', title: 'Acme Tower' }),
  client: 'Acme',
  industry: 'Commercial',
  challenge: '',
  solution: '',
  results: [{ metric: 'Less steel', value: '12%' }],
  ...over,
});

/** slugs/{collection}__{slug}: the claim an article's write brings along (the rules require it). */
export const slugClaim = (collection: string, id: string, slug: string) =>
  [`slugs/${collection}__${slug}`, { collection, recordId: id }] as const;

/** The slug claim a write of `path` (an article with a slug) needs, or null for anything else. */
export function claimFor(path: string, data: DocumentData) {
  const m = /^(blog_posts|case_studies)\/([^/]+)$/.exec(path);
  return m && typeof data.slug === 'string' ? slugClaim(m[1]!, m[2]!, data.slug) : null;
}

// ------------------------------------------------------------------- issue 20: history that holds

/** The profile names the suites give their staff (users/{uid}.displayName): audit entries and
 *  revisions must be signed with the signer's profile name. */
export const STAFF_NAMES: Record<string, string> = {
  eddie: 'Eddie Editor',
  ada: 'Ada Admin',
  ada2: 'Ada Second',
  carol: 'Carol Admin',
};
/** users/{uid} for each staff uid given, with its name claim, as the app writes them at sign-in. */
export const staffProfiles = (uids: string[]) => uids.flatMap((uid) => memberProfile(uid, STAFF_NAMES[uid] ?? uid));

let auditCount = 0;
/** An audit entry and its record's head (audit_heads/{collection}__{recordId} naming it), as
 *  src/lib/entity/entity-api.ts writes them: [path, data] pairs for a batch. */
export function auditPair(entry: DocumentData, id = `audit${++auditCount}`): [string, DocumentData][] {
  return [
    [`audit_log/${id}`, entry],
    [`audit_heads/${String(entry.collection)}__${String(entry.recordId)}`, { lastId: id, at: serverTimestamp() }],
  ];
}

/** The writes a staff save of a published article brings besides the record (with `revisionId`
 *  set to the returned id): its revision and its audit entry. */
export function articleCompanions(
  collection: string,
  id: string,
  byUid: string,
  action: 'created' | 'updated',
  revisionId = `rev${++auditCount}`,
): { revisionId: string; writes: [string, DocumentData][] } {
  return {
    revisionId,
    writes: [
      [
        `${collection}/${id}/revisions/${revisionId}`,
        { values: {}, savedAt: serverTimestamp(), savedBy: byUid, savedByName: STAFF_NAMES[byUid] ?? byUid },
      ],
      ...auditPair({
        entity: collection,
        collection,
        recordId: id,
        title: 'Title',
        action,
        byUid,
        byName: STAFF_NAMES[byUid] ?? byUid,
        at: serverTimestamp(),
      }),
    ],
  };
}

// ------------------------------------------------------------------- issue 22: revisions

/** Collections whose records carry `rev` (firestore.rules revNext). */
const REVISED = /^(faqs|team|resources|social_links|blog_posts|case_studies|demo_requests)\/[^/]+$/;

/**
 * A staff write as the back office makes it since issue 22: naming the record's next revision
 * (`rev: 1`, the suites' stored records having none). Writes that carry no revision are left as
 * they are: a visitor's +1 on views, the public form's lead, and any write that names its own.
 */
export function revised(path: string, data: DocumentData): DocumentData {
  if (!REVISED.test(path) || 'rev' in data) return data;
  const keys = Object.keys(data);
  if (keys.length === 1 && keys[0] === 'views') return data;
  if (path.startsWith('demo_requests/') && 'createdAt' in data) return data;
  return { ...data, rev: 1 };
}

// ------------------------------------------------------------ issue 29, class 8: one name each

/** display_names/{key} holding `name` for `uid`, as the app writes it with the profile
 *  (src/features/auth/listen.ts): a post's or reply's name must be held by its author. */
export const nameClaim = (uid: string, name: string) => [displayNamePath(name), { uid }] as const;

/** users/{uid} naming its name claim, and the claim, for fixtures written with the rules disabled. */
export const memberProfile = (uid: string, displayName: string, email = `${uid}@example.com`) => {
  const nameKey = displayNameKey(displayName);
  const profile = [`users/${uid}`, { displayName, email, createdAt: TS, ...(nameKey ? { nameKey } : {}) }] as const;
  return nameKey ? [profile, nameClaim(uid, displayName)] : [profile];
};

/** A client's profile write as the app makes it (src/features/auth/listen.ts profileOps): the
 *  profile naming its name's key, the claim when the account does not hold it yet, the old claim
 *  let go, in one batch. `how`: set, update or a merged set. */
export async function profileWrite(
  db: Firestore,
  path: string,
  data: DocumentData,
  how: 'set' | 'update' | 'merge' = 'set',
): Promise<void> {
  const uid = path.split('/')[1]!;
  const name: unknown = data.displayName;
  const before = await getDoc(doc(db, path)).then(
    (s) => s.data(),
    () => undefined,
  );
  const nameKey = typeof name === 'string' ? (name ? displayNameKey(name) : '') : before?.nameKey;
  const withKey = nameKey ? { ...data, nameKey } : data;
  const b = writeBatch(db);
  if (how === 'update') b.update(doc(db, path), withKey);
  else b.set(doc(db, path), withKey, how === 'merge' ? { merge: true } : {});
  if (nameKey) {
    const claim = await getDoc(doc(db, `display_names/${nameKey}`));
    if (!claim.exists()) b.set(doc(db, `display_names/${nameKey}`), { uid });
  }
  const oldKey: unknown = before?.nameKey;
  if (typeof oldKey === 'string' && oldKey && oldKey !== nameKey) b.delete(doc(db, `display_names/${oldKey}`));
  await b.commit();
}
