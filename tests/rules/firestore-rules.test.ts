// Allow/deny matrix for firestore.rules against the real Firestore emulator (docs/data-model.md is
// the contract). Every case runs on a freshly cleared and re-seeded database. Each "deny" case for
// a malformed write has a matching "allow" case for the same actor with well-formed data, so a deny
// can only pass because of the rule under test.
import { FEATURE_TOGGLE_NAMES } from '@/config/constants';
import {
  Timestamp,
  addDoc,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDocFromServer,
  getCountFromServer,
  getDocsFromServer,
  increment,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type QueryConstraint,
  type WriteBatch,
} from 'firebase/firestore';
import {
  chars,
  clearFirestore,
  client,
  closeClients,
  expectAllowed,
  expectDenied,
  ownerClient,
  without,
} from './helpers';
import {
  STAFF_NAMES,
  TS,
  articleCompanions,
  auditPair,
  blogPost,
  caseStudy,
  claimFor,
  demoRequest,
  resource,
  slugClaim,
  staffProfiles,
  teamMember,
  revised,
  memberProfile,
  profileWrite,
} from './fixtures';

// ------------------------------------------------------------------------------------- actors

type Actor = 'visitor' | 'member' | 'other' | 'fresh' | 'editor' | 'admin' | 'admin2' | 'bogus' | 'noEmail';
const UID = {
  member: 'alice',
  other: 'bob',
  fresh: 'fiona',
  editor: 'eddie',
  admin: 'ada',
  admin2: 'alan',
  bogus: 'mallory',
  noEmail: 'nemo',
} as const;
/** The email each actor's sign-in token carries (users/{uid} profiles must repeat it). */
const EMAIL = { member: 'alice@example.com', other: 'bob@example.com', fresh: 'fiona@example.com' } as const;

let owner: Firestore;
let dbs: Record<Actor, Firestore>;

// ------------------------------------------------------------------------------------- data

const TOGGLES = FEATURE_TOGGLE_NAMES;

const branding = (over: DocumentData = {}) => ({
  logoUrl: '/logo.svg',
  faviconUrl: null,
  updatedAt: TS,
  ...over,
});
const toggle = (name: string, over: DocumentData = {}) => ({ name, enabled: true, updatedAt: TS, ...over });
/** A page as `_publisher` publishes it: public, so no uid on it (the staff-only revision names the
 *  publisher; tests/rules/pages.test.ts). */
const page = (_publisher: string, over: DocumentData = {}) => ({
  sections: { hero: { title: 'Welcome', subtitle: 'AI for structures' } },
  lastUpdated: '2025-01-15',
  publishedAt: serverTimestamp(), // a publish is stamped with request.time
  ...over,
});
const faq = (over: DocumentData = {}) => ({
  question: 'What is it?',
  answer: 'A platform.',
  category: 'Getting started',
  order: 0,
  ...over,
});
const newPost = (authorId: string, over: DocumentData = {}) => ({
  title: 'Punching shear question',
  body: 'How do you model openings?',
  authorId,
  authorName: 'Alice',
  createdAt: serverTimestamp(),
  lastActivityAt: serverTimestamp(),
  replyCount: 0,
  hidden: false,
  deleted: false,
  ...over,
});
const storedPost = (authorId: string, over: DocumentData = {}) => ({
  ...newPost(authorId),
  createdAt: TS,
  lastActivityAt: TS,
  replyCount: 1,
  ...over,
});
const newReply = (authorId: string, over: DocumentData = {}) => ({
  body: 'Model them as holes in the slab.',
  authorId,
  authorName: 'Bob',
  createdAt: serverTimestamp(),
  hidden: false,
  deleted: false,
  ...over,
});
const storedReply = (authorId: string, over: DocumentData = {}) => ({ ...newReply(authorId), createdAt: TS, ...over });
const socialLink = (over: DocumentData = {}) => ({
  network: 'LinkedIn',
  url: 'https://www.linkedin.com/company/structura',
  enabled: true,
  order: 0,
  ...over,
});
const MAX_UPLOAD = 20 * 1024 * 1024;
const media = (uploadedBy: string, over: DocumentData = {}) => ({
  name: 'tower.jpg',
  path: 'media/tower-k3x9q2k3x9q2k3x9q2ab.jpg',
  url: 'https://storage.example.com/media/tower.jpg',
  contentType: 'image/jpeg',
  size: 123456,
  uploadedBy,
  createdAt: serverTimestamp(),
  ...over,
});
const profile = (email: string, over: DocumentData = {}) => ({
  displayName: 'Alice',
  email,
  createdAt: serverTimestamp(),
  ...over,
});
/** An audit entry as src/lib/entity/entity-api.ts writes it, by `byUid`, about `collection/recordId`. */
const audit = (byUid: string, over: DocumentData = {}) => ({
  entity: 'faq',
  collection: 'faqs',
  recordId: 'what',
  title: 'What is it?',
  action: 'updated',
  byUid,
  byName: STAFF_NAMES[byUid] ?? byUid,
  at: serverTimestamp(),
  ...over,
});

/** Fixtures, written with rules disabled before every test. */
async function seed(): Promise<void> {
  const b = writeBatch(owner);
  const put = (path: string, data: DocumentData) => b.set(doc(owner, path), data);
  put(`roles/${UID.editor}`, { role: 'editor' });
  put(`roles/${UID.admin}`, { role: 'admin' });
  put(`roles/${UID.admin2}`, { role: 'admin' });
  put(`roles/${UID.bogus}`, { role: 'superuser' });
  put('settings/branding', branding());
  put('feature_toggles/blog', toggle('blog'));
  put('resources/active', resource());
  put('resources/inactive', resource({ active: false }));
  put('pages/home', page(UID.editor));
  put('team/grace', teamMember());
  put('faqs/what', faq());
  put('blog_posts/published', blogPost({ live: true }));
  put('blog_posts/draft', blogPost({ slug: 'draft', published: false, publishedAt: null }));
  put('case_studies/published', caseStudy({ live: true }));
  put('case_studies/draft', caseStudy({ slug: 'draft', published: false, publishedAt: null }));
  put(...slugClaim('blog_posts', 'published', 'hello-world'));
  put(...slugClaim('blog_posts', 'draft', 'draft'));
  put(...slugClaim('case_studies', 'published', 'acme-tower'));
  put(...slugClaim('case_studies', 'draft', 'draft'));
  put('demo_requests/req1', { ...demoRequest(), createdAt: TS });
  put('community_posts/visible', storedPost(UID.member));
  put('community_posts/hidden', storedPost(UID.member, { hidden: true }));
  put('community_posts/deleted', storedPost(UID.member, { deleted: true }));
  put('community_posts/visible/replies/shown', storedReply(UID.other));
  put('community_posts/visible/replies/hidden', storedReply(UID.other, { hidden: true }));
  put('community_posts/visible/replies/deleted', storedReply(UID.other, { deleted: true }));
  put('community_posts/hidden/replies/shown', storedReply(UID.other));
  put('social_links/linkedin', socialLink());
  put('media/m1', { ...media(UID.editor), createdAt: TS });
  for (const [path, data] of [
    ...memberProfile(UID.member, 'Alice', EMAIL.member),
    ...memberProfile(UID.other, 'Bob', EMAIL.other),
  ])
    put(path, data);
  put('audit_log/seeded', { ...audit(UID.editor), at: TS });
  for (const [path, data] of staffProfiles([UID.editor, UID.admin])) put(path, data);
  put('unknown/thing', { a: 1 });
  await b.commit();
}

// ------------------------------------------------------------------------------------- operations

type Op = (db: Firestore) => Promise<unknown>;
type Expected = 'allow' | 'deny';
type Case = [title: string, actor: Actor, expected: Expected, op: Op];

const get: (path: string) => Op = (path) => (db) => getDocFromServer(doc(db, path));
const list: (path: string, ...constraints: QueryConstraint[]) => Op =
  (path, ...constraints) =>
  (db) =>
    getDocsFromServer(query(collection(db, path), ...constraints));
/** Profile writes as the app makes them: with the name's key and claim (issue 29). */
const setProfile =
  (path: string, data: DocumentData): Op =>
  (db) =>
    profileWrite(db, path, data);
const updateProfile =
  (path: string, data: DocumentData): Op =>
  (db) =>
    profileWrite(db, path, data, 'update');
const set: (path: string, data: DocumentData) => Op = (path, data) => (db) =>
  setDoc(doc(db, path), revised(path, data));
const add: (path: string, data: DocumentData) => Op = (path, data) => (db) => {
  // An article brings its slug claim (slugs/{collection}__{slug}) in the same batch.
  const ref = doc(collection(db, path));
  data = revised(`${path}/${ref.id}`, data);
  const claim = claimFor(`${path}/${ref.id}`, data);
  if (!claim) return addDoc(collection(db, path), data);
  const b = writeBatch(db);
  b.set(ref, data);
  b.set(doc(db, claim[0]), claim[1]);
  return b.commit();
};
const update: (path: string, data: DocumentData) => Op = (path, data) => (db) =>
  updateDoc(doc(db, path), revised(path, data));
const remove: (path: string) => Op = (path) => (db) => deleteDoc(doc(db, path));
/** Several writes committed as one batch. */
const batch: (...writes: ((b: WriteBatch, db: Firestore) => void)[]) => Op =
  (...writes) =>
  (db) => {
    const b = writeBatch(db);
    for (const w of writes) w(b, db);
    return b.commit();
  };
const bSet =
  (path: string, data: DocumentData) =>
  (b: WriteBatch, db: Firestore): void =>
    void b.set(doc(db, path), revised(path, data));
const bUpdate =
  (path: string, data: DocumentData) =>
  (b: WriteBatch, db: Firestore): void =>
    void b.update(doc(db, path), revised(path, data));
const bDelete =
  (path: string) =>
  (b: WriteBatch, db: Firestore): void =>
    void b.delete(doc(db, path));
/** An audit entry with its record's head naming it (issue 20: one entry per record and batch). */
const bAudit =
  (data: DocumentData) =>
  (b: WriteBatch, db: Firestore): void => {
    for (const [path, d] of auditPair(data)) b.set(doc(db, path), d);
  };
/** A staff write of a published article with the revision it names and its audit entry. */
const bArticle =
  (path: string, data: DocumentData, byUid: string, action: 'created' | 'updated', how: 'set' | 'update' = 'set') =>
  (b: WriteBatch, db: Firestore): void => {
    const [collectionName, id] = path.split('/') as [string, string];
    const { revisionId, writes } = articleCompanions(collectionName, id, byUid, action);
    const record = revised(path, { ...data, revisionId, updatedAt: serverTimestamp() });
    if (how === 'set') b.set(doc(db, path), record);
    else b.update(doc(db, path), record);
    const claim = claimFor(path, data);
    if (claim) b.set(doc(db, claim[0]), claim[1]);
    for (const [p, d] of writes) b.set(doc(db, p), d);
  };
/** A publish as the page editor writes it: the page naming its revision, and the revision. */
const publishPage = (pageId: string, byUid: string, over: DocumentData = {}): Op => {
  const revisionId = `pub-${pageId}`;
  return batch(
    bSet(`pages/${pageId}`, { ...page(byUid), revisionId, ...over }),
    bSet(`pages/${pageId}/revisions/${revisionId}`, {
      ...page(byUid),
      publishedBy: byUid,
      publishedByName: STAFF_NAMES[byUid] ?? byUid,
    }),
  );
};

const bump = () => ({ replyCount: increment(1), lastActivityAt: serverTimestamp() });
/** A reply and (unless `postUpdate` is null) the post update naming it (lastReplyId), committed as
 *  one batch. */
const reply: (postId: string, data: DocumentData, postUpdate?: DocumentData | null) => Op =
  (postId, data, postUpdate = bump()) =>
  (db) => {
    const b = writeBatch(db);
    const ref = doc(collection(db, 'community_posts', postId, 'replies'));
    b.set(ref, data);
    b.set(
      doc(db, 'rate_limits', String(data.authorId)),
      { lastReplyAt: serverTimestamp(), lastReplyId: `${postId}/${ref.id}` },
      { merge: true },
    );
    if (postUpdate) b.update(doc(db, 'community_posts', postId), { lastReplyId: ref.id, ...postUpdate });
    return b.commit();
  };

// What the public site asks for: published, and public by now (the rules compare with request.time).
/** The public query of articles (src/lib/data/published.ts): live, which only the server sets. */
const published = [where('live', '==', true)];
const shown = [where('hidden', '==', false), where('deleted', '==', false)];

function matrix(cases: Case[]): void {
  it.each<Case>(cases)('%s: %s → %s', async (_title, actor, expected, op) => {
    const result = op(dbs[actor]);
    if (expected === 'allow') await expectAllowed(result);
    else await expectDenied(result);
  });
}

// ------------------------------------------------------------------------------------- lifecycle

beforeAll(() => {
  owner = ownerClient();
  dbs = {
    visitor: client(null),
    // Verified emails: community posts and replies require them (tests/rules/identity.test.ts has
    // the unverified, anonymous and claim-less accounts).
    member: client(UID.member, { email: EMAIL.member, email_verified: true }),
    other: client(UID.other, { email: EMAIL.other, email_verified: true }),
    fresh: client(UID.fresh, { email: EMAIL.fresh }),
    editor: client(UID.editor, { email_verified: true }),
    admin: client(UID.admin),
    admin2: client(UID.admin2),
    bogus: client(UID.bogus),
    noEmail: client(UID.noEmail),
  };
});

beforeEach(async () => {
  await clearFirestore();
  await seed();
});

afterAll(async () => {
  await closeClients();
});

// ------------------------------------------------------------------------------------- the matrix

describe('settings/branding', () => {
  matrix([
    ['get branding', 'visitor', 'allow', get('settings/branding')],
    ['get branding', 'member', 'allow', get('settings/branding')],
    ['get branding', 'editor', 'allow', get('settings/branding')],
    ['get branding', 'admin', 'allow', get('settings/branding')],
    ['list settings', 'visitor', 'deny', list('settings')],
    ['set branding', 'admin', 'allow', set('settings/branding', branding({ logoUrl: null, faviconUrl: '/f.ico' }))],
    ['set branding', 'editor', 'deny', set('settings/branding', branding())],
    ['set branding', 'member', 'deny', set('settings/branding', branding())],
    ['set branding', 'visitor', 'deny', set('settings/branding', branding())],
    ['set branding with an extra key', 'admin', 'deny', set('settings/branding', branding({ theme: 'dark' }))],
    ['set branding without faviconUrl', 'admin', 'deny', set('settings/branding', without(branding(), 'faviconUrl'))],
    ['set branding logoUrl as a number', 'admin', 'deny', set('settings/branding', branding({ logoUrl: 42 }))],
    ['set branding updatedAt as a string', 'admin', 'deny', set('settings/branding', branding({ updatedAt: '2025' }))],
    ['set branding logoUrl too long', 'admin', 'deny', set('settings/branding', branding({ logoUrl: chars(2049) }))],
    ['set another settings doc', 'admin', 'deny', set('settings/other', branding())],
    ['delete branding', 'admin', 'allow', remove('settings/branding')],
    ['delete branding', 'editor', 'deny', remove('settings/branding')],
  ]);
});

describe('settings/lead_notifications', () => {
  const NOTIFY = 'settings/lead_notifications';
  const notify = (over: DocumentData = {}) => ({
    emails: ['sales@structura.local'],
    webhookUrl: '',
    updatedAt: serverTimestamp(),
    ...over,
  });
  const ten = Array.from({ length: 10 }, (_, i) => `sales${i}@structura.local`);
  matrix([
    ['get lead notifications', 'admin', 'allow', get(NOTIFY)],
    ['get lead notifications', 'editor', 'deny', get(NOTIFY)],
    ['get lead notifications', 'member', 'deny', get(NOTIFY)],
    ['get lead notifications', 'visitor', 'deny', get(NOTIFY)],
    ['set lead notifications', 'admin', 'allow', set(NOTIFY, notify())],
    ['set lead notifications', 'editor', 'deny', set(NOTIFY, notify())],
    ['set lead notifications', 'member', 'deny', set(NOTIFY, notify())],
    ['set lead notifications', 'visitor', 'deny', set(NOTIFY, notify())],
    ['set 10 notification emails', 'admin', 'allow', set(NOTIFY, notify({ emails: ten }))],
    ['set no notification emails', 'admin', 'allow', set(NOTIFY, notify({ emails: [] }))],
    ['set 11 notification emails', 'admin', 'deny', set(NOTIFY, notify({ emails: [...ten, 'x@y.zz'] }))],
    ['set a malformed 10th email', 'admin', 'deny', set(NOTIFY, notify({ emails: [...ten.slice(0, 9), 'nope'] }))],
    ['set an email with a space', 'admin', 'deny', set(NOTIFY, notify({ emails: ['a b@c.de'] }))],
    ['set a numeric email', 'admin', 'deny', set(NOTIFY, notify({ emails: [5] }))],
    ['set emails as a string', 'admin', 'deny', set(NOTIFY, notify({ emails: 'sales@structura.local' }))],
    [
      'set an https webhook',
      'admin',
      'allow',
      set(NOTIFY, notify({ webhookUrl: 'https://hooks.slack.com/services/T0/B0/x' })),
    ],
    ['set a local http webhook', 'admin', 'allow', set(NOTIFY, notify({ webhookUrl: 'http://127.0.0.1:4000/hook' }))],
    ['set a remote http webhook', 'admin', 'deny', set(NOTIFY, notify({ webhookUrl: 'http://hooks.example.com/x' }))],
    ['set a javascript: webhook', 'admin', 'deny', set(NOTIFY, notify({ webhookUrl: 'javascript:alert(1)' }))],
    [
      'set a 2049-char webhook',
      'admin',
      'deny',
      set(NOTIFY, notify({ webhookUrl: `https://x.example/${chars(2031)}` })),
    ],
    ['set lead notifications with an extra key', 'admin', 'deny', set(NOTIFY, notify({ sms: '+1' }))],
    ['set lead notifications with a client time', 'admin', 'deny', set(NOTIFY, notify({ updatedAt: Timestamp.now() }))],
    ['delete lead notifications', 'admin', 'allow', remove(NOTIFY)],
    ['delete lead notifications', 'editor', 'deny', remove(NOTIFY)],
  ]);
});

describe('feature_toggles', () => {
  it.each(TOGGLES)('admin may create the "%s" toggle', async (name) => {
    await expectAllowed(setDoc(doc(dbs.admin, 'feature_toggles', name), toggle(name, { enabled: false })));
  });
  matrix([
    ['get toggle', 'visitor', 'allow', get('feature_toggles/blog')],
    ['list toggles', 'visitor', 'allow', list('feature_toggles')],
    ['list toggles', 'member', 'allow', list('feature_toggles')],
    ['update toggle', 'admin', 'allow', update('feature_toggles/blog', { enabled: false, updatedAt: TS })],
    ['update toggle', 'editor', 'deny', update('feature_toggles/blog', { enabled: false })],
    ['create toggle', 'editor', 'deny', set('feature_toggles/jobs', toggle('jobs'))],
    ['create toggle', 'member', 'deny', set('feature_toggles/jobs', toggle('jobs'))],
    ['create toggle', 'visitor', 'deny', set('feature_toggles/jobs', toggle('jobs'))],
    ['create an unknown toggle name', 'admin', 'deny', set('feature_toggles/forum', toggle('forum'))],
    ['create toggle whose name != id', 'admin', 'deny', set('feature_toggles/jobs', toggle('blog'))],
    [
      'create toggle with enabled as a string',
      'admin',
      'deny',
      set('feature_toggles/jobs', toggle('jobs', { enabled: 'yes' })),
    ],
    ['create toggle with an extra key', 'admin', 'deny', set('feature_toggles/jobs', toggle('jobs', { note: 'x' }))],
    [
      'create toggle without updatedAt',
      'admin',
      'deny',
      set('feature_toggles/jobs', without(toggle('jobs'), 'updatedAt')),
    ],
    ['delete toggle', 'admin', 'deny', remove('feature_toggles/blog')],
    ['delete toggle', 'editor', 'deny', remove('feature_toggles/blog')],
  ]);
});

describe('resources', () => {
  const withExtras = resource({
    type: 'event',
    url: '/events/x',
    fileUrl: '/files/x.pdf',
    eventDate: TS,
    location: 'London',
    views: 0,
    rating: 0,
  });
  matrix([
    ['get an active resource', 'visitor', 'allow', get('resources/active')],
    ['get an active resource', 'member', 'allow', get('resources/active')],
    ['get an inactive resource', 'visitor', 'deny', get('resources/inactive')],
    ['get an inactive resource', 'member', 'deny', get('resources/inactive')],
    ['get an inactive resource', 'editor', 'allow', get('resources/inactive')],
    ['get an inactive resource', 'admin', 'allow', get('resources/inactive')],
    ['list active resources', 'visitor', 'allow', list('resources', where('active', '==', true))],
    ['list active resources', 'member', 'allow', list('resources', where('active', '==', true))],
    ['list all resources', 'visitor', 'deny', list('resources')],
    ['list inactive resources', 'member', 'deny', list('resources', where('active', '==', false))],
    ['list all resources', 'editor', 'allow', list('resources')],
    ['views +1', 'visitor', 'allow', update('resources/active', { views: increment(1) })],
    ['views +1', 'member', 'allow', update('resources/active', { views: increment(1) })],
    ['views set to old value + 1', 'visitor', 'allow', update('resources/active', { views: 1 })],
    ['views +1 on an inactive resource', 'visitor', 'deny', update('resources/inactive', { views: increment(1) })],
    ['views +2', 'visitor', 'deny', update('resources/active', { views: increment(2) })],
    ['views -1', 'member', 'deny', update('resources/active', { views: increment(-1) })],
    ['views +1 and a title change', 'visitor', 'deny', update('resources/active', { views: increment(1), title: 'x' })],
    ['change rating', 'member', 'deny', update('resources/active', { rating: 5 })],
    ['create resource', 'editor', 'allow', add('resources', resource())],
    ['create resource with every optional field', 'admin', 'allow', add('resources', withExtras)],
    ['create resource', 'member', 'deny', add('resources', resource())],
    ['create resource', 'visitor', 'deny', add('resources', resource())],
    ['create resource with a bad type', 'editor', 'deny', add('resources', resource({ type: 'podcast' }))],
    ['create resource with a 201-char title', 'editor', 'deny', add('resources', resource({ title: chars(201) }))],
    ['create resource with an empty title', 'editor', 'deny', add('resources', resource({ title: '' }))],
    [
      'create resource with a 2001-char description',
      'editor',
      'deny',
      add('resources', resource({ description: chars(2001) })),
    ],
    ['create resource with rating 5.5', 'editor', 'deny', add('resources', resource({ rating: 5.5 }))],
    ['create resource with views -1', 'editor', 'deny', add('resources', resource({ views: -1 }))],
    ['create resource with fractional views', 'editor', 'deny', add('resources', resource({ views: 1.5 }))],
    [
      'create resource with eventDate as a string',
      'editor',
      'deny',
      add('resources', resource({ eventDate: '2025-02-01' })),
    ],
    ['create resource with active as a string', 'editor', 'deny', add('resources', resource({ active: 'yes' }))],
    ['create resource with an extra key', 'editor', 'deny', add('resources', resource({ featured: true }))],
    ['create resource without description', 'editor', 'deny', add('resources', without(resource(), 'description'))],
    // links: https:// or a site path (the `link` schema in src/features/resources/schema.ts)
    ['create resource with an https url', 'editor', 'allow', add('resources', resource({ url: 'https://e.co/a' }))],
    ['create resource with a site-path url', 'editor', 'allow', add('resources', resource({ url: '/docs/a' }))],
    ['create resource with the bare site root', 'editor', 'allow', add('resources', resource({ fileUrl: '/' }))],
    [
      'create resource with a 2048-char url',
      'editor',
      'allow',
      add('resources', resource({ url: `https://e.co/${chars(2048 - 13)}` })),
    ],
    [
      'create resource with a 2049-char url',
      'editor',
      'deny',
      add('resources', resource({ url: `https://e.co/${chars(2049 - 13)}` })),
    ],
    ['create resource with an http url', 'editor', 'deny', add('resources', resource({ url: 'http://e.co/a' }))],
    [
      'create resource with a javascript: url',
      'editor',
      'deny',
      add('resources', resource({ url: 'javascript:alert(1)' })),
    ],
    ['create resource with a relative url', 'editor', 'deny', add('resources', resource({ url: 'docs/a' }))],
    ['create resource with an empty url', 'editor', 'deny', add('resources', resource({ url: '' }))],
    [
      'create resource with a space in the url',
      'editor',
      'deny',
      add('resources', resource({ url: 'https://e.co/a b' })),
    ],
    [
      'create resource with a no-break space in the url',
      'editor',
      'deny',
      add('resources', resource({ url: 'https://e.co/a\u00a0b' })),
    ],
    ['create resource with an ftp fileUrl', 'editor', 'deny', add('resources', resource({ fileUrl: 'ftp://e.co/a' }))],
    ['create resource with a numeric fileUrl', 'editor', 'deny', add('resources', resource({ fileUrl: 7 }))],
    ['update resource to an http url', 'editor', 'deny', update('resources/active', { url: 'http://e.co/a' })],
    ['update resource to an https url', 'editor', 'allow', update('resources/active', { url: 'https://e.co/a' })],
    ['update resource title', 'editor', 'allow', update('resources/inactive', { title: 'New title', active: true })],
    ['update resource title', 'member', 'deny', update('resources/active', { title: 'New title' })],
    ['delete resource', 'editor', 'allow', remove('resources/active')],
    ['delete resource', 'member', 'deny', remove('resources/active')],
    ['delete resource', 'visitor', 'deny', remove('resources/active')],
  ]);
});

describe('pages', () => {
  matrix([
    ['get page', 'visitor', 'allow', get('pages/home')],
    ['list pages', 'member', 'allow', list('pages')],
    ['publish page', 'editor', 'allow', publishPage('about', UID.editor)],
    ['publish page', 'admin', 'allow', publishPage('home', UID.admin, { basedOn: '' })],
    ['publish page without its revision (issue 20)', 'editor', 'deny', set('pages/about', page(UID.editor))],
    ['publish page', 'member', 'deny', set('pages/about', page(UID.member))],
    ['publish page', 'visitor', 'deny', set('pages/about', page('anonymous'))],
    [
      "publish page naming the publisher's uid",
      'editor',
      'deny',
      set('pages/about', page(UID.editor, { publishedBy: UID.editor })),
    ],
    [
      'publish page with sections as a string',
      'editor',
      'deny',
      set('pages/about', page(UID.editor, { sections: 'x' })),
    ],
    ['publish page with an extra key', 'editor', 'deny', set('pages/about', page(UID.editor, { draft: true }))],
    ['publish page with a malformed page id', 'editor', 'deny', set('pages/About Us', page(UID.editor))],
    ['delete page', 'editor', 'allow', remove('pages/home')],
    ['delete page', 'member', 'deny', remove('pages/home')],
  ]);
});

describe('team', () => {
  matrix([
    ['list team', 'visitor', 'allow', list('team')],
    ['create team member (empty image)', 'editor', 'allow', add('team', teamMember())],
    ['create team member', 'member', 'deny', add('team', teamMember())],
    ['create team member with fractional order', 'editor', 'deny', add('team', teamMember({ order: 1.5 }))],
    ['create team member with order as a string', 'editor', 'deny', add('team', teamMember({ order: '1' }))],
    ['create team member with an empty name', 'editor', 'deny', add('team', teamMember({ name: '' }))],
    ['create team member with an extra key', 'editor', 'deny', add('team', teamMember({ email: 'g@x.io' }))],
    [
      'create team member at the size limits',
      'editor',
      'allow',
      add(
        'team',
        teamMember({
          name: chars(100),
          role: chars(100),
          bio: chars(2000),
          image: `/${chars(2047)}`,
          order: 9999,
        }),
      ),
    ],
    ['create team member with order 10000', 'editor', 'deny', add('team', teamMember({ order: 10000 }))],
    ['create team member with order -1', 'editor', 'deny', add('team', teamMember({ order: -1 }))],
    ['create team member with a 101-char name', 'editor', 'deny', add('team', teamMember({ name: chars(101) }))],
    ['create team member with a 101-char role', 'editor', 'deny', add('team', teamMember({ role: chars(101) }))],
    ['create team member with a 2001-char bio', 'editor', 'deny', add('team', teamMember({ bio: chars(2001) }))],
    [
      'create team member with a 2049-char image',
      'editor',
      'deny',
      add('team', teamMember({ image: `/${chars(2048)}` })),
    ],
    ['update team member order to 10000', 'editor', 'deny', update('team/grace', { order: 10000 })],
    ['update team member order to 9999', 'editor', 'allow', update('team/grace', { order: 9999 })],
    ['delete team member', 'admin', 'allow', remove('team/grace')],
    ['delete team member', 'visitor', 'deny', remove('team/grace')],
  ]);
});

describe('faqs', () => {
  matrix([
    ['get faq', 'visitor', 'allow', get('faqs/what')],
    ['create faq', 'editor', 'allow', add('faqs', faq())],
    ['create faq', 'member', 'deny', add('faqs', faq())],
    ['create faq with an empty answer', 'editor', 'deny', add('faqs', faq({ answer: '' }))],
    ['create faq with a numeric category', 'editor', 'deny', add('faqs', faq({ category: 3 }))],
    ['create faq with an extra key', 'editor', 'deny', add('faqs', faq({ votes: 3 }))],
    [
      'create faq at the size limits',
      'editor',
      'allow',
      add('faqs', faq({ question: chars(500), answer: chars(5000), category: chars(100), order: 9999 })),
    ],
    ['create faq with order 10000', 'editor', 'deny', add('faqs', faq({ order: 10000 }))],
    ['create faq with order -1', 'editor', 'deny', add('faqs', faq({ order: -1 }))],
    ['create faq with a fractional order', 'editor', 'deny', add('faqs', faq({ order: 0.5 }))],
    ['create faq with a 501-char question', 'editor', 'deny', add('faqs', faq({ question: chars(501) }))],
    ['create faq with a 5001-char answer', 'editor', 'deny', add('faqs', faq({ answer: chars(5001) }))],
    ['create faq with a 101-char category', 'editor', 'deny', add('faqs', faq({ category: chars(101) }))],
    ['delete faq', 'editor', 'allow', remove('faqs/what')],
    ['delete faq', 'member', 'deny', remove('faqs/what')],
  ]);
});

describe('blog_posts', () => {
  matrix([
    ['get a published post', 'visitor', 'allow', get('blog_posts/published')],
    ['get a published post', 'member', 'allow', get('blog_posts/published')],
    ['get a draft', 'visitor', 'deny', get('blog_posts/draft')],
    ['get a draft', 'member', 'deny', get('blog_posts/draft')],
    ['get a draft', 'editor', 'allow', get('blog_posts/draft')],
    ['list published posts', 'visitor', 'allow', list('blog_posts', ...published)],
    ['list published posts', 'member', 'allow', list('blog_posts', ...published)],
    ['list all posts', 'visitor', 'deny', list('blog_posts')],
    ['list all posts', 'member', 'deny', list('blog_posts')],
    ['list all posts', 'editor', 'allow', list('blog_posts')],
    ['list all posts', 'admin', 'allow', list('blog_posts')],
    [
      'create draft',
      'editor',
      'allow',
      add('blog_posts', blogPost({ slug: 'new-draft', published: false, publishedAt: null })),
    ],
    [
      'create published post',
      'admin',
      'allow',
      batch(bArticle('blog_posts/new-post', blogPost({ slug: 'new-post' }), UID.admin, 'created')),
    ],
    [
      'create published post without revision and audit entry (issue 20)',
      'admin',
      'deny',
      add('blog_posts', blogPost({ slug: 'new-post' })),
    ],
    ['create post', 'member', 'deny', add('blog_posts', blogPost())],
    ['create post with tags as a string', 'editor', 'deny', add('blog_posts', blogPost({ tags: 'news' }))],
    ['create post with an invalid slug', 'editor', 'deny', add('blog_posts', blogPost({ slug: 'Not A Slug' }))],
    ['create post with published as a string', 'editor', 'deny', add('blog_posts', blogPost({ published: 'true' }))],
    [
      'create post with publishedAt as a string',
      'editor',
      'deny',
      add('blog_posts', blogPost({ publishedAt: '2025' })),
    ],
    ['create post without body', 'editor', 'deny', add('blog_posts', without(blogPost(), 'body'))],
    ['create post with an extra key', 'editor', 'deny', add('blog_posts', blogPost({ featured: true }))],
    [
      'publish a draft',
      'editor',
      'allow',
      batch(bArticle('blog_posts/draft', { published: true, publishedAt: TS }, UID.editor, 'updated', 'update')),
    ],
    [
      'publish a draft without revision and audit entry (issue 20)',
      'editor',
      'deny',
      update('blog_posts/draft', { published: true, publishedAt: TS }),
    ],
    ['publish a draft', 'member', 'deny', update('blog_posts/draft', { published: true, publishedAt: TS })],
    ['edit a published post', 'visitor', 'deny', update('blog_posts/published', { title: 'x' })],
    ['delete post', 'editor', 'allow', remove('blog_posts/published')],
    ['delete post', 'member', 'deny', remove('blog_posts/published')],
  ]);
});

describe('case_studies', () => {
  matrix([
    ['get a published case study', 'visitor', 'allow', get('case_studies/published')],
    ['get a draft case study', 'visitor', 'deny', get('case_studies/draft')],
    ['get a draft case study', 'editor', 'allow', get('case_studies/draft')],
    ['list published case studies', 'visitor', 'allow', list('case_studies', ...published)],
    ['list all case studies', 'member', 'deny', list('case_studies')],
    ['list all case studies', 'admin', 'allow', list('case_studies')],
    [
      'create case study',
      'editor',
      'allow',
      batch(bArticle('case_studies/new-study', caseStudy({ slug: 'new-study' }), UID.editor, 'created')),
    ],
    ['create case study', 'member', 'deny', add('case_studies', caseStudy())],
    ['create case study with results as a string', 'editor', 'deny', add('case_studies', caseStudy({ results: 'x' }))],
    ['create case study without client', 'editor', 'deny', add('case_studies', without(caseStudy(), 'client'))],
    ['delete case study', 'admin', 'allow', remove('case_studies/published')],
    ['delete case study', 'visitor', 'deny', remove('case_studies/published')],
  ]);
});

describe('analytics (issue 30): the collect function alone writes', () => {
  const day = { day: '2026-11-27', views: 1 };
  matrix([
    ['read the daily counts', 'editor', 'allow', list('analytics_daily')],
    ['read the daily counts', 'admin', 'allow', get('analytics_daily/2026-11-27_0')],
    ['read the daily counts', 'visitor', 'deny', list('analytics_daily')],
    ['read the daily counts', 'member', 'deny', get('analytics_daily/2026-11-27_0')],
    ['write the daily counts', 'visitor', 'deny', set('analytics_daily/2026-11-27_0', day)],
    ['write the daily counts', 'member', 'deny', set('analytics_daily/2026-11-27_0', day)],
    ['write the daily counts', 'editor', 'deny', set('analytics_daily/2026-11-27_0', day)],
    ['write the daily counts', 'admin', 'deny', set('analytics_daily/2026-11-27_0', day)],
    ['increment the daily counts', 'admin', 'deny', update('analytics_daily/2026-11-27_0', { views: increment(1) })],
    ['delete the daily counts', 'admin', 'deny', remove('analytics_daily/2026-11-27_0')],
    ['read the period counts', 'editor', 'allow', get('analytics_periods/2026-11')],
    ['read the period counts', 'visitor', 'deny', list('analytics_periods')],
    ['write the period counts', 'admin', 'deny', set('analytics_periods/2026-11', day)],
    ['read the day’s sketches', 'admin', 'deny', get('analytics_sketches/2026-11-27')],
    ['write the day’s sketches', 'visitor', 'deny', set('analytics_sketches/2026-11-27', { day: '2026-11-27' })],
    ['read the day’s salt', 'admin', 'deny', get('analytics_salts/2026-11-27')],
    ['write the day’s salt', 'admin', 'deny', set('analytics_salts/2026-11-27', { salt: 'x' })],
  ]);
});

describe('demo_requests', () => {
  const create = (over: DocumentData = {}) => add('demo_requests', demoRequest(over));
  /** What the back office's lead update writes (src/features/leads/entity.ts). */
  const lead = (over: DocumentData = {}) =>
    update('demo_requests/req1', {
      status: 'contacted',
      notes: 'Called back',
      assignee: 'Ada',
      updatedAt: serverTimestamp(),
      ...over,
    });
  const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'];
  matrix([
    ['create demo request', 'visitor', 'allow', create()],
    ['create demo request', 'member', 'allow', create()],
    [
      'create demo request at the size limits',
      'visitor',
      'allow',
      create({ name: chars(100), phone: chars(40), company: chars(120), projectDescription: chars(2000) }),
    ],
    [
      'create demo request with a 2001-char description (issue 20)',
      'visitor',
      'deny',
      create({ projectDescription: chars(2001) }),
    ],
    ['create demo request with an extra key', 'visitor', 'deny', create({ budget: 1000 })],
    ['create demo request with its source', 'visitor', 'allow', create({ source: 'Start Free' })],
    ['create demo request with an empty source', 'visitor', 'deny', create({ source: '' })],
    ['create demo request with a 121-char source', 'visitor', 'deny', create({ source: chars(121) })],
    ['create demo request with a numeric source', 'visitor', 'deny', create({ source: 3 })],
    ['create demo request without phone', 'visitor', 'deny', add('demo_requests', without(demoRequest(), 'phone'))],
    ['create demo request with status "contacted"', 'visitor', 'deny', create({ status: 'contacted' })],
    ['create demo request with a client createdAt', 'visitor', 'deny', create({ createdAt: Timestamp.now() })],
    ['create demo request with an invalid email', 'visitor', 'deny', create({ email: 'not-an-email' })],
    ['create demo request with a 255-char email', 'visitor', 'deny', create({ email: `${chars(243)}@example.com` })],
    ['create demo request with an empty name', 'visitor', 'deny', create({ name: '' })],
    ['create demo request with a 101-char name', 'visitor', 'deny', create({ name: chars(101) })],
    ['create demo request with a 41-char phone', 'visitor', 'deny', create({ phone: chars(41) })],
    ['create demo request with a numeric company', 'visitor', 'deny', create({ company: 7 })],
    [
      'create demo request with a 5001-char description',
      'visitor',
      'deny',
      create({ projectDescription: chars(5001) }),
    ],
    // Attribution (issue 30, src/domain/analytics/attribution.ts): bounded strings, allowlisted keys.
    [
      'create demo request with its attribution',
      'visitor',
      'allow',
      create({
        attribution: {
          firstTouch: {
            landingPage: '/blog/launch',
            referrerHost: 'linkedin.com',
            utm: { source: 'linkedin', medium: 'social', campaign: 'launch', term: 't', content: 'c' },
            clickIds: { gclid: 'g', fbclid: 'f', msclkid: 'm' },
            at: '2026-11-27T10:00:00.000Z',
          },
          lastTouch: { landingPage: '/' },
          page: '/',
        },
      }),
    ],
    [
      'create demo request with attribution at its limits',
      'visitor',
      'allow',
      create({
        attribution: {
          firstTouch: {
            landingPage: `/${chars(199)}`,
            referrerHost: chars(100),
            utm: {
              source: chars(100),
              medium: chars(100),
              campaign: chars(100),
              term: chars(100),
              content: chars(100),
            },
            clickIds: { gclid: chars(200), fbclid: chars(200), msclkid: chars(200) },
          },
          lastTouch: { landingPage: '/' },
          page: `/${chars(199)}`,
        },
      }),
    ],
    [
      'create demo request with a 101-char utm_source',
      'visitor',
      'deny',
      create({
        attribution: {
          firstTouch: { landingPage: '/', utm: { source: chars(101) } },
          lastTouch: { landingPage: '/' },
          page: '/',
        },
      }),
    ],
    [
      'create demo request with a utm key not allowlisted',
      'visitor',
      'deny',
      create({
        attribution: { firstTouch: { landingPage: '/', utm: { id: 'x' } }, lastTouch: { landingPage: '/' }, page: '/' },
      }),
    ],
    [
      'create demo request with an extra touch key (an email)',
      'visitor',
      'deny',
      create({
        attribution: { firstTouch: { landingPage: '/', email: 'a@b.c' }, lastTouch: { landingPage: '/' }, page: '/' },
      }),
    ],
    [
      'create demo request with a landing page that is not a path',
      'visitor',
      'deny',
      create({
        attribution: {
          firstTouch: { landingPage: 'https://evil.example/' },
          lastTouch: { landingPage: '/' },
          page: '/',
        },
      }),
    ],
    [
      'create demo request without a last touch',
      'visitor',
      'deny',
      create({ attribution: { firstTouch: { landingPage: '/' }, page: '/' } }),
    ],
    ['get demo request', 'visitor', 'deny', get('demo_requests/req1')],
    ['get demo request', 'member', 'deny', get('demo_requests/req1')],
    ['list demo requests', 'visitor', 'deny', list('demo_requests')],
    ['list demo requests', 'member', 'deny', list('demo_requests')],
    ['get demo request', 'bogus', 'deny', get('demo_requests/req1')],
    ['get demo request', 'editor', 'allow', get('demo_requests/req1')],
    ['list demo requests', 'editor', 'allow', list('demo_requests')],
    ['list demo requests', 'admin', 'allow', list('demo_requests')],
    ...LEAD_STATUSES.map((status): Case => ['set status', 'admin', 'allow', lead({ status })]),
    [
      'set status, notes and assignee at their limits',
      'admin',
      'allow',
      lead({ status: 'qualified', notes: chars(5000), assignee: chars(120) }),
    ],
    ['set status "closed" (no longer a status)', 'admin', 'deny', lead({ status: 'closed' })],
    ['set status "spam"', 'admin', 'deny', lead({ status: 'spam' })],
    ['set status without updatedAt', 'admin', 'deny', update('demo_requests/req1', { status: 'contacted' })],
    ['set status with a client updatedAt', 'admin', 'deny', lead({ updatedAt: Timestamp.now() })],
    ['set 5001-char notes', 'admin', 'deny', lead({ notes: chars(5001) })],
    ['set numeric notes', 'admin', 'deny', lead({ notes: 5 })],
    ['set a 121-char assignee', 'admin', 'deny', lead({ assignee: chars(121) })],
    ['set status and a priority', 'admin', 'deny', lead({ priority: 'high' })],
    ['change email', 'admin', 'deny', lead({ email: 'x@example.com' })],
    ['change the project description', 'admin', 'deny', lead({ projectDescription: 'Other' })],
    // The notification state is the lead function's (Admin SDK): no client writes it.
    ['set the notification state', 'admin', 'deny', lead({ notification: { state: 'sent', attempts: 1 } })],
    [
      'set only the notification state',
      'admin',
      'deny',
      update('demo_requests/req1', { notification: { state: 'failed', attempts: 8 } }),
    ],
    ['create demo request with a notification state', 'visitor', 'deny', create({ notification: { state: 'sent' } })],
    ['set status "contacted"', 'editor', 'deny', lead()],
    ['set status "contacted"', 'member', 'deny', lead()],
    ['set status "contacted"', 'visitor', 'deny', lead()],
    ['delete demo request', 'admin', 'allow', remove('demo_requests/req1')],
    ['delete demo request', 'editor', 'deny', remove('demo_requests/req1')],
    ['delete demo request', 'visitor', 'deny', remove('demo_requests/req1')],
  ]);
});

describe('community_posts', () => {
  // As the app writes it: the post and its author's pace clock (rate_limits) in one batch.
  const createDoc = (authorId: string, data: DocumentData) =>
    batch(
      (b, db) => void b.set(doc(db, 'community_posts/new'), data),
      bSet(`rate_limits/${authorId}`, { lastPostAt: serverTimestamp(), lastPostId: 'new' }),
    );
  const create = (authorId: string, over: DocumentData = {}) => createDoc(authorId, newPost(authorId, over));
  matrix([
    // reads
    ['get a visible post', 'visitor', 'allow', get('community_posts/visible')],
    ['get a visible post', 'member', 'allow', get('community_posts/visible')],
    ['get a hidden post', 'visitor', 'deny', get('community_posts/hidden')],
    ['get own hidden post', 'member', 'deny', get('community_posts/hidden')],
    ['get a deleted post', 'visitor', 'deny', get('community_posts/deleted')],
    ['get a hidden post', 'editor', 'allow', get('community_posts/hidden')],
    ['get a deleted post', 'admin', 'allow', get('community_posts/deleted')],
    ['list visible posts', 'visitor', 'allow', list('community_posts', ...shown)],
    ['list visible posts', 'member', 'allow', list('community_posts', ...shown)],
    ['list posts filtered on hidden only', 'visitor', 'deny', list('community_posts', where('hidden', '==', false))],
    ['list all posts', 'member', 'deny', list('community_posts')],
    ['list all posts', 'editor', 'allow', list('community_posts')],
    // create
    ['create own post', 'member', 'allow', create(UID.member)],
    [
      'create own post (under the name of its profile)',
      'editor',
      'allow',
      (db) =>
        Promise.all(memberProfile(UID.editor, 'Eddie', '').map(([path, data]) => setDoc(doc(owner, path), data))).then(
          () => create(UID.editor, { authorName: 'Eddie' })(db),
        ),
    ],
    ['create post', 'visitor', 'deny', create('anonymous')],
    ['create post with a spoofed authorId', 'member', 'deny', create(UID.other)],
    ['create post with a client createdAt', 'member', 'deny', create(UID.member, { createdAt: Timestamp.now() })],
    ['create post with a fixed lastActivityAt', 'member', 'deny', create(UID.member, { lastActivityAt: TS })],
    ['create post with replyCount 3', 'member', 'deny', create(UID.member, { replyCount: 3 })],
    ['create post already hidden', 'member', 'deny', create(UID.member, { hidden: true })],
    ['create post already deleted', 'member', 'deny', create(UID.member, { deleted: true })],
    ['create post with a 2-char title', 'member', 'deny', create(UID.member, { title: 'ab' })],
    ['create post with a 201-char title', 'member', 'deny', create(UID.member, { title: chars(201) })],
    ['create post with an empty body', 'member', 'deny', create(UID.member, { body: '' })],
    ['create post with a 10001-char body', 'member', 'deny', create(UID.member, { body: chars(10001) })],
    ['create post with an 81-char authorName', 'member', 'deny', create(UID.member, { authorName: chars(81) })],
    ['create post with an extra key', 'member', 'deny', create(UID.member, { pinned: true })],
    [
      'create post without lastActivityAt',
      'member',
      'deny',
      createDoc(UID.member, without(newPost(UID.member), 'lastActivityAt')),
    ],
    ['create post without its pace clock', 'member', 'deny', add('community_posts', newPost(UID.member))],
    // the author's edits: the app offers none, so the rules take none (issue 20: each rewrite was
    // pushed to every open /community, with no pace)
    [
      'edit own title and body',
      'member',
      'deny',
      update('community_posts/visible', { title: 'Edited title', body: 'Edited' }),
    ],
    ['soft-delete own post', 'member', 'deny', update('community_posts/visible', { deleted: true })],
    ['edit own post to a 2-char title', 'member', 'deny', update('community_posts/visible', { title: 'ab' })],
    ['un-hide own post', 'member', 'deny', update('community_posts/hidden', { hidden: false })],
    ['hide own post', 'member', 'deny', update('community_posts/visible', { hidden: true })],
    ['set own replyCount', 'member', 'deny', update('community_posts/visible', { replyCount: 50 })],
    ['change own authorName', 'member', 'deny', update('community_posts/visible', { authorName: 'Someone' })],
    ['edit own hidden post', 'member', 'deny', update('community_posts/hidden', { title: 'Edited title' })],
    ["edit someone else's post", 'other', 'deny', update('community_posts/visible', { title: 'Edited title' })],
    ["soft-delete someone else's post", 'other', 'deny', update('community_posts/visible', { deleted: true })],
    ['edit a post', 'visitor', 'deny', update('community_posts/visible', { title: 'Edited title' })],
    // reply bump (in the reply's batch)
    ["reply + bump on someone else's post", 'other', 'allow', reply('visible', newReply(UID.other))],
    ['reply + bump on own post', 'member', 'allow', reply('visible', { ...newReply(UID.member), authorName: 'Alice' })],
    [
      'reply + bump by 2',
      'other',
      'deny',
      reply('visible', newReply(UID.other), { replyCount: increment(2), lastActivityAt: serverTimestamp() }),
    ],
    [
      'reply + bump that also changes the title',
      'other',
      'deny',
      reply('visible', newReply(UID.other), { ...bump(), title: 'Hijacked title' }),
    ],
    [
      'reply + bump with a fixed lastActivityAt',
      'other',
      'deny',
      reply('visible', newReply(UID.other), { replyCount: increment(1), lastActivityAt: TS }),
    ],
    ['bump', 'visitor', 'deny', update('community_posts/visible', bump())],
    // moderation
    ['hide a post', 'editor', 'allow', update('community_posts/visible', { hidden: true })],
    ['restore a deleted post', 'editor', 'allow', update('community_posts/deleted', { deleted: false })],
    ['hide a post', 'admin', 'allow', update('community_posts/visible', { hidden: true })],
    ['hide a post', 'bogus', 'deny', update('community_posts/visible', { hidden: true })],
    ["edit someone else's title", 'editor', 'deny', update('community_posts/visible', { title: 'Edited title' })],
    ['set hidden to a string', 'editor', 'deny', update('community_posts/visible', { hidden: 'yes' })],
    ['delete post', 'admin', 'allow', remove('community_posts/visible')],
    ['delete post', 'editor', 'deny', remove('community_posts/visible')],
    ['delete own post', 'member', 'deny', remove('community_posts/visible')],
  ]);
});

describe('community_posts/{id}/replies', () => {
  const R = 'community_posts/visible/replies';
  matrix([
    ['get a visible reply', 'visitor', 'allow', get(`${R}/shown`)],
    ['get a hidden reply', 'visitor', 'deny', get(`${R}/hidden`)],
    ['get a hidden reply', 'other', 'deny', get(`${R}/hidden`)],
    ['get a hidden reply', 'editor', 'allow', get(`${R}/hidden`)],
    ['get a deleted reply', 'visitor', 'deny', get(`${R}/deleted`)],
    ['get a deleted reply', 'other', 'deny', get(`${R}/deleted`)],
    ['get a deleted reply', 'editor', 'allow', get(`${R}/deleted`)],
    ['list visible replies', 'visitor', 'allow', list(R, ...shown)],
    ['list visible replies oldest first', 'visitor', 'allow', list(R, ...shown, orderBy('createdAt', 'asc'))],
    ['list replies not hidden (deleted ones included)', 'visitor', 'deny', list(R, where('hidden', '==', false))],
    ['list replies not deleted (hidden ones included)', 'visitor', 'deny', list(R, where('deleted', '==', false))],
    ['list all replies', 'visitor', 'deny', list(R)],
    ['list all replies', 'editor', 'allow', list(R)],
    ['create reply with the post bump', 'other', 'allow', reply('visible', newReply(UID.other))],
    ['create reply without the post bump', 'other', 'deny', reply('visible', newReply(UID.other), null)],
    ['create reply', 'visitor', 'deny', reply('visible', newReply('anonymous'))],
    ['create reply on a hidden post', 'other', 'deny', reply('hidden', newReply(UID.other))],
    ['create reply on a deleted post', 'other', 'deny', reply('deleted', newReply(UID.other))],
    ['create reply with a spoofed authorId', 'other', 'deny', reply('visible', newReply(UID.member))],
    ['create reply with a client createdAt', 'other', 'deny', reply('visible', newReply(UID.other, { createdAt: TS }))],
    [
      'create reply with a 5001-char body',
      'other',
      'deny',
      reply('visible', newReply(UID.other, { body: chars(5001) })),
    ],
    ['create reply already hidden', 'other', 'deny', reply('visible', newReply(UID.other, { hidden: true }))],
    ['create reply with an extra key', 'other', 'deny', reply('visible', newReply(UID.other, { likes: 0 }))],
    // A reply's visibility moves its post's count in the same batch (community-moderation.test.ts).
    [
      'hide a reply with its post count -1',
      'editor',
      'allow',
      batch(
        bUpdate(`${R}/shown`, { hidden: true }),
        bUpdate('community_posts/visible', { replyCount: increment(-1), moderatedReplyId: 'shown' }),
      ),
    ],
    [
      'restore a hidden reply with its post count +1',
      'admin',
      'allow',
      batch(
        bUpdate(`${R}/hidden`, { hidden: false }),
        bUpdate('community_posts/visible', { replyCount: increment(1), moderatedReplyId: 'hidden' }),
      ),
    ],
    ['hide a reply without its post count', 'editor', 'deny', update(`${R}/shown`, { hidden: true })],
    ['edit own reply', 'other', 'deny', update(`${R}/shown`, { body: 'Edited' })],
    ['soft-delete own reply', 'other', 'deny', update(`${R}/shown`, { deleted: true })],
    ['hide a reply', 'member', 'deny', update(`${R}/shown`, { hidden: true })],
    ["edit a reply's body", 'editor', 'deny', update(`${R}/shown`, { body: 'Edited' })],
    [
      'delete reply with its post count -1',
      'admin',
      'allow',
      batch(
        bDelete(`${R}/shown`),
        bUpdate('community_posts/visible', { replyCount: increment(-1), moderatedReplyId: 'shown' }),
      ),
    ],
    ['delete a hidden reply', 'admin', 'allow', remove(`${R}/hidden`)],
    ['delete reply', 'editor', 'deny', remove(`${R}/shown`)],
    ['delete own reply', 'other', 'deny', remove(`${R}/shown`)],
  ]);
});

describe('roles', () => {
  matrix([
    ['get own (missing) role', 'member', 'allow', get(`roles/${UID.member}`)],
    ['get own role', 'editor', 'allow', get(`roles/${UID.editor}`)],
    ["get someone else's role", 'member', 'deny', get(`roles/${UID.editor}`)],
    ["get someone else's role", 'editor', 'deny', get(`roles/${UID.admin}`)],
    ['get a role', 'visitor', 'deny', get(`roles/${UID.editor}`)],
    ["get someone else's role", 'admin', 'allow', get(`roles/${UID.editor}`)],
    ['list roles', 'member', 'deny', list('roles')],
    ['list roles', 'editor', 'deny', list('roles')],
    ['list roles', 'admin', 'allow', list('roles')],
    ['grant editor', 'admin', 'allow', set(`roles/${UID.other}`, { role: 'editor' })],
    ['promote editor to admin', 'admin', 'allow', update(`roles/${UID.editor}`, { role: 'admin' })],
    ['grant an unknown role', 'admin', 'deny', set(`roles/${UID.other}`, { role: 'superuser' })],
    ['grant a role with an extra key', 'admin', 'deny', set(`roles/${UID.other}`, { role: 'editor', since: TS })],
    ['grant editor', 'editor', 'deny', set(`roles/${UID.other}`, { role: 'editor' })],
    ['promote self to admin', 'editor', 'deny', update(`roles/${UID.editor}`, { role: 'admin' })],
    ['grant self editor', 'member', 'deny', set(`roles/${UID.member}`, { role: 'editor' })],
    ['grant self admin', 'bogus', 'deny', update(`roles/${UID.bogus}`, { role: 'admin' })],
    ['revoke a role', 'admin', 'allow', remove(`roles/${UID.editor}`)],
    ['revoke own role', 'editor', 'deny', remove(`roles/${UID.editor}`)],
    // an admin never changes their own role: another admin, who stays admin, does it
    ['demote self to editor', 'admin', 'deny', update(`roles/${UID.admin}`, { role: 'editor' })],
    ['demote another admin to editor', 'admin2', 'allow', update(`roles/${UID.admin}`, { role: 'editor' })],
    ['rewrite own admin role', 'admin', 'deny', set(`roles/${UID.admin}`, { role: 'admin' })],
    ['rewrite another admin role', 'admin2', 'allow', set(`roles/${UID.admin}`, { role: 'admin' })],
    ['revoke own admin role', 'admin', 'deny', remove(`roles/${UID.admin}`)],
    ['revoke another admin role', 'admin2', 'allow', remove(`roles/${UID.admin}`)],
  ]);
});

describe('audit_log', () => {
  const entry = (over: DocumentData = {}) => bAudit(audit(UID.editor, over));
  const newFaq = (id: string) => bSet(`faqs/${id}`, faq());
  const AUDITED: [collection: string, id: string][] = [
    ['resources', 'active'],
    ['demo_requests', 'req1'],
    ['team', 'grace'],
    ['faqs', 'what'],
    ['social_links', 'linkedin'],
    ['blog_posts', 'published'],
    ['case_studies', 'published'],
    ['community_posts', 'visible'],
    ['media', 'm1'],
    ['users', UID.member],
  ];
  // Issue 20: an "updated" entry only for a record whose content the same batch changes.
  it.each(AUDITED)('an admin may not record an update of %s/%s the batch does not make', async (coll, id) => {
    await expectDenied(
      batch(bAudit(audit(UID.admin, { collection: coll, recordId: id, action: 'updated' })))(dbs.admin),
    );
  });
  matrix([
    // reads: staff only
    ['get an entry', 'editor', 'allow', get('audit_log/seeded')],
    ['list entries', 'editor', 'allow', list('audit_log')],
    ['list entries newest first', 'admin', 'allow', list('audit_log', orderBy('at', 'desc'))],
    ['get an entry', 'member', 'deny', get('audit_log/seeded')],
    ['list entries', 'member', 'deny', list('audit_log')],
    ['list entries', 'visitor', 'deny', list('audit_log')],
    ['list entries', 'bogus', 'deny', list('audit_log')],
    // the app's three batches
    [
      'create a record + "created"',
      'editor',
      'allow',
      batch(newFaq('new1'), entry({ recordId: 'new1', action: 'created' })),
    ],
    ['update a record + "updated"', 'editor', 'allow', batch(bUpdate('faqs/what', { order: 2 }), entry())],
    [
      // Since issue 22 a save of a record with revisions always moves `rev` (revNext): a write that
      // changes nothing is a moderation write setting a flag to its value.
      'a write that changes nothing + "updated" (issue 20)',
      'editor',
      'deny',
      batch(
        bUpdate('community_posts/visible', { hidden: false }),
        entry({ collection: 'community_posts', recordId: 'visible' }),
      ),
    ],
    [
      'the same write changing the flag + "updated"',
      'editor',
      'allow',
      batch(
        bUpdate('community_posts/visible', { hidden: true }),
        entry({ collection: 'community_posts', recordId: 'visible' }),
      ),
    ],
    [
      'one write + two entries (issue 20)',
      'editor',
      'deny',
      batch(
        bUpdate('faqs/what', { order: 2 }),
        entry(),
        (b, db) => void b.set(doc(db, 'audit_log/extra'), audit(UID.editor)),
      ),
    ],
    ['delete a record + "deleted"', 'editor', 'allow', batch(bDelete('faqs/what'), entry({ action: 'deleted' }))],
    [
      'delete two records + one entry each',
      'admin',
      'allow',
      batch(
        bDelete('resources/active'),
        bAudit(audit(UID.admin, { collection: 'resources', recordId: 'active', action: 'deleted' })),
        bDelete('resources/inactive'),
        bAudit(audit(UID.admin, { collection: 'resources', recordId: 'inactive', action: 'deleted' })),
      ),
    ],
    // tamper-proof: the entry must match what the batch leaves behind
    ['"created" for a record not written', 'editor', 'deny', batch(entry({ recordId: 'nothing', action: 'created' }))],
    ['"updated" for a missing record', 'editor', 'deny', batch(entry({ recordId: 'nothing' }))],
    ['"deleted" for a record that stays', 'editor', 'deny', batch(entry({ action: 'deleted' }))],
    [
      '"created" for a record deleted in the batch',
      'editor',
      'deny',
      batch(bDelete('faqs/what'), entry({ action: 'created' })),
    ],
    [
      '"deleted" naming another collection',
      'editor',
      'deny',
      batch(bDelete('faqs/what'), entry({ action: 'deleted', collection: 'team' })),
    ],
    // shape
    ['entry by someone else', 'editor', 'deny', batch(bUpdate('faqs/what', { order: 2 }), entry({ byUid: UID.admin }))],
    ['entry with a client time', 'editor', 'deny', batch(bUpdate('faqs/what', { order: 2 }), entry({ at: TS }))],
    [
      'entry with an unknown action',
      'editor',
      'deny',
      batch(bUpdate('faqs/what', { order: 2 }), entry({ action: 'edited' })),
    ],
    [
      'entry about roles',
      'admin',
      'deny',
      batch(bAudit(audit(UID.admin, { collection: 'roles', recordId: UID.editor }))),
    ],
    [
      'entry about an unknown collection',
      'admin',
      'deny',
      batch(bAudit(audit(UID.admin, { collection: 'unknown', recordId: 'thing' }))),
    ],
    ['entry with an extra key', 'editor', 'deny', batch(bUpdate('faqs/what', { order: 2 }), entry({ diff: {} }))],
    [
      'entry without a title',
      'editor',
      'deny',
      batch(bUpdate('faqs/what', { order: 2 }), bAudit(without(audit(UID.editor), 'title'))),
    ],
    ['entry with an empty title', 'editor', 'allow', batch(bUpdate('faqs/what', { order: 2 }), entry({ title: '' }))],
    [
      'entry with a 200-char title',
      'editor',
      'allow',
      batch(bUpdate('faqs/what', { order: 2 }), entry({ title: chars(200) })),
    ],
    [
      'entry with a 201-char title',
      'editor',
      'deny',
      batch(bUpdate('faqs/what', { order: 2 }), entry({ title: chars(201) })),
    ],
    [
      "entry signed with a name not the profile's (issue 20)",
      'editor',
      'deny',
      batch(bUpdate('faqs/what', { order: 2 }), entry({ byName: 'Ada Admin' })),
    ],
    [
      'entry with a 121-char byName',
      'editor',
      'deny',
      batch(bUpdate('faqs/what', { order: 2 }), entry({ byName: chars(121) })),
    ],
    ['entry with an empty byName', 'editor', 'deny', batch(bUpdate('faqs/what', { order: 2 }), entry({ byName: '' }))],
    [
      'entry with a 60-char entity',
      'editor',
      'allow',
      batch(bUpdate('faqs/what', { order: 2 }), entry({ entity: chars(60) })),
    ],
    [
      'entry with a 61-char entity',
      'editor',
      'deny',
      batch(bUpdate('faqs/what', { order: 2 }), entry({ entity: chars(61) })),
    ],
    ['entry with an empty entity', 'editor', 'deny', batch(bUpdate('faqs/what', { order: 2 }), entry({ entity: '' }))],
    [
      'entry with a 128-char recordId',
      'editor',
      'allow',
      batch(newFaq(chars(128)), entry({ recordId: chars(128), action: 'created' })),
    ],
    [
      'entry with a 129-char recordId',
      'editor',
      'deny',
      batch(newFaq(chars(129)), entry({ recordId: chars(129), action: 'created' })),
    ],
    [
      'entry with a recordId path',
      'editor',
      'deny',
      batch(entry({ collection: 'community_posts', recordId: 'visible/replies/shown' })),
    ],
    // who
    [
      'an otherwise valid entry',
      'member',
      'deny',
      batch(bAudit(audit(UID.member, { collection: 'users', recordId: UID.member }))),
    ],
    ['an otherwise valid entry', 'bogus', 'deny', batch(bAudit(audit(UID.bogus)))],
    ['an otherwise valid entry', 'visitor', 'deny', batch(bAudit(audit('')))],
    // append-only
    ['update an entry', 'admin', 'deny', update('audit_log/seeded', { title: 'Rewritten' })],
    ['overwrite an entry', 'admin', 'deny', set('audit_log/seeded', audit(UID.admin))],
    ['delete an entry', 'admin', 'deny', remove('audit_log/seeded')],
    ['delete an entry', 'editor', 'deny', remove('audit_log/seeded')],
  ]);
});

describe('social_links', () => {
  // The id is the network in lower case (one link per network).
  const create = (over: DocumentData = {}) => {
    const data = socialLink(over);
    return set(`social_links/${String(data.network).toLowerCase()}`, data);
  };
  matrix([
    ['get a link', 'visitor', 'allow', get('social_links/linkedin')],
    ['list enabled links', 'visitor', 'allow', list('social_links', where('enabled', '==', true))],
    ['list enabled links', 'member', 'allow', list('social_links', where('enabled', '==', true))],
    ['list every link', 'visitor', 'deny', list('social_links', orderBy('order', 'asc'))],
    ['list every link', 'admin', 'allow', list('social_links', orderBy('order', 'asc'))],
    ['create link', 'admin', 'allow', create()],
    ...['LinkedIn', 'X', 'YouTube', 'GitHub', 'Facebook', 'Instagram'].map((network): Case => [
      'create link for a network',
      'admin',
      'allow',
      create({ network }),
    ]),
    [
      'create link at the limits',
      'admin',
      'allow',
      create({ url: `https://e.co/${chars(2048 - 13)}`, enabled: false, order: 9999 }),
    ],
    ['create link', 'editor', 'deny', create()],
    ['create link', 'member', 'deny', create()],
    ['create link', 'visitor', 'deny', create()],
    ['create link for an unknown network', 'admin', 'deny', create({ network: 'Myspace' })],
    ['create link with an http url', 'admin', 'deny', create({ url: 'http://e.co/x' })],
    ['create link with a site path', 'admin', 'deny', create({ url: '/about' })],
    ['create link with a space in the url', 'admin', 'deny', create({ url: 'https://e.co/a b' })],
    ['create link with a 2049-char url', 'admin', 'deny', create({ url: `https://e.co/${chars(2049 - 13)}` })],
    ['create link with enabled as a string', 'admin', 'deny', create({ enabled: 'yes' })],
    ['create link with order 10000', 'admin', 'deny', create({ order: 10000 })],
    ['create link with order -1', 'admin', 'deny', create({ order: -1 })],
    ['create link with a fractional order', 'admin', 'deny', create({ order: 1.5 })],
    ['create link with an extra key', 'admin', 'deny', create({ label: 'Follow us' })],
    ['create link without enabled', 'admin', 'deny', set('social_links/linkedin', without(socialLink(), 'enabled'))],
    ['create link with a random id', 'admin', 'deny', add('social_links', socialLink())],
    ['disable a link', 'admin', 'allow', update('social_links/linkedin', { enabled: false })],
    ['disable a link', 'editor', 'deny', update('social_links/linkedin', { enabled: false })],
    ['update a link to http', 'admin', 'deny', update('social_links/linkedin', { url: 'http://e.co' })],
    ['delete a link', 'admin', 'allow', remove('social_links/linkedin')],
    ['delete a link', 'editor', 'deny', remove('social_links/linkedin')],
    ['delete a link', 'visitor', 'deny', remove('social_links/linkedin')],
  ]);
});

describe('media', () => {
  const create = (uploadedBy: string, over: DocumentData = {}) => add('media', media(uploadedBy, over));
  matrix([
    ['get a file', 'editor', 'allow', get('media/m1')],
    ['list files', 'editor', 'allow', list('media', orderBy('createdAt', 'desc'))],
    ['list files', 'admin', 'allow', list('media')],
    ['get a file', 'member', 'deny', get('media/m1')],
    ['list files', 'member', 'deny', list('media')],
    ['list files', 'visitor', 'deny', list('media')],
    ['record own upload', 'editor', 'allow', create(UID.editor)],
    ['record own upload with its size in pixels', 'admin', 'allow', create(UID.admin, { width: 1200, height: 800 })],
    [
      'record own upload at the limits',
      'editor',
      'allow',
      create(UID.editor, {
        name: chars(200),
        path: `media/${chars(169, 'a')}-k3x9q2k3x9q2k3x9q2ab.jpg`,
        url: `https://e.co/${chars(2048 - 13)}`,
        contentType: 'application/pdf',
        size: MAX_UPLOAD - 1,
      }),
    ],
    ['record an empty file', 'editor', 'allow', create(UID.editor, { size: 0 })],
    ['record own upload', 'member', 'deny', create(UID.member)],
    ['record own upload', 'bogus', 'deny', create(UID.bogus)],
    ["record someone else's upload", 'editor', 'deny', create(UID.admin)],
    ['record an upload with a client time', 'editor', 'deny', create(UID.editor, { createdAt: TS })],
    ['record an upload of 20 MB', 'editor', 'deny', create(UID.editor, { size: MAX_UPLOAD })],
    ['record a negative size', 'editor', 'deny', create(UID.editor, { size: -1 })],
    ['record a fractional size', 'editor', 'deny', create(UID.editor, { size: 1.5 })],
    ['record an empty name', 'editor', 'deny', create(UID.editor, { name: '' })],
    ['record a 201-char name', 'editor', 'deny', create(UID.editor, { name: chars(201) })],
    ['record a 501-char path', 'editor', 'deny', create(UID.editor, { path: chars(501) })],
    ['record an empty path', 'editor', 'deny', create(UID.editor, { path: '' })],
    ['record a 2049-char url', 'editor', 'deny', create(UID.editor, { url: chars(2049) })],
    ['record an empty content type', 'editor', 'deny', create(UID.editor, { contentType: '' })],
    ['record a 101-char content type', 'editor', 'deny', create(UID.editor, { contentType: chars(101) })],
    ['record a width as a string', 'editor', 'deny', create(UID.editor, { width: '1200' })],
    ['record a fractional height', 'editor', 'deny', create(UID.editor, { height: 0.5 })],
    ['record an extra key', 'editor', 'deny', create(UID.editor, { alt: 'Tower' })],
    ['record without uploadedBy', 'editor', 'deny', add('media', without(media(UID.editor), 'uploadedBy'))],
    ['rename a file', 'editor', 'deny', update('media/m1', { name: 'renamed.jpg' })],
    ['rename a file', 'admin', 'deny', update('media/m1', { name: 'renamed.jpg' })],
    ['delete a file', 'editor', 'allow', remove('media/m1')],
    ['delete a file', 'member', 'deny', remove('media/m1')],
    ['delete a file', 'visitor', 'deny', remove('media/m1')],
  ]);
});

describe('users', () => {
  const own = `users/${UID.member}`;
  const fresh = `users/${UID.fresh}`;
  matrix([
    ['get own profile', 'member', 'allow', get(own)],
    ["get someone else's profile", 'other', 'deny', get(own)],
    ['get a profile', 'editor', 'deny', get(own)],
    ['get a profile', 'visitor', 'deny', get(own)],
    ['get a profile', 'admin', 'allow', get(own)],
    ['list profiles', 'admin', 'allow', list('users', orderBy('createdAt', 'desc'))],
    ['list profiles', 'editor', 'deny', list('users')],
    ['list profiles', 'member', 'deny', list('users')],
    ['list profiles', 'visitor', 'deny', list('users')],
    // create: own document, the token's email, the server's time
    // (the editor's profile is seeded: audit entries are signed with it; its token carries no email)
    [
      'rewrite own profile',
      'editor',
      'allow',
      setProfile(`users/${UID.editor}`, profile('', { displayName: 'Eddie Editor', createdAt: TS })),
    ],
    ['create own profile', 'noEmail', 'allow', setProfile(`users/${UID.noEmail}`, profile('', { displayName: '' }))],
    [
      'create own profile claiming an email the token lacks',
      'noEmail',
      'deny',
      setProfile(`users/${UID.noEmail}`, profile('nemo@example.com')),
    ],
    ['recreate own profile', 'member', 'deny', setProfile(own, profile(EMAIL.member))],
    ["create someone else's profile", 'other', 'deny', setProfile(`users/${UID.editor}`, profile(EMAIL.other))],
    ['create a profile', 'visitor', 'deny', setProfile(`users/${UID.noEmail}`, profile(''))],
    ['create a profile for someone', 'admin', 'deny', setProfile(`users/${UID.noEmail}`, profile(''))],
    // a signed-in account whose token carries an email, without a profile yet
    ['create own profile', 'fresh', 'allow', setProfile(fresh, profile(EMAIL.fresh, { displayName: 'Fran' }))],
    [
      'create own profile with an 80-char name',
      'fresh',
      'allow',
      setProfile(fresh, profile(EMAIL.fresh, { displayName: chars(80) })),
    ],
    [
      'create own profile with an 81-char name',
      'fresh',
      'deny',
      setProfile(fresh, profile(EMAIL.fresh, { displayName: chars(81) })),
    ],
    // one member, one name (issue 29): Alice's name, in any case, is hers
    [
      "create own profile under another member's name",
      'fresh',
      'deny',
      setProfile(fresh, profile(EMAIL.fresh, { displayName: 'ALICE' })),
    ],
    ["create own profile with another's email", 'fresh', 'deny', setProfile(fresh, profile(EMAIL.other))],
    ['create own profile without an email', 'fresh', 'deny', setProfile(fresh, profile(''))],
    // createdAt is the account's creation time (what src/features/auth/listen.ts writes, merged)
    [
      "create own profile dated at the account's creation",
      'fresh',
      'allow',
      (db) => profileWrite(db, fresh, profile(EMAIL.fresh, { displayName: 'Fran', createdAt: TS }), 'merge'),
    ],
    [
      'create own profile dated in the future',
      'fresh',
      'deny',
      setProfile(
        fresh,
        profile(EMAIL.fresh, { displayName: 'Fran', createdAt: Timestamp.fromMillis(Date.now() + 86_400_000) }),
      ),
    ],
    [
      'create own profile with a date as a string',
      'fresh',
      'deny',
      setProfile(fresh, profile(EMAIL.fresh, { displayName: 'Fran', createdAt: '2025' })),
    ],
    [
      'create own profile with a role',
      'fresh',
      'deny',
      setProfile(fresh, profile(EMAIL.fresh, { displayName: 'Fran', role: 'admin' })),
    ],
    [
      'create own profile without createdAt',
      'fresh',
      'deny',
      setProfile(fresh, without(profile(EMAIL.fresh, { displayName: 'Fran' }), 'createdAt')),
    ],
    // update: name and email, never the creation time
    ['rename own profile', 'member', 'allow', updateProfile(own, { displayName: 'Priya R.' })],
    [
      'rewrite own profile keeping createdAt',
      'member',
      'allow',
      setProfile(own, { ...profile(EMAIL.member), createdAt: TS }),
    ],
    [
      'merge own profile with the same creation time',
      'member',
      'allow',
      (db) => profileWrite(db, own, profile(EMAIL.member, { displayName: 'Priya', createdAt: TS }), 'merge'),
    ],
    [
      'merge own profile with another creation time',
      'member',
      'deny',
      (db) => profileWrite(db, own, profile(EMAIL.member, { createdAt: Timestamp.fromMillis(0) }), 'merge'),
    ],
    ['reset own createdAt', 'member', 'deny', updateProfile(own, { createdAt: serverTimestamp() })],
    ["set own email to another's", 'member', 'deny', updateProfile(own, { email: EMAIL.other })],
    ['add a role to own profile', 'member', 'deny', updateProfile(own, { role: 'admin' })],
    ["rename someone else's profile", 'other', 'deny', updateProfile(own, { displayName: 'Hijacked' })],
    ["rename someone's profile", 'admin', 'deny', updateProfile(own, { displayName: 'Renamed' })],
    ['delete own profile', 'member', 'deny', remove(own)],
    ['delete a profile', 'admin', 'deny', remove(own)],
  ]);
});

describe('replies across posts (collection group)', () => {
  const replies = (db: Firestore) => getDocsFromServer(collectionGroup(db, 'replies'));
  const count = (db: Firestore) => getCountFromServer(collectionGroup(db, 'replies'));
  const visibleReplies = (db: Firestore) => getDocsFromServer(query(collectionGroup(db, 'replies'), ...shown));
  matrix([
    ['list every reply', 'editor', 'allow', replies],
    ['list every reply', 'admin', 'allow', replies],
    ['count every reply', 'editor', 'allow', count],
    ['list every reply', 'member', 'deny', replies],
    ['list every reply', 'bogus', 'deny', replies],
    ['count every reply', 'visitor', 'deny', count],
    ['list visible replies across posts', 'visitor', 'deny', visibleReplies],
  ]);
  it('staff count every reply, hidden and deleted ones included', async () => {
    const snap = await expectAllowed(count(dbs.editor));
    expect(snap.data().count).toBe(4);
  });
});

describe('unknown roles and paths fail closed', () => {
  matrix([
    ['get a draft post with an unknown role', 'bogus', 'deny', get('blog_posts/draft')],
    ['create toggle with an unknown role', 'bogus', 'deny', set('feature_toggles/jobs', toggle('jobs'))],
    ['create resource with an unknown role', 'bogus', 'deny', add('resources', resource())],
    ['get an unknown collection', 'visitor', 'deny', get('unknown/thing')],
    ['get an unknown collection', 'admin', 'deny', get('unknown/thing')],
    ['write an unknown collection', 'admin', 'deny', set('unknown/other', { a: 1 })],
  ]);
});

describe('list queries return only what they are allowed to', () => {
  it('a visitor sees only the published blog post', async () => {
    const snap = await expectAllowed(getDocsFromServer(query(collection(dbs.visitor, 'blog_posts'), ...published)));
    expect(snap.docs.map((d) => d.id)).toEqual(['published']);
  });
  it('a visitor sees only the visible community post', async () => {
    const snap = await expectAllowed(getDocsFromServer(query(collection(dbs.visitor, 'community_posts'), ...shown)));
    expect(snap.docs.map((d) => d.id)).toEqual(['visible']);
  });
  it("a visitor's replies query (the app's) returns only the visible reply", async () => {
    const snap = await expectAllowed(
      getDocsFromServer(
        query(collection(dbs.visitor, 'community_posts/visible/replies'), ...shown, orderBy('createdAt', 'asc')),
      ),
    );
    expect(snap.docs.map((d) => d.id)).toEqual(['shown']);
  });
  it('staff list every reply, hidden and deleted ones included', async () => {
    const snap = await expectAllowed(getDocsFromServer(collection(dbs.editor, 'community_posts/visible/replies')));
    expect(snap.docs.map((d) => d.id).sort()).toEqual(['deleted', 'hidden', 'shown']);
  });
  it('a reply batch leaves replyCount one higher', async () => {
    await expectAllowed(reply('visible', newReply(UID.other))(dbs.other));
    const post = await getDocFromServer(doc(owner, 'community_posts/visible'));
    expect(post.get('replyCount')).toBe(2);
  });
});
