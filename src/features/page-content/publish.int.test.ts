// Publishing through the app's store and the real backend, under the real rules (emulators): the
// page and its revision in one batch, the history, a restore, and a refusal for a non-staff user.
import { collection, doc, getDoc, getDocs, setDoc, Timestamp } from 'firebase/firestore';
import { appStore, ensureAccount, shutdownApp, signIn, signOut, until } from '../../../tests/app/helpers';
import { clearFirestore, closeClients, ownerClient } from '../../../tests/rules/helpers';
import { pageEditorApi } from './editor-api';
import { home } from './defaults/home';
import { draftReplaced } from './pageContentSlice';

const owner = ownerClient();
const { store } = appStore();
const EDITOR = { email: 'it-page-editor@structura.local', password: 'it-page-editor-pw' };
const MEMBER = { email: 'it-page-member@structura.local', password: 'it-page-member-pw' };
const content = { ...home, sections: { ...home.sections, hero: { title: 'Published by the test' } } };

let editorUid = '';
let memberUid = '';
beforeAll(async () => {
  await clearFirestore();
  editorUid = await ensureAccount(EDITOR.email, EDITOR.password, 'Page Editor');
  memberUid = await ensureAccount(MEMBER.email, MEMBER.password, 'Page Member');
  await setDoc(doc(owner, `roles/${editorUid}`), { role: 'editor' });
  // The profile the app writes at sign-in: a revision is signed with its name (issue 20).
  await setDoc(doc(owner, `users/${editorUid}`), {
    displayName: 'Page Editor',
    email: EDITOR.email,
    createdAt: Timestamp.now(),
  });
});
afterAll(async () => {
  await shutdownApp(store);
  await closeClients();
});

describe('as an editor', () => {
  beforeAll(() => signIn(store, EDITOR.email, EDITOR.password));
  afterAll(() => signOut(store));

  test('publish writes the page and a revision; the history lists it; restore loads it as a draft', async () => {
    store.dispatch(draftReplaced({ pageId: 'home', content }));
    const user = { uid: editorUid, email: EDITOR.email, displayName: 'Page Editor' };
    const revId = await store
      .dispatch(pageEditorApi.endpoints.publishPage.initiate({ pageId: 'home', content, user }))
      .unwrap();
    expect(store.getState().pageContent.drafts.home).toBeUndefined();

    const page = (await getDoc(doc(owner, 'pages/home'))).data()!;
    const revision = (await getDoc(doc(owner, `pages/home/revisions/${revId}`))).data()!;
    expect(page).toEqual({
      basedOn: '',
      sections: content.sections,
      lastUpdated: content.lastUpdated,
      publishedAt: expect.any(Timestamp),
      revisionId: revId, // the page names its revision (issue 20); no staff uid on the public page
    });
    const { revisionId: _named, basedOn: _base, ...published } = page;
    expect(revision).toEqual({ ...published, publishedBy: editorUid, publishedByName: 'Page Editor' });
    expect((revision.publishedAt as Timestamp).isEqual(page.publishedAt as Timestamp)).toBe(true);

    const sub = store.dispatch(pageEditorApi.endpoints.listPageRevisions.initiate('home'));
    const history = await until(
      () =>
        pageEditorApi.endpoints.listPageRevisions
          .select('home')(store.getState())
          .data?.find((r) => r.publishedAt),
      'the revision in the history',
    );
    expect(history).toMatchObject({ id: revId, publishedBy: editorUid, publishedByName: 'Page Editor' });
    sub.unsubscribe();

    await store
      .dispatch(pageEditorApi.endpoints.restorePageRevision.initiate({ pageId: 'home', revisionId: revId }))
      .unwrap();
    expect(store.getState().pageContent.drafts.home).toEqual({
      sections: content.sections,
      lastUpdated: content.lastUpdated,
    });
  });
});

describe('as a member without a role', () => {
  beforeAll(() => signIn(store, MEMBER.email, MEMBER.password));
  afterAll(() => signOut(store));

  test('publish is refused and nothing is written', async () => {
    const before = (await getDocs(collection(owner, 'pages/home/revisions'))).size;
    const result = await store.dispatch(
      pageEditorApi.endpoints.publishPage.initiate({
        pageId: 'home',
        content,
        user: { uid: memberUid, email: MEMBER.email, displayName: 'Page Member' },
      }),
    );
    expect(result.error).toMatchObject({ code: 'permission-denied' });
    expect((await getDocs(collection(owner, 'pages/home/revisions'))).size).toBe(before);
  });
});
