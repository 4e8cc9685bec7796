import { collection, doc, getDoc, getDocs, query, setDoc, Timestamp, where } from 'firebase/firestore';
import { blogEntity } from '@/features/blog/entity';
import { api, loadFirebaseBackend } from '@/lib/data';
import { entityEndpoints, translationEndpointNames, type EntityDef } from '@/lib/entity';
import { startAuthListener } from '@/features/auth/listen';
import { clearFirestore, closeClients, ownerClient } from '../rules/helpers';
import { appStore, ensureAccount, shutdownApp, signIn, until } from './helpers';

// Article translations (issue 41) through the app's store and the real backend, under the real
// rules: saving a German translation writes it with the English text each field was translated
// from (sourceTexts), its slug claim per language and an audit entry naming the language; a save
// from a stale copy is refused as a conflict.
const def = blogEntity as unknown as EntityDef<{ id: string }>;
entityEndpoints(def);
const names = translationEndpointNames(def);
const endpoint = (name: string) =>
  (api.endpoints as unknown as Record<string, { initiate: (arg: unknown) => never }>)[name]!;
const mutate = (name: string, arg: unknown): Promise<unknown> =>
  (store.dispatch(endpoint(name).initiate(arg)) as unknown as { unwrap: () => Promise<unknown> }).unwrap();

const owner = ownerClient();
const { store } = appStore();
const stopAuthListener = startAuthListener(store.dispatch, loadFirebaseBackend);
const EDITOR = { email: 'it-translator@structura.local', password: 'it-translator-password' };
const TS = Timestamp.fromDate(new Date('2025-01-15T10:00:00Z'));
const english = { title: 'Checking slabs in minutes', excerpt: 'Fast slab checks', body: 'Body' };

let uid = '';
beforeAll(async () => {
  await clearFirestore();
  uid = await ensureAccount(EDITOR.email, EDITOR.password, 'IT Translator');
  await setDoc(doc(owner, `roles/${uid}`), { role: 'editor' });
  await setDoc(doc(owner, 'blog_posts/p1'), {
    slug: 'p1',
    ...english,
    coverImage: '',
    author: 'A',
    tags: [],
    seoTitle: '',
    seoDescription: '',
    published: true,
    publishedAt: TS,
    live: true,
    views: 0,
    rev: 1,
    createdAt: TS,
    updatedAt: TS,
  });
  await signIn(store, EDITOR.email, EDITOR.password);
  await until(() => store.getState().auth.user?.uid === uid, 'the editor in the auth slice');
}, 120_000);
afterAll(async () => {
  stopAuthListener();
  await shutdownApp(store);
  await closeClients();
});

const values = {
  title: 'Decken in Minuten nachweisen',
  slug: 'decken-nachweisen',
  excerpt: '',
  body: 'Text',
  seoTitle: '',
  seoDescription: '',
  published: false,
  publishedAt: null,
  unpublishAt: null,
};

test('saving a German translation writes the English sources of its fields, its claim and an audit entry', async () => {
  await mutate(names.save, {
    id: 'p1',
    locale: 'de',
    values,
    sourceTexts: { title: english.title, body: english.body, excerpt: english.excerpt },
    baseRev: 0,
  });
  const stored = (await getDoc(doc(owner, 'blog_posts/p1/translations/de'))).data()!;
  // The excerpt is not translated: no source is kept for it.
  expect(stored).toMatchObject({
    locale: 'de',
    title: values.title,
    sourceTexts: { title: english.title, body: english.body },
    rev: 1,
    updatedBy: uid,
    published: false,
  });
  expect(Object.keys(stored.sourceTexts as object).sort()).toEqual(['body', 'title']);
  expect((await getDoc(doc(owner, 'slugs/blog_posts__de__decken-nachweisen'))).data()).toEqual({
    collection: 'blog_posts',
    recordId: 'p1',
    locale: 'de',
  });
  const audit = (await getDocs(query(collection(owner, 'audit_log'), where('recordId', '==', 'p1')))).docs.map((d) =>
    d.data(),
  );
  expect(audit).toEqual([expect.objectContaining({ action: 'updated', child: 'translations/de' })]);
});

test('a save from a stale copy of the translation is refused as a conflict, nothing written', async () => {
  await expect(
    mutate(names.save, { id: 'p1', locale: 'de', values: { ...values, title: 'Anders' }, sourceTexts: {}, baseRev: 0 }),
  ).rejects.toMatchObject({ code: 'conflict' });
  expect((await getDoc(doc(owner, 'blog_posts/p1/translations/de'))).data()?.title).toBe(values.title);
});
