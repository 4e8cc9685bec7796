// Staged changes to published articles (issue 22, part 3): pending_changes/{collection}__{id}
// holds a published article's pending version. Only staff read and write it; visitors and members
// never read it; its shape and limits are checked; Publish changes writes the article (with its
// revision and audit entry) and deletes the pending version in one batch. Every deny has an allow
// for the same actor beside it.
import {
  collection,
  deleteDoc,
  doc,
  getDocFromServer,
  getDocsFromServer,
  query,
  serverTimestamp,
  setDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { articleCompanions, blogPost, caseStudy, slugClaim, STAFF_NAMES, staffProfiles, TS as PAST } from './fixtures';
import { clearFirestore, client, closeClients, expectAllowed, expectDenied, ownerClient } from './helpers';

const UID = { editor: 'eddie', admin: 'ada', member: 'alice' } as const;

let owner: Firestore;
let editor: Firestore;
let admin: Firestore;
let member: Firestore;
let visitor: Firestore;

beforeAll(() => {
  owner = ownerClient();
  editor = client(UID.editor);
  admin = client(UID.admin);
  member = client(UID.member);
  visitor = client(null);
});

/** The form's values of the stored post, as the back office stages them. */
const postValues = (over: DocumentData = {}) => ({
  slug: 'hello-world',
  title: 'Hello world, revised',
  excerpt: 'First post',
  body: '# Hello again',
  coverImage: '',
  author: 'Eddie',
  tags: ['news'],
  seoTitle: '',
  seoDescription: '',
  published: true,
  publishedAt: '2025-01-15T10:00:00.000Z',
  ...over,
});
const studyValues = (over: DocumentData = {}) => ({
  ...postValues({ slug: 'acme-tower', title: 'Acme Tower, revised' }),
  client: 'Acme',
  industry: 'Commercial',
  challenge: '',
  solution: '',
  results: [{ metric: 'Less steel', value: '14%' }],
  ...over,
});
const pending = (values: DocumentData, over: DocumentData = {}, by: string = UID.editor) => ({
  collection: 'blog_posts',
  recordId: 'a',
  values,
  baseRev: 0,
  savedAt: serverTimestamp(),
  savedBy: by,
  savedByName: STAFF_NAMES[by] ?? by,
  rev: 1,
  ...over,
});
const POST = 'pending_changes/blog_posts__a';

beforeEach(async () => {
  await clearFirestore();
  const b = writeBatch(owner);
  const put = (path: string, data: DocumentData) => b.set(doc(owner, path), data);
  put(`roles/${UID.editor}`, { role: 'editor' });
  put(`roles/${UID.admin}`, { role: 'admin' });
  for (const [path, data] of staffProfiles([UID.editor, UID.admin])) put(path, data);
  put('blog_posts/a', blogPost({ publishedAt: PAST, live: true }));
  put(...slugClaim('blog_posts', 'a', 'hello-world'));
  put('case_studies/s', caseStudy({ publishedAt: PAST, live: true }));
  put(...slugClaim('case_studies', 's', 'acme-tower'));
  await b.commit();
}, 60_000);

afterAll(closeClients);

describe('only staff read and write a pending version', () => {
  it('an editor and an admin save one; an editor reads it back', async () => {
    await expectAllowed(setDoc(doc(editor, POST), pending(postValues())));
    await expectAllowed(getDocFromServer(doc(editor, POST)));
    await expectAllowed(
      setDoc(doc(admin, 'pending_changes/case_studies__s'), {
        ...pending(studyValues(), {}, UID.admin),
        collection: 'case_studies',
        recordId: 's',
      }),
    );
  });
  it('visitors and members never read one, by get or by list', async () => {
    await setDoc(doc(owner, POST), pending(postValues(), { savedAt: PAST }));
    await expectAllowed(getDocFromServer(doc(editor, POST)));
    await expectDenied(getDocFromServer(doc(visitor, POST)));
    await expectDenied(getDocFromServer(doc(member, POST)));
    const list = (db: Firestore) =>
      getDocsFromServer(query(collection(db, 'pending_changes'), where('collection', '==', 'blog_posts')));
    expect((await expectAllowed(list(editor))).size).toBe(1);
    await expectDenied(list(visitor));
    await expectDenied(list(member));
  });
  it('visitors and members cannot write or delete one', async () => {
    await expectDenied(setDoc(doc(visitor, POST), pending(postValues(), {}, UID.member)));
    await expectDenied(setDoc(doc(member, POST), pending(postValues(), {}, UID.member)));
    await setDoc(doc(owner, POST), pending(postValues(), { savedAt: PAST }));
    await expectDenied(deleteDoc(doc(member, POST)));
    await expectDenied(deleteDoc(doc(visitor, POST)));
    await expectAllowed(deleteDoc(doc(editor, POST)));
  });
  it('the published post stays readable to visitors as it was', async () => {
    await expectAllowed(setDoc(doc(editor, POST), pending(postValues())));
    const snap = await expectAllowed(getDocFromServer(doc(visitor, 'blog_posts/a')));
    expect(snap.get('title')).toBe('Hello world');
  });
});

describe('a pending version has the shape and limits of the article', () => {
  const refused: [string, DocumentData][] = [
    ['a title over 200 characters', pending(postValues({ title: 'x'.repeat(201) }))],
    ['an empty title', pending(postValues({ title: '' }))],
    ['a javascript: cover', pending(postValues({ coverImage: 'javascript:alert(1)', coverAlt: 'A photo' }))],
    ['a published cover without alt text, not decorative', pending(postValues({ coverImage: '/images/x.jpg' }))],
    ['alt text over 250 characters', pending(postValues({ coverImage: '/images/x.jpg', coverAlt: 'x'.repeat(251) }))],
    ['a bad slug', pending(postValues({ slug: 'Not A Slug' }))],
    ['an unknown field in the values', pending(postValues({ views: 1000 }))],
    ['a missing field in the values', pending((({ body: _b, ...rest }) => rest)(postValues()))],
    ['a map as the publish time', pending(postValues({ publishedAt: { seconds: 1 } }))],
    ['21 tags', pending(postValues({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }))],
    ['an extra top-level field', { ...pending(postValues()), published: true }],
    ['another signer', pending(postValues(), { savedBy: UID.admin })],
    ['a name that is not the profile name', pending(postValues(), { savedByName: 'Someone Else' })],
    ['a back-dated time', pending(postValues(), { savedAt: PAST })],
    ['a key naming another record', pending(postValues(), { recordId: 'b' })],
    ['a revision that does not start at 1', pending(postValues(), { rev: 5 })],
    ['a case study field on a post', pending(postValues({ client: 'Acme' }))],
  ];
  it.each(refused)('refused: %s', async (_name, data) => {
    await expectDenied(setDoc(doc(editor, POST), data));
  });
  it('the longest values the form accepts are allowed (the limits agree with the schema)', async () => {
    await expectAllowed(
      setDoc(
        doc(editor, POST),
        pending(
          postValues({
            title: 'x'.repeat(200),
            excerpt: 'x'.repeat(1000),
            seoTitle: 'x'.repeat(70),
            seoDescription: 'x'.repeat(160),
            author: 'x'.repeat(100),
            tags: Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(40, 'x')),
            coverImage: `https://example.com/${'x'.repeat(2000)}`,
            coverAlt: 'x'.repeat(250),
          }),
        ),
      ),
    );
  });
  it('a case study pending version is checked as a case study', async () => {
    const path = 'pending_changes/case_studies__s';
    const study = (values: DocumentData) => ({ ...pending(values), collection: 'case_studies', recordId: 's' });
    await expectDenied(setDoc(doc(editor, path), study(studyValues({ client: '' }))));
    const row = { metric: 'Less steel', value: '14%' };
    await expectDenied(
      setDoc(doc(editor, path), study(studyValues({ results: Array.from({ length: 9 }, () => row) }))),
    );
    await expectDenied(setDoc(doc(editor, path), study(studyValues({ results: 'not a list' }))));
    await expectDenied(setDoc(doc(editor, path), study(postValues())));
    await expectAllowed(setDoc(doc(editor, path), study(studyValues())));
  });
  it('no pending version for an article that does not exist, or outside the article collections', async () => {
    await expectDenied(
      setDoc(doc(editor, 'pending_changes/blog_posts__nope'), pending(postValues(), { recordId: 'nope' })),
    );
    await expectDenied(setDoc(doc(editor, 'pending_changes/faqs__a'), pending(postValues(), { collection: 'faqs' })));
  });
  it('a second save names the next revision: a save from a stale copy is refused', async () => {
    await expectAllowed(setDoc(doc(editor, POST), pending(postValues())));
    await expectDenied(setDoc(doc(admin, POST), pending(postValues({ title: 'Stale' }), { rev: 1 }, UID.admin)));
    await expectAllowed(setDoc(doc(admin, POST), pending(postValues({ title: 'Next' }), { rev: 2 }, UID.admin)));
  });

  it('two people on one pending version: the second save from the same revision is refused, as is one naming none', async () => {
    await expectAllowed(setDoc(doc(editor, POST), pending(postValues())));
    // Both opened revision 1; the admin saves first.
    await expectAllowed(setDoc(doc(admin, POST), pending(postValues({ title: 'Admin' }), { rev: 2 }, UID.admin)));
    await expectDenied(setDoc(doc(editor, POST), pending(postValues({ title: 'Editor' }), { rev: 2 })));
    const { rev: _rev, ...unnamed } = pending(postValues({ title: 'Editor' }));
    await expectDenied(setDoc(doc(editor, POST), unnamed));
    await expectAllowed(setDoc(doc(editor, POST), pending(postValues({ title: 'Editor, on top' }), { rev: 3 })));
  });
});

describe('Publish changes: the article, its revision and audit entry, and the pending version gone, in one batch', () => {
  it('allowed as one batch; the visitor then reads the new version', async () => {
    await expectAllowed(setDoc(doc(editor, POST), pending(postValues())));
    const { revisionId, writes } = articleCompanions('blog_posts', 'a', UID.editor, 'updated');
    const b = writeBatch(editor);
    b.update(doc(editor, 'blog_posts/a'), {
      title: 'Hello world, revised',
      body: '# Hello again',
      revisionId,
      rev: 1,
      updatedAt: serverTimestamp(),
    });
    for (const [p, d] of writes) b.set(doc(editor, p), d);
    b.delete(doc(editor, POST));
    await expectAllowed(b.commit());
    const snap = await expectAllowed(getDocFromServer(doc(visitor, 'blog_posts/a')));
    expect(snap.get('title')).toBe('Hello world, revised');
    expect((await getDocFromServer(doc(editor, POST))).exists()).toBe(false);
  });
  it('the article without its revision and audit entry is still refused (the pending version changes nothing there)', async () => {
    await expectAllowed(setDoc(doc(editor, POST), pending(postValues())));
    const b = writeBatch(editor);
    b.update(doc(editor, 'blog_posts/a'), { title: 'Hello world, revised', rev: 1, updatedAt: serverTimestamp() });
    b.delete(doc(editor, POST));
    await expectDenied(b.commit());
  });
});
