import { configureStore } from '@reduxjs/toolkit';
import { api, type Backend } from '@/lib/data';
import { createToastMiddleware, registerToasts } from '@/lib/util';
import { stubBackend, type StubOptions } from '@/testing/stub-backend';
import { pageEditorApi, pageContentToasts, publisherName } from './editor-api';
import { home } from './defaults/home';
import { draftReplaced, pageContentReducer } from './pageContentSlice';

const USER = { uid: 'u1', email: 'eddie@structura.local', displayName: null };

registerToasts(pageContentToasts);

/** The API, the drafts slice and the page-content toasts: what the app store wires together. */
function setup(options: StubOptions = {}) {
  const stub = stubBackend(options);
  const notify = jest.fn();
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, pageContent: pageContentReducer },
    middleware: (gDM) =>
      gDM({ thunk: { extraArgument: { backend: async (): Promise<Backend> => stub.backend } } })
        .prepend(createToastMiddleware(notify))
        .concat(api.middleware),
  });
  return { ...stub, store, notify };
}

describe('publishPage', () => {
  it('success: one batch, the draft cleared, the "Page published" toast', async () => {
    const { store, notify, writes } = setup();
    store.dispatch(draftReplaced({ pageId: 'home', content: home }));
    await store.dispatch(pageEditorApi.endpoints.publishPage.initiate({ pageId: 'home', content: home, user: USER }));
    const revisionId = (writes[0]!.data as { revisionId: string }).revisionId;
    expect(writes.map((w) => [w.op, w.path])).toEqual([
      ['batch:set', 'pages/home'],
      ['batch:set', `pages/home/revisions/${revisionId}`],
    ]);
    expect(writes[1]!.data).toMatchObject({ publishedBy: 'u1', publishedByName: 'eddie@structura.local' });
    expect(writes[0]!.data).not.toHaveProperty('publishedBy'); // the public page names no staff uid
    expect(store.getState().pageContent.drafts.home).toBeUndefined();
    expect(notify).toHaveBeenCalledWith({ variant: 'success', title: 'Success', message: 'Page published' });
  });

  it('content that breaks the schema is not written and says why', async () => {
    const { store, notify, writes } = setup();
    const content = { ...home, sections: { hero: { title: 'x'.repeat(201) } } };
    const result = await store.dispatch(
      pageEditorApi.endpoints.publishPage.initiate({ pageId: 'home', content, user: USER }),
    );
    expect(result.error).toEqual({ code: 'invalid-argument', message: 'sections.hero.title: At most 200 characters' });
    expect(writes).toEqual([]);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ variant: 'error', message: 'Failed to publish page', detail: expect.any(String) }),
    );
  });

  it('a refused write keeps the draft and toasts "Failed to publish page"', async () => {
    const { store, notify } = setup({ failOps: { batch: { code: 'permission-denied', message: 'no' } } });
    store.dispatch(draftReplaced({ pageId: 'home', content: home }));
    await store.dispatch(pageEditorApi.endpoints.publishPage.initiate({ pageId: 'home', content: home, user: USER }));
    expect(store.getState().pageContent.drafts.home).toEqual(home);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ variant: 'error', message: 'Failed to publish page' }),
    );
  });
});

describe('restorePageRevision', () => {
  it('loads the revision (validated) into the local draft', async () => {
    const revision = { id: 'r1', sections: { hero: { title: 'Old', stats: 'oops' } }, lastUpdated: '2024-12-01' };
    const { store, notify } = setup({ docs: { 'pages/home/revisions/r1': revision } });
    jest.spyOn(console, 'warn').mockImplementationOnce(() => {});
    await store.dispatch(pageEditorApi.endpoints.restorePageRevision.initiate({ pageId: 'home', revisionId: 'r1' }));
    expect(store.getState().pageContent.drafts.home).toEqual({
      sections: { hero: { title: 'Old' } },
      lastUpdated: '2024-12-01',
    });
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ message: 'Revision restored as a draft' }));
  });

  it('a missing revision leaves the draft alone', async () => {
    const { store, notify } = setup();
    await store.dispatch(pageEditorApi.endpoints.restorePageRevision.initiate({ pageId: 'home', revisionId: 'gone' }));
    expect(store.getState().pageContent.drafts.home).toBeUndefined();
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to restore revision' }));
  });
});

describe('listPageRevisions', () => {
  it('reads the history newest first as the query returns it, skipping malformed revisions', async () => {
    const rev = (id: string, name: unknown) => ({
      id,
      sections: {},
      lastUpdated: '2025-01-01',
      publishedAt: '2025-01-01T00:00:00.000Z',
      publishedBy: 'u1',
      publishedByName: name,
    });
    const { store, backend } = setup({ collections: { 'pages/home/revisions': [rev('b', 'Ada'), rev('a', 7)] } });
    const listen = jest.spyOn(backend, 'listenQuery');
    const warn = jest.spyOn(console, 'warn').mockImplementationOnce(() => {});
    const sub = store.dispatch(pageEditorApi.endpoints.listPageRevisions.initiate('home'));
    const list = await sub.unwrap();
    expect(list.map((r) => [r.id, r.publishedByName])).toEqual([['b', 'Ada']]);
    expect(listen).toHaveBeenCalledWith(
      'pages/home/revisions',
      { orderBy: [['publishedAt', 'desc']], limit: 50 },
      expect.any(Function),
      expect.any(Function),
    );
    expect(warn).toHaveBeenCalled();
    sub.unsubscribe();
  });
});

it('publisherName: the profile name, else email, at most 120 characters', () => {
  expect(publisherName({ uid: 'u', email: 'e@x', displayName: 'Ada' })).toBe('Ada');
  expect(publisherName({ uid: 'u', email: 'e@x', displayName: '' })).toBe('e@x');
  // The profile's name (issue 20: the rules compare them); no profile name and no email: none.
  expect(publisherName({ uid: 'u', email: null, displayName: null })).toBe('');
  expect(publisherName({ uid: 'u', email: null, displayName: 'x'.repeat(200) })).toHaveLength(80);
});
