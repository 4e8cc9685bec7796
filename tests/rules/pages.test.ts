// Rules for published page content and its revision history (pages/{pageId},
// pages/{pageId}/revisions/{revId}), against the Firestore emulator. A publish is one batch: the
// page and a revision. Every "deny" for a malformed write has a matching "allow" for the same actor.
import { PAGE_IDS } from '@/features/page-content/types';
import { MAX_SECTIONS } from '@/features/page-content/schema';
import {
  collection,
  deleteDoc,
  doc,
  getDocFromServer,
  getDocsFromServer,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
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
import { STAFF_NAMES, TS, staffProfiles } from './fixtures';

type Actor = 'visitor' | 'member' | 'editor' | 'admin' | 'bogus';
const UID = { member: 'alice', editor: 'eddie', admin: 'ada', bogus: 'mallory' } as const;

let owner: Firestore;
let dbs: Record<Actor, Firestore>;

const SECTIONS = { hero: { title: 'Welcome', subtitle: 'AI for structures' }, stats: { stats: [] } };
/** The public page as `_publisher` publishes it: no uid on it (issue 9: a public page naming a
 *  staff uid); the revision names the publisher, for staff. */
const page = (_publisher: string, over: DocumentData = {}) => ({
  sections: SECTIONS,
  lastUpdated: '2025-01-15',
  publishedAt: serverTimestamp(),
  ...over,
});
const revision = (publishedBy: string, over: DocumentData = {}) => ({
  ...page(publishedBy),
  publishedBy,
  publishedByName: STAFF_NAMES[publishedBy] ?? publishedBy,
  ...over,
});

const sections = (n: number) => Object.fromEntries([...Array(n)].map((_, i) => [`s${i}`, {}]));

type Op = (db: Firestore) => Promise<unknown>;
type Case = [title: string, actor: Actor, expected: 'allow' | 'deny', op: Op];

/** What the editor's Publish does: the page and a new revision in one batch. */
const publish =
  (pageId: string, pageData: DocumentData | null, revisionData: DocumentData | null): Op =>
  (db) => {
    const b = writeBatch(db);
    // The page names its revision (issue 20: no publish without it).
    const ref = doc(collection(db, 'pages', pageId, 'revisions'));
    // (basedOn: the published revision the editor started from, issue 22; the seeded page names none)
    if (pageData) b.set(doc(db, 'pages', pageId), { revisionId: ref.id, basedOn: '', ...pageData });
    if (revisionData) b.set(ref, revisionData);
    return b.commit();
  };
/** A well-formed publish by `uid`, with overrides for the page or the revision. */
const publishAs = (uid: string, pageId = 'about', pageOver: DocumentData = {}, revOver: DocumentData = {}) =>
  publish(pageId, page(uid, pageOver), revision(uid, revOver));

const get =
  (path: string): Op =>
  (db) =>
    getDocFromServer(doc(db, path));
const list =
  (path: string): Op =>
  (db) =>
    getDocsFromServer(collection(db, path));
const set =
  (path: string, data: DocumentData): Op =>
  (db) =>
    setDoc(doc(db, path), data);
const update =
  (path: string, data: DocumentData): Op =>
  (db) =>
    updateDoc(doc(db, path), data);
const remove =
  (path: string): Op =>
  (db) =>
    deleteDoc(doc(db, path));

function matrix(cases: Case[]): void {
  it.each<Case>(cases)('%s: %s → %s', async (_title, actor, expected, op) => {
    const result = op(dbs[actor]);
    if (expected === 'allow') await expectAllowed(result);
    else await expectDenied(result);
  });
}

beforeAll(() => {
  owner = ownerClient();
  dbs = {
    visitor: client(null),
    member: client(UID.member),
    editor: client(UID.editor),
    admin: client(UID.admin),
    bogus: client(UID.bogus),
  };
});

beforeEach(async () => {
  await clearFirestore();
  const b = writeBatch(owner);
  b.set(doc(owner, `roles/${UID.editor}`), { role: 'editor' });
  b.set(doc(owner, `roles/${UID.admin}`), { role: 'admin' });
  b.set(doc(owner, `roles/${UID.bogus}`), { role: 'superuser' });
  for (const [path, data] of staffProfiles([UID.editor, UID.admin])) b.set(doc(owner, path), data);
  b.set(doc(owner, 'pages/home'), { ...page(UID.editor), publishedAt: TS });
  b.set(doc(owner, 'pages/home/revisions/r1'), { ...revision(UID.editor), publishedAt: TS });
  await b.commit();
});

afterAll(async () => {
  await closeClients();
});

describe('pages/{pageId}', () => {
  matrix([
    ['get page', 'visitor', 'allow', get('pages/home')],
    ['get page', 'member', 'allow', get('pages/home')],
    ['list pages', 'visitor', 'allow', list('pages')],
    ['publish (page + revision)', 'editor', 'allow', publishAs(UID.editor)],
    ['publish (page + revision)', 'admin', 'allow', publishAs(UID.admin, 'home')],
    ['publish (page + revision)', 'member', 'deny', publishAs(UID.member)],
    ['publish (page + revision) with an unknown role', 'bogus', 'deny', publishAs(UID.bogus)],
    ['publish (page + revision)', 'visitor', 'deny', publishAs('anonymous')],
    [
      'publish the page alone (issue 20: its revision is required)',
      'editor',
      'deny',
      set('pages/about', page(UID.editor)),
    ],
    [
      'publish the page naming a revision the batch does not write',
      'editor',
      'deny',
      set('pages/about', page(UID.editor, { revisionId: 'r1' })),
    ],
    ['publish the page alone', 'member', 'deny', set('pages/about', page(UID.member))],
    ['publish an unknown page id', 'editor', 'deny', publishAs(UID.editor, 'blog')],
    ['publish the page alone, unknown page id', 'editor', 'deny', set('pages/landing', page(UID.editor))],
    ['publish a malformed page id', 'editor', 'deny', set('pages/About Us', page(UID.editor))],
    [
      "publish naming the publisher's uid on the public page",
      'editor',
      'deny',
      set('pages/about', page(UID.editor, { publishedBy: UID.editor })),
    ],
    ['publish back-dated', 'editor', 'deny', set('pages/about', page(UID.editor, { publishedAt: TS }))],
    ['publish sections as a string', 'editor', 'deny', set('pages/about', page(UID.editor, { sections: 'x' }))],
    ['publish sections as a list', 'editor', 'deny', set('pages/about', page(UID.editor, { sections: [SECTIONS] }))],
    [
      `publish ${MAX_SECTIONS} sections`,
      'editor',
      'allow',
      publishAs(UID.editor, 'about', { sections: sections(MAX_SECTIONS) }, { sections: sections(MAX_SECTIONS) }),
    ],
    [
      `publish ${MAX_SECTIONS + 1} sections`,
      'editor',
      'deny',
      publishAs(
        UID.editor,
        'about',
        { sections: sections(MAX_SECTIONS + 1) },
        { sections: sections(MAX_SECTIONS + 1) },
      ),
    ],
    ['publish lastUpdated as a number', 'editor', 'deny', set('pages/about', page(UID.editor, { lastUpdated: 2025 }))],
    ['publish with an extra key', 'editor', 'deny', set('pages/about', page(UID.editor, { draft: true }))],
    ['delete page', 'editor', 'allow', remove('pages/home')],
    ['delete page', 'member', 'deny', remove('pages/home')],
    ['delete page', 'visitor', 'deny', remove('pages/home')],
  ]);

  it('a published page shows visitors no staff uid; its revision names the publisher for staff', async () => {
    await expectAllowed(publishAs(UID.editor, 'about')(dbs.editor));
    const shown = await expectAllowed(getDocFromServer(doc(dbs.visitor, 'pages/about')));
    expect(Object.keys(shown.data() ?? {}).sort()).toEqual([
      'basedOn',
      'lastUpdated',
      'publishedAt',
      'revisionId',
      'sections',
    ]);
    expect(JSON.stringify(shown.data())).not.toContain(UID.editor);
    const history = await expectAllowed(getDocsFromServer(collection(dbs.editor, 'pages/about/revisions')));
    expect(history.docs.map((r) => r.get('publishedBy'))).toEqual([UID.editor]);
  });

  it.each(PAGE_IDS)('every known page id can be published: %s', async (pageId) => {
    await expectAllowed(publishAs(UID.editor, pageId)(dbs.editor));
  });
});

describe('pages/{pageId}/revisions/{revId}', () => {
  const revs = 'pages/home/revisions';
  matrix([
    ['list revisions', 'editor', 'allow', list(revs)],
    ['get revision', 'admin', 'allow', get(`${revs}/r1`)],
    ['list revisions', 'member', 'deny', list(revs)],
    ['get revision', 'member', 'deny', get(`${revs}/r1`)],
    ['list revisions', 'visitor', 'deny', list(revs)],
    ['list revisions with an unknown role', 'bogus', 'deny', list(revs)],
    ['a revision without its page write', 'editor', 'deny', publish('about', null, revision(UID.editor))],
    [
      'a revision with a spoofed publishedBy',
      'editor',
      'deny',
      publishAs(UID.editor, 'about', {}, { publishedBy: UID.admin }),
    ],
    [
      'a revision whose sections differ from the page',
      'editor',
      'deny',
      publishAs(UID.editor, 'about', {}, { sections: {} }),
    ],
    ['a back-dated revision', 'editor', 'deny', publishAs(UID.editor, 'about', {}, { publishedAt: TS })],
    [
      "a revision signed with another name than the publisher's profile (issue 20)",
      'editor',
      'deny',
      publishAs(UID.editor, 'about', {}, { publishedByName: 'Ada Admin' }),
    ],
    [
      'a revision with a 121-character name',
      'editor',
      'deny',
      publishAs(UID.editor, 'about', {}, { publishedByName: chars(121) }),
    ],
    ['a revision with an empty name', 'editor', 'deny', publishAs(UID.editor, 'about', {}, { publishedByName: '' })],
    ['a revision with an extra key', 'editor', 'deny', publishAs(UID.editor, 'about', {}, { note: 'hi' })],
    [
      'a revision without publishedByName',
      'editor',
      'deny',
      publish('about', page(UID.editor), without(revision(UID.editor), 'publishedByName')),
    ],
    [
      'a revision with sections as a string (page too)',
      'editor',
      'deny',
      publishAs(UID.editor, 'about', { sections: 'x' }, { sections: 'x' }),
    ],
    ['update a revision', 'editor', 'deny', update(`${revs}/r1`, { publishedByName: 'Someone else' })],
    ['update a revision', 'admin', 'deny', update(`${revs}/r1`, { publishedByName: 'Someone else' })],
    ['delete a revision', 'editor', 'deny', remove(`${revs}/r1`)],
    ['delete a revision', 'member', 'deny', remove(`${revs}/r1`)],
    ['delete a revision', 'admin', 'allow', remove(`${revs}/r1`)],
  ]);
});
