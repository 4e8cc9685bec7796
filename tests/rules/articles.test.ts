// Blog posts and case studies (issue 8): unique slugs (slugs/{collection}__{slug}), scheduled
// publication (public only once `live`, which only the server sets, issue 21; the schedule entry
// schedule/{collection}__{id} it reacts to), revisions of every save, and views (+1 only). Every
// deny has an allow for the same actor beside it.
import {
  collection,
  deleteDoc,
  doc,
  getDocFromServer,
  getDocsFromServer,
  increment,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import {
  articleCompanions,
  auditPair,
  blogPost,
  caseStudy,
  revised,
  slugClaim,
  staffProfiles,
  TS as PAST,
} from './fixtures';
import { clearFirestore, client, closeClients, expectAllowed, expectDenied, ownerClient } from './helpers';

const UID = { editor: 'eddie', admin: 'ada', member: 'alice' } as const;
const FUTURE = Timestamp.fromDate(new Date(Date.now() + 24 * 3600 * 1000));

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

beforeEach(async () => {
  await clearFirestore();
  const b = writeBatch(owner);
  const put = (path: string, data: DocumentData) => b.set(doc(owner, path), data);
  put(`roles/${UID.editor}`, { role: 'editor' });
  put(`roles/${UID.admin}`, { role: 'admin' });
  for (const [path, data] of staffProfiles([UID.editor, UID.admin])) put(path, data);
  put('blog_posts/a', blogPost({ slug: 'taken', publishedAt: PAST, live: true }));
  put(...slugClaim('blog_posts', 'a', 'taken'));
  put('blog_posts/draft', blogPost({ slug: 'draft', published: false, publishedAt: null }));
  put(...slugClaim('blog_posts', 'draft', 'draft'));
  put('blog_posts/later', blogPost({ slug: 'later', publishedAt: FUTURE }));
  put(...slugClaim('blog_posts', 'later', 'later'));
  put('schedule/blog_posts__later', { collection: 'blog_posts', publishAt: FUTURE });
  put('case_studies/s', caseStudy({ slug: 'taken', publishedAt: PAST, live: true }));
  put(...slugClaim('case_studies', 's', 'taken'));
  await b.commit();
}, 60_000);

afterAll(closeClients);

const write =
  (db: Firestore) =>
  (...ops: ((b: WriteBatch) => void)[]) => {
    const b = writeBatch(db);
    for (const op of ops) op(b);
    return b.commit();
  };
const put = (db: Firestore, path: string, data: DocumentData) => (b: WriteBatch) =>
  void b.set(doc(db, path), revised(path, data));
const patch = (db: Firestore, path: string, data: DocumentData) => (b: WriteBatch) =>
  void b.update(doc(db, path), revised(path, data));
const drop = (db: Firestore, path: string) => (b: WriteBatch) => void b.delete(doc(db, path));
const claim = (db: Firestore, collectionName: string, id: string, slug: string) =>
  put(db, ...slugClaim(collectionName, id, slug));
/** A staff save of a published article (issue 20): the record (given without these) gets the
 *  revision id and the server's time, and the batch brings the revision and the audit entry. */
const saved = (
  db: Firestore,
  path: string,
  data: DocumentData,
  how: 'put' | 'patch' = 'put',
  action: 'created' | 'updated' = how === 'put' ? 'created' : 'updated',
) => {
  const [collectionName, id] = path.split('/') as [string, string];
  const { revisionId, writes } = articleCompanions(collectionName, id, UID.editor, action);
  const record = { ...data, revisionId, updatedAt: serverTimestamp() };
  return [how === 'put' ? put(db, path, record) : patch(db, path, record), ...writes.map(([p, d]) => put(db, p, d))];
};

describe('slugs are unique, enforced by the rules', () => {
  it('a new post claims a free slug in the same batch', async () => {
    await expectAllowed(
      write(editor)(
        ...saved(editor, 'blog_posts/b', blogPost({ slug: 'fresh' })),
        claim(editor, 'blog_posts', 'b', 'fresh'),
      ),
    );
  });
  it('a post without its slug claim is refused', async () => {
    await expectDenied(write(editor)(put(editor, 'blog_posts/b', blogPost({ slug: 'fresh' }))));
  });
  it("a duplicate slug is refused: the claim is another post's", async () => {
    await expectDenied(
      write(editor)(
        put(editor, 'blog_posts/b', blogPost({ slug: 'taken' })),
        claim(editor, 'blog_posts', 'b', 'taken'),
      ),
    );
  });
  it('the same slug in the other collection is free', async () => {
    await expectAllowed(
      write(editor)(
        ...saved(editor, 'case_studies/t', caseStudy({ slug: 'draft' })),
        claim(editor, 'case_studies', 't', 'draft'),
      ),
    );
  });
  it("another post's claim cannot be deleted while it holds the slug", async () => {
    await expectDenied(deleteDoc(doc(editor, 'slugs/blog_posts__taken')));
  });
  it('a rename claims the new slug and frees the old one', async () => {
    await expectAllowed(
      write(editor)(
        ...saved(editor, 'blog_posts/a', { slug: 'renamed' }, 'patch'),
        claim(editor, 'blog_posts', 'a', 'renamed'),
        drop(editor, 'slugs/blog_posts__taken'),
      ),
    );
    // ... and another post may then take it
    await expectAllowed(
      write(editor)(
        ...saved(editor, 'blog_posts/b', blogPost({ slug: 'taken' })),
        claim(editor, 'blog_posts', 'b', 'taken'),
      ),
    );
  });
  it('deleting a post frees its slug in the same batch', async () => {
    await expectAllowed(write(editor)(drop(editor, 'blog_posts/a'), drop(editor, 'slugs/blog_posts__taken')));
  });
  it('a claim naming a post that does not have the slug is refused', async () => {
    await expectDenied(setDoc(doc(editor, 'slugs/blog_posts__other'), { collection: 'blog_posts', recordId: 'a' }));
  });
  it('members cannot claim slugs', async () => {
    await expectDenied(
      write(member)(
        put(member, 'blog_posts/b', blogPost({ slug: 'fresh' })),
        claim(member, 'blog_posts', 'b', 'fresh'),
      ),
    );
  });
  it('visitors cannot read the slug index; staff can', async () => {
    await expectDenied(getDocFromServer(doc(visitor, 'slugs/blog_posts__taken')));
    await expectAllowed(getDocFromServer(doc(editor, 'slugs/blog_posts__taken')));
  });
});

describe('public means live, which the server sets when the time comes (issue 21)', () => {
  const publicQuery = (db: Firestore, c = 'blog_posts') =>
    getDocsFromServer(query(collection(db, c), where('live', '==', true)));
  it('a visitor cannot get a scheduled post before the server makes it live; staff can', async () => {
    await expectDenied(getDocFromServer(doc(visitor, 'blog_posts/later')));
    await expectDenied(getDocFromServer(doc(member, 'blog_posts/later')));
    await expectAllowed(getDocFromServer(doc(editor, 'blog_posts/later')));
    await expectAllowed(getDocFromServer(doc(visitor, 'blog_posts/a')));
  });
  it('the public list (live == true) needs no time bound and returns only what is live', async () => {
    const snap = await expectAllowed(publicQuery(visitor));
    expect(snap.docs.map((d) => d.id)).toEqual(['a']);
    expect((await expectAllowed(publicQuery(visitor, 'case_studies'))).docs.map((d) => d.id)).toEqual(['s']);
  });
  it('a list of published posts without the live filter is refused to visitors', async () => {
    await expectDenied(getDocsFromServer(query(collection(visitor, 'blog_posts'), where('published', '==', true))));
    await expectDenied(
      getDocsFromServer(
        query(collection(visitor, 'blog_posts'), where('published', '==', true), where('publishedAt', '<=', PAST)),
      ),
    );
  });
  it('a post whose time has passed is still private until the server sets live; then public', async () => {
    await setDoc(doc(owner, 'blog_posts/later'), blogPost({ slug: 'later', publishedAt: PAST }));
    await expectDenied(getDocFromServer(doc(visitor, 'blog_posts/later')));
    await setDoc(doc(owner, 'blog_posts/later'), blogPost({ slug: 'later', publishedAt: PAST, live: true }));
    await expectAllowed(getDocFromServer(doc(visitor, 'blog_posts/later')));
  });
  it('published without a time is refused', async () => {
    await expectDenied(write(editor)(...saved(editor, 'blog_posts/draft', { published: true }, 'patch')));
    await expectAllowed(
      write(editor)(...saved(editor, 'blog_posts/draft', { published: true, publishedAt: FUTURE }, 'patch')),
    );
  });
  it('only staff read the schedule (the functions react to it); only staff write it, matching the post', async () => {
    await expectDenied(
      getDocsFromServer(query(collection(visitor, 'schedule'), where('collection', '==', 'blog_posts'))),
    );
    await expectDenied(getDocFromServer(doc(member, 'schedule/blog_posts__later')));
    await expectAllowed(getDocFromServer(doc(editor, 'schedule/blog_posts__later')));
    await expectDenied(setDoc(doc(visitor, 'schedule/blog_posts__a'), { collection: 'blog_posts', publishAt: FUTURE }));
    await expectDenied(
      setDoc(doc(editor, 'schedule/blog_posts__later'), { collection: 'blog_posts', publishAt: PAST }),
    );
    await expectDenied(
      setDoc(doc(editor, 'schedule/blog_posts__later'), { collection: 'blog_posts', publishAt: FUTURE, title: 'x' }),
    );
    await expectAllowed(
      setDoc(doc(editor, 'schedule/blog_posts__later'), { collection: 'blog_posts', publishAt: FUTURE }),
    );
    await expectDenied(deleteDoc(doc(member, 'schedule/blog_posts__later')));
    await expectAllowed(deleteDoc(doc(editor, 'schedule/blog_posts__later')));
  });
});

describe('clients cannot set live: a staff save may keep it or clear it, nothing else', () => {
  it('staff cannot create a post that is live, not even one published now', async () => {
    await expectDenied(
      write(editor)(
        ...saved(editor, 'blog_posts/b', blogPost({ slug: 'fresh', publishedAt: PAST, live: true })),
        claim(editor, 'blog_posts', 'b', 'fresh'),
      ),
    );
    await expectAllowed(
      write(editor)(
        ...saved(editor, 'blog_posts/b', blogPost({ slug: 'fresh', publishedAt: PAST, live: false })),
        claim(editor, 'blog_posts', 'b', 'fresh'),
      ),
    );
  });
  it('staff cannot make a scheduled or a not-yet-live post live', async () => {
    await expectDenied(write(editor)(...saved(editor, 'blog_posts/later', { live: true }, 'patch')));
    await expectDenied(write(editor)(...saved(editor, 'blog_posts/later', { publishedAt: PAST, live: true }, 'patch')));
    await expectDenied(write(editor)(...saved(editor, 'case_studies/s', { live: 'true' }, 'patch')));
    await expectAllowed(write(editor)(...saved(editor, 'blog_posts/later', { live: false }, 'patch')));
  });
  it('a save of a live post that keeps it published at the same time keeps it live', async () => {
    await expectAllowed(write(editor)(...saved(editor, 'blog_posts/a', { title: 'Edited' }, 'patch')));
    expect((await getDocFromServer(doc(visitor, 'blog_posts/a'))).get('title')).toBe('Edited');
  });
  it('unpublishing or rescheduling a live post must clear live in the same write', async () => {
    await expectDenied(
      write(editor)(...saved(editor, 'blog_posts/a', { published: false, publishedAt: null }, 'patch')),
    );
    await expectDenied(write(editor)(...saved(editor, 'blog_posts/a', { publishedAt: FUTURE }, 'patch')));
    await expectAllowed(write(editor)(...saved(editor, 'blog_posts/a', { publishedAt: FUTURE, live: false }, 'patch')));
    await expectDenied(getDocFromServer(doc(visitor, 'blog_posts/a')));
    await expectAllowed(
      write(editor)(...saved(editor, 'case_studies/s', { published: false, publishedAt: null, live: false }, 'patch')),
    );
    await expectDenied(getDocFromServer(doc(visitor, 'case_studies/s')));
  });
  it('visitors and members cannot touch live, not even alongside a view', async () => {
    await expectDenied(updateDoc(doc(visitor, 'blog_posts/later'), { live: true }));
    await expectDenied(updateDoc(doc(member, 'blog_posts/later'), { live: true }));
    await expectDenied(updateDoc(doc(visitor, 'blog_posts/a'), { views: increment(1), live: false }));
    await expectAllowed(updateDoc(doc(visitor, 'blog_posts/a'), { views: increment(1) }));
  });
});

describe('an unpublish date: after the publish date, and named by the schedule entry (issue 21)', () => {
  const LATER = Timestamp.fromMillis(PAST.toMillis() + 86_400_000);
  it('a published post or case study may have one after its publish date, or none', async () => {
    await expectAllowed(write(editor)(...saved(editor, 'blog_posts/a', { unpublishAt: FUTURE }, 'patch')));
    await expectAllowed(write(editor)(...saved(editor, 'case_studies/s', { unpublishAt: LATER }, 'patch')));
    await expectAllowed(write(editor)(...saved(editor, 'blog_posts/a', { unpublishAt: null, rev: 2 }, 'patch')));
  });
  it('one at or before the publish date, not a time, or on a draft is refused', async () => {
    const before = Timestamp.fromMillis(PAST.toMillis() - 1000);
    for (const unpublishAt of [before, PAST, '2030-01-01T00:00:00Z', 1])
      await expectDenied(write(editor)(...saved(editor, 'blog_posts/a', { unpublishAt }, 'patch')));
    await expectDenied(write(editor)(...saved(editor, 'case_studies/s', { unpublishAt: PAST }, 'patch')));
    await expectDenied(write(editor)(...saved(editor, 'blog_posts/draft', { unpublishAt: FUTURE }, 'patch')));
  });
  it('the schedule entry carries the post’s unpublish date, or none when it has none', async () => {
    const LATEST = Timestamp.fromMillis(FUTURE.toMillis() + 86_400_000);
    const entry = (unpublishAt?: Timestamp | null) => (b: WriteBatch) =>
      void b.set(doc(editor, 'schedule/blog_posts__later'), {
        collection: 'blog_posts',
        publishAt: FUTURE,
        ...(unpublishAt === undefined ? {} : { unpublishAt }),
      });
    const withEnd = saved(editor, 'blog_posts/later', { unpublishAt: LATEST }, 'patch');
    await expectDenied(write(editor)(...withEnd, entry()));
    await expectDenied(write(editor)(...withEnd, entry(FUTURE)));
    await expectAllowed(write(editor)(...withEnd, entry(LATEST)));
    await expectDenied(write(editor)(entry(null)));
    await expectAllowed(
      write(editor)(...saved(editor, 'blog_posts/later', { unpublishAt: null, rev: 2 }, 'patch'), entry(null)),
    );
    await expectAllowed(write(editor)(entry()));
  });
});

describe('revisions: one per save, in the same batch, append-only', () => {
  const values = { title: 'New title', body: '# Hello', tags: ['news'] };
  const revision = (over: DocumentData = {}) => ({
    values,
    savedAt: serverTimestamp(),
    savedBy: UID.editor,
    savedByName: 'Eddie Editor',
    ...over,
  });
  const entry = (db: Firestore, collectionName = 'blog_posts', id = 'a') =>
    auditPair({
      entity: collectionName,
      collection: collectionName,
      recordId: id,
      title: 'Title',
      action: 'updated',
      byUid: UID.editor,
      byName: 'Eddie Editor',
      at: serverTimestamp(),
    }).map(([p, d]) => put(db, p, d));
  const save = (
    db: Firestore,
    rev: DocumentData,
    postUpdate: DocumentData | null = { title: 'New title', updatedAt: serverTimestamp(), revisionId: 'r1' },
  ) =>
    write(db)(
      ...(postUpdate ? [patch(db, 'blog_posts/a', postUpdate), ...entry(db)] : []),
      put(db, 'blog_posts/a/revisions/r1', rev),
    );
  it('a save with its revision is accepted', async () => {
    await expectAllowed(save(editor, revision()));
  });
  it('a revision without the save it records is refused', async () => {
    await expectDenied(save(editor, revision(), null));
  });
  it('a revision whose values are not the saved ones is refused', async () => {
    await expectDenied(save(editor, revision({ values: { ...values, title: 'Something else' } })));
    await expectDenied(save(editor, revision({ values: { ...values, invented: 'x' } })));
  });
  it('a published post changed without its revision or without its audit entry is refused (issue 20)', async () => {
    await expectDenied(updateDoc(doc(editor, 'blog_posts/a'), { title: 'New title', updatedAt: serverTimestamp() }));
    await expectDenied(
      write(editor)(
        patch(editor, 'blog_posts/a', { title: 'New title', updatedAt: serverTimestamp(), revisionId: 'r1' }),
        put(editor, 'blog_posts/a/revisions/r1', revision()),
      ),
    );
  });
  it("a revision signed with another name than the saver's profile is refused (issue 20)", async () => {
    await expectDenied(save(editor, revision({ savedByName: 'Ada Admin' })));
  });
  it('a revision naming someone else, back-dated or with extra keys is refused', async () => {
    await expectDenied(save(editor, revision({ savedBy: UID.admin })));
    await expectDenied(save(editor, revision({ savedAt: Timestamp.fromDate(new Date('2020-01-01')) })));
    await expectDenied(save(editor, revision({ note: 'x' })));
    await expectDenied(save(editor, revision({ savedByName: '' })));
  });
  it('members cannot write revisions; visitors cannot read them; staff can', async () => {
    await expectDenied(save(member, revision({ savedBy: UID.member })));
    await expectAllowed(save(editor, revision()));
    await expectDenied(getDocsFromServer(collection(visitor, 'blog_posts/a/revisions')));
    await expectAllowed(getDocsFromServer(collection(editor, 'blog_posts/a/revisions')));
  });
  it('revisions are never changed; only admins delete them', async () => {
    await expectAllowed(save(editor, revision()));
    await expectDenied(updateDoc(doc(editor, 'blog_posts/a/revisions/r1'), { savedByName: 'x' }));
    await expectDenied(deleteDoc(doc(editor, 'blog_posts/a/revisions/r1')));
    await expectAllowed(deleteDoc(doc(admin, 'blog_posts/a/revisions/r1')));
  });
  it('case studies keep revisions too', async () => {
    await expectAllowed(
      write(editor)(
        patch(editor, 'case_studies/s', { client: 'Beta', updatedAt: serverTimestamp(), revisionId: 'r1' }),
        ...entry(editor, 'case_studies', 's'),
        put(editor, 'case_studies/s/revisions/r1', revision({ values: { client: 'Beta' } })),
      ),
    );
  });
});

describe('views: +1 by anyone on a public article, nothing else', () => {
  it('a visitor adds exactly one view', async () => {
    await expectAllowed(updateDoc(doc(visitor, 'blog_posts/a'), { views: increment(1) }));
    await expectAllowed(updateDoc(doc(member, 'case_studies/s'), { views: increment(1) }));
  });
  it('+2, -1, a non-integer or another field alongside is refused', async () => {
    await expectDenied(updateDoc(doc(visitor, 'blog_posts/a'), { views: increment(2) }));
    await expectDenied(updateDoc(doc(visitor, 'blog_posts/a'), { views: increment(-1) }));
    await expectDenied(updateDoc(doc(visitor, 'blog_posts/a'), { views: 0.5 }));
    await expectDenied(updateDoc(doc(visitor, 'blog_posts/a'), { views: increment(1), title: 'x' }));
  });
  it('a draft or a scheduled post counts no views', async () => {
    await expectDenied(updateDoc(doc(visitor, 'blog_posts/draft'), { views: increment(1) }));
    await expectDenied(updateDoc(doc(visitor, 'blog_posts/later'), { views: increment(1) }));
  });
  it('staff writes keep views a non-negative int', async () => {
    await expectDenied(updateDoc(doc(editor, 'blog_posts/a'), { views: -1 }));
    await expectDenied(updateDoc(doc(editor, 'blog_posts/a'), { views: '3' }));
  });
});
