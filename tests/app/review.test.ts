import { collection, doc, getDoc, getDocs, query, setDoc, Timestamp, where } from 'firebase/firestore';
import { blogEntity } from '@/features/blog/entity';
import { startAuthListener } from '@/features/auth/listen';
import { api, loadFirebaseBackend } from '@/lib/data';
import { entityEndpoints } from '@/lib/entity';
import { lastChangeEndpoint } from '@/lib/entity/entity-api';
import { contributorActions, publicationActions } from '@/lib/entity/entity-actions';
import '@/lib/entity/presence-api';
import { clearFirestore, closeClients, ownerClient } from '../rules/helpers';
import { appStore, ensureAccount, shutdownApp, signIn, signOut, until } from './helpers';

// Issue 22 through the app's own endpoints under the real rules: a contributor's post written as
// the back office writes it (record, slug claim, schedule, revision, audit entry in one batch) is
// accepted, and so is Submit for review; the same endpoint publishing it is refused. An editor
// publishes it. Presence heartbeats: an editor's are stored with the server's time and removed on
// close; a contributor's are refused.
const names = entityEndpoints(blogEntity).names;
const endpoint = (name: string) =>
  (api.endpoints as unknown as Record<string, { initiate: (arg: unknown) => never }>)[name]!;
const mutate = (name: string, arg: unknown): Promise<unknown> =>
  (store.dispatch(endpoint(name).initiate(arg)) as unknown as { unwrap: () => Promise<unknown> }).unwrap();
const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'allowed';
  } catch (e) {
    return (e as { code?: string }).code ?? String(e);
  }
};

const owner = ownerClient();
const { store } = appStore();
const stopAuthListener = startAuthListener(store.dispatch, loadFirebaseBackend);
const WRITER = { email: 'it-writer@structura.local', password: 'it-writer-password', name: 'IT Writer' };
const EDITOR = { email: 'it-editor@structura.local', password: 'it-editor-password', name: 'IT Editor' };
const NOW = Date.parse('2026-01-01T12:00:00Z');

const values = {
  title: 'Notes from a retrofit survey',
  slug: 'notes-from-a-retrofit-survey',
  excerpt: 'What we measured.',
  body: '## Findings',
  coverImage: '',
  author: 'IT Writer',
  tags: ['retrofit'],
  seoTitle: '',
  seoDescription: '',
  published: false,
  publishedAt: null,
};
const act = (label: string, v: object, list = contributorActions<typeof values>()) =>
  list.find((a) => a.label === label)!.apply(v as typeof values, NOW);

let writerUid = '';
let editorUid = '';
let postId = '';
beforeAll(async () => {
  await clearFirestore();
  writerUid = await ensureAccount(WRITER.email, WRITER.password, WRITER.name);
  editorUid = await ensureAccount(EDITOR.email, EDITOR.password, EDITOR.name);
  await setDoc(doc(owner, `roles/${writerUid}`), { role: 'contributor' });
  await setDoc(doc(owner, `roles/${editorUid}`), { role: 'editor' });
});
afterAll(async () => {
  stopAuthListener();
  await shutdownApp(store);
  await closeClients();
});

describe('a contributor', () => {
  beforeAll(async () => {
    await signIn(store, WRITER.email, WRITER.password);
    await until(() => store.getState().auth.user?.uid === writerUid, 'the contributor in the auth slice');
    // Their own list, as their Blog page asks for it (what `listed` finds for the update's base).
    store.dispatch(endpoint(names.list).initiate({ where: [['ownerUid', '==', writerUid]] }));
  });
  afterAll(() => signOut(store));

  test('creates a post submitted for review: stored as theirs, in review, unpublished, audited', async () => {
    postId = (await mutate(names.add, act('Submit for review', values))) as string;
    const stored = (await getDoc(doc(owner, `blog_posts/${postId}`))).data()!;
    expect(stored).toMatchObject({ ownerUid: writerUid, review: 'in_review', published: false, publishedAt: null });
    const audit = await getDocs(query(collection(owner, 'audit_log'), where('recordId', '==', postId)));
    expect(audit.docs.map((d) => d.data().byName)).toEqual([WRITER.name]);
  });

  test('saves it again; publishing it through the same endpoint is refused by the rules', async () => {
    await until(() => {
      const q = Object.values(store.getState().api.queries).find((e) => e?.endpointName === names.list);
      return (q?.data as { id: string }[] | undefined)?.some((r) => r.id === postId);
    }, 'the post in their live list');
    await mutate(names.update, {
      id: postId,
      values: act('Save draft', { ...values, title: 'Better title', review: 'in_review' }),
    });
    expect((await getDoc(doc(owner, `blog_posts/${postId}`))).data()?.title).toBe('Better title');
    await until(() => {
      const q = Object.values(store.getState().api.queries).find((e) => e?.endpointName === names.list);
      return (q?.data as { id: string; rev?: number }[] | undefined)?.some((r) => r.id === postId && r.rev === 2);
    }, 'the saved revision in their live list');
    const publish = publicationActions<typeof values>();
    const code = await codeOf(
      mutate(names.update, { id: postId, values: act('Publish', { ...values, title: 'Better title' }, publish) }),
    );
    expect(code).toBe('permission-denied');
    expect((await getDoc(doc(owner, `blog_posts/${postId}`))).data()?.published).toBe(false);
  });

  test('has no presence: a heartbeat is refused', async () => {
    const code = await codeOf(mutate('beatPresence', { collection: 'blog_posts', recordId: postId }));
    expect(code).toBe('permission-denied');
  });
});

describe('an editor', () => {
  beforeAll(async () => {
    await signIn(store, EDITOR.email, EDITOR.password);
    await until(() => store.getState().auth.user?.uid === editorUid, 'the editor in the auth slice');
    store.dispatch(endpoint(names.list).initiate(undefined));
  });
  afterAll(() => signOut(store));

  test('publishes the submitted post: published, out of review', async () => {
    await until(() => {
      const q = Object.values(store.getState().api.queries).find(
        (e) => e?.endpointName === names.list && e.originalArgs === undefined,
      );
      return (q?.data as { id: string }[] | undefined)?.some((r) => r.id === postId);
    }, 'the post in the editor’s list');
    const stored = (await getDoc(doc(owner, `blog_posts/${postId}`))).data()!;
    const publish = publicationActions<typeof values>();
    await mutate(names.update, {
      id: postId,
      values: act('Publish', { ...values, title: stored.title, review: 'in_review' }, publish),
    });
    const after = (await getDoc(doc(owner, `blog_posts/${postId}`))).data()!;
    expect(after.published).toBe(true);
    expect(after).not.toHaveProperty('review');
    expect(after.ownerUid).toBe(writerUid);
  });

  test('a heartbeat is stored with the server time and removed on close', async () => {
    const path = `presence/blog_posts__${postId}__${editorUid}`;
    await mutate('beatPresence', { collection: 'blog_posts', recordId: postId });
    const beat = (await getDoc(doc(owner, path))).data()!;
    expect(beat).toMatchObject({ uid: editorUid, name: EDITOR.name, collection: 'blog_posts', recordId: postId });
    expect(Math.abs((beat.at as Timestamp).toMillis() - Date.now())).toBeLessThan(60_000);
    // Firestore's TTL policy deletes it some time after expiresAt, should no close ever come.
    const expires = (beat.expiresAt as Timestamp).toMillis() - (beat.at as Timestamp).toMillis();
    expect(expires).toBeGreaterThan(9 * 60_000);
    expect(expires).toBeLessThan(11 * 60_000);
    await mutate('leavePresence', { collection: 'blog_posts', recordId: postId });
    expect((await getDoc(doc(owner, path))).exists()).toBe(false);
  });
});

// A contributor's conflict notice names who saved their draft: the audit trail is staff-only, so
// for them the last change comes from the draft's newest revision, which they may read.
describe('who changed a contributor’s draft', () => {
  let draftId = '';
  const lastChange = (revisions: boolean) =>
    (
      store.dispatch(
        lastChangeEndpoint().initiate(
          { collection: 'blog_posts', id: draftId, rev: 2, revisions },
          { forceRefetch: true, subscribe: false },
        ),
      ) as unknown as { unwrap: () => Promise<unknown> }
    ).unwrap();

  test('an editor’s save of it is named to the contributor, from its revision', async () => {
    await signIn(store, WRITER.email, WRITER.password);
    await until(() => store.getState().auth.user?.uid === writerUid, 'the contributor in the auth slice');
    draftId = (await mutate(
      names.add,
      act('Save draft', { ...values, slug: 'survey-two', title: 'Survey two' }),
    )) as string;
    await signOut(store);

    await signIn(store, EDITOR.email, EDITOR.password);
    await until(() => store.getState().auth.user?.uid === editorUid, 'the editor in the auth slice');
    const publish = publicationActions<typeof values>();
    await mutate(names.update, {
      id: draftId,
      values: act('Save draft', { ...values, slug: 'survey-two', title: 'Survey two, edited' }, publish),
      baseRev: 1,
    });
    await signOut(store);

    await signIn(store, WRITER.email, WRITER.password);
    await until(() => store.getState().auth.user?.uid === writerUid, 'the contributor in the auth slice');
    expect(await lastChange(true)).toMatchObject({ byName: EDITOR.name, at: expect.any(String) });
    // Without revisions to read, the staff-only audit trail is refused to them.
    expect(await codeOf(lastChange(false))).toBe('permission-denied');
    await signOut(store);
  });
});
