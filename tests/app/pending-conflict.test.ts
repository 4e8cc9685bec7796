import { doc, getDoc, serverTimestamp, setDoc, Timestamp } from 'firebase/firestore';
import { blogEntity } from '@/features/blog/entity';
import { startAuthListener } from '@/features/auth/listen';
import { api, loadFirebaseBackend } from '@/lib/data';
import { entityEndpoints, pendingEndpointNames } from '@/lib/entity';
import { pendingPath } from '@/domain/document-keys';
import { clearFirestore, closeClients, ownerClient } from '../rules/helpers';
import { appStore, ensureAccount, shutdownApp, signIn, until } from './helpers';

// Issue 22: two people editing one pending version (staged changes to a live post) through the
// app's own endpoint under the real rules. A save names the pending revision its form was opened
// on; once someone else has saved a newer pending version, a save from the older one is refused
// as a conflict (before writing, and by the rules' revNext should it race), and theirs stays.
entityEndpoints(blogEntity);
const save = pendingEndpointNames(blogEntity).save;
const mutate = (name: string, arg: unknown): Promise<unknown> =>
  (
    store.dispatch(
      (api.endpoints as unknown as Record<string, { initiate: (a: unknown) => never }>)[name]!.initiate(arg),
    ) as unknown as { unwrap: () => Promise<unknown> }
  ).unwrap();
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'saved',
    (e: { code?: string }) => e.code ?? String(e),
  );

const owner = ownerClient();
const { store } = appStore();
const stopAuthListener = startAuthListener(store.dispatch, loadFirebaseBackend);
const EDITOR = { email: 'it-pending@structura.local', password: 'it-pending-password', name: 'IT Pending Editor' };
const PATH = pendingPath('blog_posts', 'live-post');

const values = {
  title: 'Steel vs timber',
  slug: 'steel-vs-timber',
  excerpt: 'The published excerpt.',
  body: 'Body.',
  coverImage: '',
  author: 'Dana Editor',
  tags: [],
  seoTitle: '',
  seoDescription: '',
  published: true,
  publishedAt: '2026-01-01T10:00:00.000Z',
};

beforeAll(async () => {
  await clearFirestore();
  const uid = await ensureAccount(EDITOR.email, EDITOR.password, EDITOR.name);
  await setDoc(doc(owner, `roles/${uid}`), { role: 'editor' });
  await setDoc(doc(owner, 'blog_posts/live-post'), {
    ...values,
    publishedAt: Timestamp.fromDate(new Date(values.publishedAt)),
    live: true,
    views: 0,
    rev: 1,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
  await signIn(store, EDITOR.email, EDITOR.password);
  await until(() => store.getState().auth.user?.uid === uid, 'the editor in the auth slice');
});
afterAll(async () => {
  stopAuthListener();
  await shutdownApp(store);
  await closeClients();
});

test('a pending save from a form opened before someone else’s pending save is refused; theirs stays', async () => {
  // Both open the live post (no pending version: pendingRev 0). I save first.
  await mutate(save, { id: 'live-post', values: { ...values, title: 'Mine, first' }, baseRev: 1, pendingRev: 0 });
  const mine = (await getDoc(doc(owner, PATH))).data()!;
  expect(mine).toMatchObject({ rev: 1, savedByName: EDITOR.name, values: { title: 'Mine, first' } });

  // Someone else saves the pending version from it (rev 2), as the rules let any editor.
  await setDoc(doc(owner, PATH), {
    ...mine,
    values: { ...mine.values, excerpt: 'Their excerpt.' },
    savedByName: 'Sam Admin',
    savedAt: serverTimestamp(),
    rev: 2,
  });

  // A save still based on the pending version I opened (rev 1), or on none, is a conflict.
  for (const pendingRev of [1, 0]) {
    const code = await codeOf(
      mutate(save, { id: 'live-post', values: { ...values, title: 'Stale' }, baseRev: 1, pendingRev }),
    );
    expect({ pendingRev, code }).toEqual({ pendingRev, code: 'conflict' });
  }
  const kept = (await getDoc(doc(owner, PATH))).data()!;
  expect(kept).toMatchObject({
    rev: 2,
    savedByName: 'Sam Admin',
    values: { title: 'Mine, first', excerpt: 'Their excerpt.' },
  });

  // Based on theirs (after Keep theirs or Re-apply mine), it saves as the next revision.
  await mutate(save, {
    id: 'live-post',
    values: { ...values, title: 'Mine, on top', excerpt: 'Their excerpt.' },
    baseRev: 1,
    pendingRev: 2,
  });
  expect((await getDoc(doc(owner, PATH))).data()).toMatchObject({
    rev: 3,
    savedByName: EDITOR.name,
    values: { title: 'Mine, on top', excerpt: 'Their excerpt.' },
  });
});
