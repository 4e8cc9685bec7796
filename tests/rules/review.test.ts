// Issue 22, parts 2 and 4 against the emulator: the contributor role (their own unpublished posts
// and case studies, submitted for review, never published by them) and presence documents (staff
// only, each their own, shape and time checked). Writes are batches as src/lib/entity/entity-api.ts
// makes them (record, slug claim, schedule, revision, audit entry); every deny has an allow for the
// same actor beside it.
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDocFromServer,
  getDocsFromServer,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { auditPair, blogPost, caseStudy, slugClaim, staffProfiles, STAFF_NAMES, TS as PAST } from './fixtures';
import { clearFirestore, client, closeClients, expectAllowed, expectDenied, ownerClient } from './helpers';

const UID = { editor: 'eddie', admin: 'ada', cora: 'cora', carl: 'carl', member: 'alice' } as const;
STAFF_NAMES.cora = 'Cora Contributor';
STAFF_NAMES.carl = 'Carl Contributor';

let owner: Firestore;
let editor: Firestore;
let cora: Firestore;
let carl: Firestore;
let member: Firestore;

beforeAll(() => {
  owner = ownerClient();
  editor = client(UID.editor);
  cora = client(UID.cora);
  carl = client(UID.carl);
  member = client(UID.member, { email: 'alice@example.com', email_verified: true });
});

const draft = (over: DocumentData = {}) =>
  blogPost({ slug: 'mine', published: false, publishedAt: null, ownerUid: UID.cora, ...over });

beforeEach(async () => {
  await clearFirestore();
  const b = writeBatch(owner);
  const put = (path: string, data: DocumentData) => b.set(doc(owner, path), data);
  put(`roles/${UID.editor}`, { role: 'editor' });
  put(`roles/${UID.admin}`, { role: 'admin' });
  put(`roles/${UID.cora}`, { role: 'contributor' });
  put(`roles/${UID.carl}`, { role: 'contributor' });
  for (const [path, data] of staffProfiles([UID.editor, UID.admin, UID.cora, UID.carl])) put(path, data);
  put(`users/${UID.member}`, { displayName: 'Alice', email: 'alice@example.com', createdAt: PAST });
  // Cora's draft, Cora's submitted post, Carl's draft, an editor's draft, a published post of Cora's.
  put('blog_posts/mine', { ...draft(), rev: 1 });
  put(...slugClaim('blog_posts', 'mine', 'mine'));
  put('blog_posts/waiting', { ...draft({ slug: 'waiting', review: 'in_review' }), rev: 1 });
  put(...slugClaim('blog_posts', 'waiting', 'waiting'));
  put('blog_posts/sentback', {
    ...draft({ slug: 'sentback', review: 'changes_requested', reviewNote: 'Cite the survey.' }),
    rev: 1,
  });
  put(...slugClaim('blog_posts', 'sentback', 'sentback'));
  put('blog_posts/carls', { ...draft({ slug: 'carls', ownerUid: UID.carl }), rev: 1 });
  put(...slugClaim('blog_posts', 'carls', 'carls'));
  put('blog_posts/staff', { ...blogPost({ slug: 'staff', published: false, publishedAt: null }), rev: 1 });
  put(...slugClaim('blog_posts', 'staff', 'staff'));
  put('blog_posts/live', { ...draft({ slug: 'live', published: true, publishedAt: PAST }), rev: 1 });
  put(...slugClaim('blog_posts', 'live', 'live'));
  put('blog_posts/mine/revisions/r0', {
    values: {},
    savedAt: PAST,
    savedBy: UID.cora,
    savedByName: 'Cora Contributor',
  });
  put('blog_posts/carls/revisions/r0', {
    values: {},
    savedAt: PAST,
    savedBy: UID.carl,
    savedByName: 'Carl Contributor',
  });
  await b.commit();
}, 60_000);

afterAll(closeClients);

let n = 0;
/**
 * A save as the back office writes it, by `uid` on `db`: the record (created or updated to `data`,
 * with the next `rev`, a revision id and the server's time), its slug claim, the schedule cleared
 * (or set, when published), its revision and its audit entry.
 */
function save(
  db: Firestore,
  uid: string,
  path: string,
  data: DocumentData,
  how: 'create' | 'update',
  rev = how === 'create' ? 1 : 2,
) {
  const [collectionName, id] = path.split('/') as [string, string];
  const revisionId = `rev${++n}`;
  const b = writeBatch(db);
  const record = { ...data, rev, revisionId, updatedAt: serverTimestamp() };
  if (how === 'create') b.set(doc(db, path), record);
  else b.update(doc(db, path), record);
  const slug = typeof data.slug === 'string' ? data.slug : id;
  b.set(doc(db, `slugs/${collectionName}__${slug}`), { collection: collectionName, recordId: id });
  const schedule = doc(db, `schedule/${collectionName}__${id}`);
  if (data.published === true) b.set(schedule, { collection: collectionName, publishAt: data.publishedAt });
  else b.delete(schedule);
  b.set(doc(db, `${path}/revisions/${revisionId}`), {
    values: typeof data.title === 'string' ? { title: data.title } : {},
    savedAt: serverTimestamp(),
    savedBy: uid,
    savedByName: STAFF_NAMES[uid] ?? uid,
  });
  for (const [p, d] of auditPair({
    entity: collectionName,
    collection: collectionName,
    recordId: id,
    title: String(data.title ?? 'Title'),
    action: how === 'create' ? 'created' : 'updated',
    byUid: uid,
    byName: STAFF_NAMES[uid] ?? uid,
    at: serverTimestamp(),
  }))
    b.set(doc(db, p), d);
  return b.commit();
}

const createAs = (db: Firestore, uid: string, id: string, data: DocumentData) =>
  save(db, uid, `blog_posts/${id}`, { ...data, slug: id, createdAt: serverTimestamp() }, 'create');

describe('a contributor creates their own drafts, never published', () => {
  it('a draft of their own, and one submitted for review, are accepted', async () => {
    await expectAllowed(createAs(cora, UID.cora, 'new1', draft({ title: 'New one' })));
    await expectAllowed(createAs(cora, UID.cora, 'new2', draft({ review: 'in_review' })));
  });
  it('a case study of their own is accepted too', async () => {
    await expectAllowed(
      save(
        cora,
        UID.cora,
        'case_studies/cs1',
        caseStudy({
          slug: 'cs1',
          published: false,
          publishedAt: null,
          ownerUid: UID.cora,
          createdAt: serverTimestamp(),
        }),
        'create',
      ),
    );
  });
  it('published, or scheduled, is refused', async () => {
    await expectDenied(createAs(cora, UID.cora, 'new1', draft({ published: true, publishedAt: PAST })));
    const later = Timestamp.fromMillis(Date.now() + 86_400_000);
    await expectDenied(createAs(cora, UID.cora, 'new1', draft({ published: true, publishedAt: later })));
  });
  it('owned by someone else, or by no one, is refused', async () => {
    await expectDenied(createAs(cora, UID.cora, 'new1', draft({ ownerUid: UID.carl })));
    const { ownerUid: _o, ...ownerless } = draft() as DocumentData;
    await expectDenied(createAs(cora, UID.cora, 'new1', ownerless));
  });
  it('created already sent back, or with a note, is refused', async () => {
    await expectDenied(createAs(cora, UID.cora, 'new1', draft({ review: 'changes_requested' })));
    await expectDenied(createAs(cora, UID.cora, 'new1', draft({ reviewNote: 'Looks good to me' })));
  });
  it('an unknown review state or a 1001-character note is refused, even to an editor', async () => {
    await expectDenied(createAs(editor, UID.editor, 'new1', draft({ ownerUid: UID.editor, review: 'approved' })));
    await expectDenied(
      save(
        editor,
        UID.editor,
        'blog_posts/waiting',
        { review: 'changes_requested', reviewNote: 'x'.repeat(1001) },
        'update',
      ),
    );
    await expectAllowed(
      save(
        editor,
        UID.editor,
        'blog_posts/waiting',
        { review: 'changes_requested', reviewNote: 'x'.repeat(1000) },
        'update',
      ),
    );
  });
  it('a member (no role) cannot create one', async () => {
    await expectDenied(createAs(member, UID.member, 'new1', draft({ ownerUid: UID.member })));
  });
});

describe('a contributor edits only their own unpublished work', () => {
  it('their draft: saved, and submitted for review', async () => {
    await expectAllowed(save(cora, UID.cora, 'blog_posts/mine', { title: 'Better title' }, 'update'));
    await expectAllowed(save(cora, UID.cora, 'blog_posts/mine', { review: 'in_review' }, 'update', 3));
  });
  it('publishing or scheduling it themselves is refused', async () => {
    await expectDenied(save(cora, UID.cora, 'blog_posts/mine', { published: true, publishedAt: PAST }, 'update'));
  });
  it('setting its unpublish date is refused (it goes with the publish date, which is the editors’)', async () => {
    const later = Timestamp.fromMillis(Date.now() + 86_400_000);
    await expectDenied(save(cora, UID.cora, 'blog_posts/mine', { unpublishAt: later }, 'update'));
    await expectAllowed(save(cora, UID.cora, 'blog_posts/mine', { unpublishAt: null }, 'update'));
  });
  it("another contributor's draft, or an editor's, is refused", async () => {
    await expectDenied(save(cora, UID.cora, 'blog_posts/carls', { title: 'Mine now' }, 'update'));
    await expectDenied(save(cora, UID.cora, 'blog_posts/staff', { title: 'Mine now' }, 'update'));
    await expectAllowed(save(carl, UID.carl, 'blog_posts/carls', { title: 'Carl edits his own' }, 'update'));
  });
  it('their published post is refused', async () => {
    await expectDenied(save(cora, UID.cora, 'blog_posts/live', { published: false, publishedAt: null }, 'update'));
  });
  it('giving it to someone else is refused', async () => {
    await expectDenied(save(cora, UID.cora, 'blog_posts/mine', { ownerUid: UID.carl }, 'update'));
  });
  it('sent back: kept as sent back, the note cleared on submitting again; never their own note', async () => {
    await expectAllowed(save(cora, UID.cora, 'blog_posts/sentback', { title: 'Fixed' }, 'update'));
    await expectDenied(save(cora, UID.cora, 'blog_posts/sentback', { reviewNote: 'Fine as it is' }, 'update', 3));
    await expectAllowed(
      save(cora, UID.cora, 'blog_posts/sentback', { review: 'in_review', reviewNote: deleteField() }, 'update', 3),
    );
  });
  it('sending their own work back (or approving it) is refused', async () => {
    await expectDenied(save(cora, UID.cora, 'blog_posts/waiting', { review: 'changes_requested' }, 'update'));
  });
  it('deleting it is refused (editors delete)', async () => {
    await expectDenied(deleteDoc(doc(cora, 'blog_posts/mine')));
  });
});

describe('a contributor reads only their own work', () => {
  it('their draft and its revisions; not another contributor’s', async () => {
    await expectAllowed(getDocFromServer(doc(cora, 'blog_posts/mine')));
    await expectAllowed(getDocsFromServer(collection(cora, 'blog_posts/mine/revisions')));
    await expectDenied(getDocFromServer(doc(cora, 'blog_posts/carls')));
    await expectDenied(getDocsFromServer(collection(cora, 'blog_posts/carls/revisions')));
    await expectDenied(getDocFromServer(doc(cora, 'blog_posts/staff')));
  });
  it('a list of their own is allowed; of everything, refused', async () => {
    const own = await expectAllowed(
      getDocsFromServer(query(collection(cora, 'blog_posts'), where('ownerUid', '==', UID.cora))),
    );
    expect(own.docs.map((d) => d.id).sort()).toEqual(['live', 'mine', 'sentback', 'waiting']);
    await expectDenied(getDocsFromServer(collection(cora, 'blog_posts')));
  });
  it('nothing else of the back office: leads, audit log, media, users', async () => {
    await expectDenied(getDocsFromServer(collection(cora, 'demo_requests')));
    await expectDenied(getDocsFromServer(collection(cora, 'audit_log')));
    await expectDenied(getDocsFromServer(collection(cora, 'media')));
    await expectDenied(getDocsFromServer(collection(cora, 'users')));
    await expectAllowed(getDocFromServer(doc(cora, `users/${UID.cora}`)));
  });
});

describe('editors decide: publish, or send back with a note', () => {
  it('an editor publishes a submitted post, clearing its review', async () => {
    await expectAllowed(
      save(
        editor,
        UID.editor,
        'blog_posts/waiting',
        { published: true, publishedAt: PAST, review: deleteField(), reviewNote: deleteField() },
        'update',
      ),
    );
    const stored = (await getDocFromServer(doc(owner, 'blog_posts/waiting'))).data();
    expect(stored?.published).toBe(true);
    expect(stored).not.toHaveProperty('review');
  });
  it('an editor sends it back with a note', async () => {
    await expectAllowed(
      save(
        editor,
        UID.editor,
        'blog_posts/waiting',
        { review: 'changes_requested', reviewNote: 'Add figures.' },
        'update',
      ),
    );
  });
  it('no one changes who owns it, not even an editor', async () => {
    await expectDenied(save(editor, UID.editor, 'blog_posts/waiting', { ownerUid: UID.editor }, 'update'));
  });
  it('an editor creates only as themselves', async () => {
    await expectDenied(createAs(editor, UID.editor, 'new1', draft({ ownerUid: UID.cora })));
    await expectAllowed(createAs(editor, UID.editor, 'new1', draft({ ownerUid: UID.editor })));
  });
});

describe('roles: admins grant the contributor role', () => {
  it('an admin makes someone a contributor; an editor cannot', async () => {
    const admin = client(UID.admin);
    await expectDenied(setDoc(doc(editor, `roles/${UID.member}`), { role: 'contributor' }));
    await expectAllowed(setDoc(doc(admin, `roles/${UID.member}`), { role: 'contributor' }));
  });
});

// ------------------------------------------------------------------------------------- presence

/** A heartbeat's expiry as the app writes it (src/lib/entity/presence.ts expiresAt). */
const IN_TEN_MINUTES = () => Timestamp.fromMillis(Date.now() + 10 * 60_000);

describe('presence: staff only, each their own document', () => {
  const key = (uid: string, recordId = 'f1', c = 'faqs') => `presence/${c}__${recordId}__${uid}`;
  const beat = (uid: string, over: DocumentData = {}) => ({
    uid,
    name: STAFF_NAMES[uid] ?? uid,
    collection: 'faqs',
    recordId: 'f1',
    at: serverTimestamp(),
    expiresAt: IN_TEN_MINUTES(),
    ...over,
  });
  it('an editor writes, refreshes and deletes their own', async () => {
    await expectAllowed(setDoc(doc(editor, key(UID.editor)), beat(UID.editor)));
    await expectAllowed(setDoc(doc(editor, key(UID.editor)), beat(UID.editor)));
    await expectAllowed(deleteDoc(doc(editor, key(UID.editor))));
  });
  it("someone else's document, uid or name is refused", async () => {
    await expectDenied(setDoc(doc(editor, key(UID.admin)), beat(UID.admin)));
    await expectDenied(setDoc(doc(editor, key(UID.editor)), beat(UID.editor, { uid: UID.admin })));
    await expectDenied(setDoc(doc(editor, key(UID.editor)), beat(UID.editor, { name: 'Ada Admin' })));
  });
  it('a key that does not name the record, or a collection outside the back office, is refused', async () => {
    await expectDenied(setDoc(doc(editor, key(UID.editor, 'f2')), beat(UID.editor)));
    await expectDenied(setDoc(doc(editor, key(UID.editor, 'f1', 'roles')), beat(UID.editor, { collection: 'roles' })));
  });
  it('a time other than the server’s, an extra key or a long id is refused', async () => {
    await expectDenied(setDoc(doc(editor, key(UID.editor)), beat(UID.editor, { at: PAST })));
    await expectDenied(setDoc(doc(editor, key(UID.editor)), beat(UID.editor, { field: 'answer' })));
    const long = 'x'.repeat(129);
    await expectDenied(setDoc(doc(editor, key(UID.editor, long)), beat(UID.editor, { recordId: long })));
  });
  it('each heartbeat carries when Firestore may delete it (TTL): a timestamp at most an hour ahead', async () => {
    const later = (minutes: number) => Timestamp.fromMillis(Date.now() + minutes * 60_000);
    await expectAllowed(setDoc(doc(editor, key(UID.editor)), beat(UID.editor, { expiresAt: later(55) })));
    await expectDenied(setDoc(doc(editor, key(UID.editor)), beat(UID.editor, { expiresAt: later(24 * 60) })));
    await expectDenied(
      setDoc(doc(editor, key(UID.editor)), beat(UID.editor, { expiresAt: later(10).toDate().toISOString() })),
    );
    const { expiresAt: _e, ...without } = beat(UID.editor);
    await expectDenied(setDoc(doc(editor, key(UID.editor)), without));
  });
  it('contributors and members neither write nor read it', async () => {
    await expectDenied(setDoc(doc(cora, key(UID.cora)), beat(UID.cora)));
    await expectDenied(setDoc(doc(member, key(UID.member)), beat(UID.member, { name: 'Alice' })));
    await setDoc(doc(owner, key(UID.admin)), { ...beat(UID.admin), at: PAST });
    await expectDenied(getDocsFromServer(query(collection(cora, 'presence'), where('collection', '==', 'faqs'))));
    await expectDenied(getDocFromServer(doc(member, key(UID.admin))));
  });
  it("staff read a collection's presence; no one deletes another's", async () => {
    await setDoc(doc(owner, key(UID.admin)), { ...beat(UID.admin), at: PAST });
    const snap = await expectAllowed(
      getDocsFromServer(query(collection(editor, 'presence'), where('collection', '==', 'faqs'))),
    );
    expect(snap.docs.map((d) => d.id)).toEqual([`faqs__f1__${UID.admin}`]);
    await expectDenied(deleteDoc(doc(editor, key(UID.admin))));
  });
});
