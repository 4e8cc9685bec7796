// The page-content drafts: the public site's store keeps none; a store with the drafts slice keeps
// them in memory; the back office's store (made with its
// persisted drafts reducer) keeps them in localStorage once the back office starts redux-persist
// (src/app/persistor.tsx), and brings them back on the next visit.
import { home } from '@/features/page-content/defaults/home';
import { pageContentReducer, sectionEdited } from '@/features/page-content/pageContentSlice';
import { stubBackend } from '@/testing/stub-backend';
import { persistedDrafts } from './admin/persisted-drafts';
import { persistDrafts } from './persistor';
import { makeStore } from './store';

const edit = sectionEdited({ pageId: 'home', section: 'hero', changes: { title: 'Drafted' }, base: home });
const backend = async () => stubBackend().backend;

beforeEach(() => localStorage.clear());

async function persisted(store: ReturnType<typeof makeStore>) {
  const persistor = persistDrafts(store);
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
  return persistor;
}

test("the public site's store has no drafts", () => {
  const store = makeStore({ backend });
  store.dispatch(edit);
  expect(store.getState().pageContent.drafts).toEqual({});
  expect(localStorage.getItem('persist:pageContent')).toBeNull();
});

test('a store with the drafts slice and without persistence keeps drafts in memory only', () => {
  const store = makeStore({ backend, pageContent: pageContentReducer });
  store.dispatch(edit);
  expect(store.getState().pageContent.drafts.home?.sections.hero?.title).toBe('Drafted');
  expect(localStorage.getItem('persist:pageContent')).toBeNull();
});

test("the back office's store persists drafts to localStorage and restores them in a new store", async () => {
  const store = makeStore({ backend, pageContent: persistedDrafts });
  const persistor = await persisted(store);
  store.dispatch(edit);
  await persistor.flush();
  expect(JSON.parse(localStorage.getItem('persist:pageContent') ?? '{}').drafts).toContain('Drafted');

  const next = makeStore({ backend, pageContent: persistedDrafts });
  await persisted(next);
  expect(next.getState().pageContent.drafts.home?.sections.hero?.title).toBe('Drafted');
});
