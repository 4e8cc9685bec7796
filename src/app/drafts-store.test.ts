// The browser app's store starts without the page-content drafts' reducer (public pages never read
// drafts); the back office installs the persisting one (src/app/persistor.tsx) before it renders.
import { home } from '@/features/page-content/defaults/home';
import { sectionEdited } from '@/features/page-content/pageContentSlice';
import { stubBackend } from '@/testing/stub-backend';
import { persistDrafts } from './persistor';
import { makeStore } from './store';

const edit = sectionEdited({ pageId: 'home', section: 'hero', changes: { title: 'Drafted' }, base: home });

beforeEach(() => localStorage.clear());

test('a public store keeps no drafts: page edits change nothing', () => {
  const store = makeStore({ backend: async () => stubBackend().backend });
  store.dispatch(edit);
  expect(store.getState().pageContent).toEqual({ drafts: {}, saving: null, savedAt: {} });
});

test("the back office's store keeps drafts and persists them to localStorage", async () => {
  const store = makeStore({ backend: async () => stubBackend().backend });
  const persistor = persistDrafts(store);
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
  store.dispatch(edit);
  expect(store.getState().pageContent.drafts.home?.sections.hero?.title).toBe('Drafted');
  await persistor.flush();
  expect(JSON.parse(localStorage.getItem('persist:pageContent') ?? '{}').drafts).toContain('Drafted');
});
