import { waitFor } from '@testing-library/react';
import { makeTestStore } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import type { Backend } from './backend-types';
import { api } from './api';
import { retryFailedQueries, streamed } from './stream';

const countsApi = api.injectEndpoints({
  endpoints: (build) => ({
    streamTestItems: build.query<string[], string>({
      ...streamed<string[], string>('items', (backend, path, next, error) =>
        backend.listenQuery(path, {}, (docs) => next(docs.map((d) => d.id)), error),
      ),
    }),
  }),
});

describe('streamed endpoints', () => {
  it('keep one listener per cache entry, fed by every snapshot', async () => {
    const { backend, emit } = stubBackend({ collections: { items: [{ id: 'a' }] } });
    let opened = 0;
    let closed = 0;
    const counting: Backend = {
      ...backend,
      listenQuery: (...args) => {
        opened += 1;
        const stop = backend.listenQuery(...args);
        return () => {
          closed += 1;
          stop();
        };
      },
    };
    const store = makeTestStore(counting);
    const sub = store.dispatch(countsApi.endpoints.streamTestItems.initiate('items'));
    await expect(sub.unwrap()).resolves.toEqual(['a']);
    emit('items', [{ id: 'a' }, { id: 'b' }]);
    await new Promise<void>((resolve) => {
      const stop = store.subscribe(() => {
        if (countsApi.endpoints.streamTestItems.select('items')(store.getState()).data?.length === 2) {
          stop();
          resolve();
        }
      });
    });
    expect(opened).toBe(1);
    expect(closed).toBe(0);
    sub.unsubscribe();
    store.dispatch(api.util.resetApiState());
    await waitFor(() => expect(closed).toBe(1));
  });

  it('forget a listener that failed, so a refetch opens a new one', async () => {
    const { backend } = stubBackend();
    let opened = 0;
    const failing: Backend = {
      ...backend,
      listenQuery: (_p, _s, _n, error) => {
        opened += 1;
        queueMicrotask(() => error({ code: 'permission-denied', message: 'no' }));
        return () => {};
      },
    };
    const store = makeTestStore(failing);
    const sub = store.dispatch(countsApi.endpoints.streamTestItems.initiate('items'));
    await expect(sub.unwrap()).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(sub.refetch().unwrap()).rejects.toMatchObject({ code: 'permission-denied' });
    expect(opened).toBe(2);
    sub.unsubscribe();
  });
});

/** A backend whose listeners the test drives: each open listener's callbacks, in order. */
function drivenBackend() {
  const { backend } = stubBackend();
  const opened: {
    next: (docs: { id: string; [field: string]: unknown }[]) => void;
    error: (e: { code: string; message: string }) => void;
    closed: boolean;
  }[] = [];
  const driven: Backend = {
    ...backend,
    listenQuery: (_path, _spec, next, error) => {
      const l = { next, error, closed: false };
      opened.push(l);
      return () => void (l.closed = true);
    },
  };
  return { backend: driven, opened };
}
const denied = { code: 'permission-denied', message: 'Missing or insufficient permissions.' };
const itemsOf = (store: ReturnType<typeof makeTestStore>) =>
  countsApi.endpoints.streamTestItems.select('items')(store.getState());

describe('streamed endpoints recover', () => {
  it('a listener that dies after its data keeps the data, says so, and Retry reopens it live', async () => {
    const { backend, opened } = drivenBackend();
    const store = makeTestStore(backend);
    const sub = store.dispatch(countsApi.endpoints.streamTestItems.initiate('items'));
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.next([{ id: 'a' }]);
    await expect(sub.unwrap()).resolves.toEqual(['a']);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    opened[0]!.error(denied);
    await waitFor(() => expect(store.getState().ui.liveError).toMatch(/Live updates paused/));
    expect(itemsOf(store).data).toEqual(['a']);

    store.dispatch(retryFailedQueries() as never);
    expect(store.getState().ui.liveError).toBeNull();
    await waitFor(() => expect(opened).toHaveLength(2));
    opened[1]!.next([{ id: 'a' }, { id: 'b' }]);
    await waitFor(() => expect(itemsOf(store).data).toEqual(['a', 'b']));
    // Live again: later snapshots of the reopened listener reach the cache too.
    opened[1]!.next([{ id: 'c' }]);
    await waitFor(() => expect(itemsOf(store).data).toEqual(['c']));
    sub.unsubscribe();
  });
});

/** A listener that opens only once `parserLoaded` settles, as the public endpoints do after their
 *  parser's dynamic import. */
let parserLoaded: Promise<unknown> = Promise.resolve();
const lazyApi = api.injectEndpoints({
  endpoints: (build) => ({
    streamTestLazyItems: build.query<string[], string>({
      ...streamed<string[], string>('lazy-items', async (backend, path, next, error) => {
        await parserLoaded;
        return backend.listenQuery(path, {}, (docs) => next(docs.map((d) => d.id)), error);
      }),
    }),
  }),
});
function deferred() {
  let resolve: () => void = () => {};
  let reject: (e: unknown) => void = () => {};
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('streamed endpoints whose listener opens asynchronously', () => {
  afterEach(() => {
    parserLoaded = Promise.resolve();
  });

  it('deliver the first snapshot and the later ones once the listener is open', async () => {
    const { backend, opened } = drivenBackend();
    const loading = deferred();
    parserLoaded = loading.promise;
    const store = makeTestStore(backend);
    const sub = store.dispatch(lazyApi.endpoints.streamTestLazyItems.initiate('items'));
    loading.resolve();
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.next([{ id: 'a' }]);
    await expect(sub.unwrap()).resolves.toEqual(['a']);
    opened[0]!.next([{ id: 'a' }, { id: 'b' }]);
    await waitFor(() =>
      expect(lazyApi.endpoints.streamTestLazyItems.select('items')(store.getState()).data).toEqual(['a', 'b']),
    );
    sub.unsubscribe();
    store.dispatch(api.util.resetApiState());
    await waitFor(() => expect(opened[0]!.closed).toBe(true));
  });

  it('close a listener that was still opening when its cache entry went away, as soon as it opens', async () => {
    const { backend, opened } = drivenBackend();
    const loading = deferred();
    parserLoaded = loading.promise;
    const store = makeTestStore(backend);
    const sub = store.dispatch(lazyApi.endpoints.streamTestLazyItems.initiate('items'));
    // backendOf has resolved and the listener is waiting for its parser.
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    expect(opened).toHaveLength(0);
    sub.unsubscribe();
    store.dispatch(api.util.resetApiState());
    loading.resolve();
    await waitFor(() => expect(opened).toHaveLength(1));
    await waitFor(() => expect(opened[0]!.closed).toBe(true));
    // Nothing it might still deliver reaches a cache entry.
    opened[0]!.next([{ id: 'late' }]);
    expect(lazyApi.endpoints.streamTestLazyItems.select('items')(store.getState()).data).toBeUndefined();
  });

  it('report a parser that fails to load as the query error, and Retry opens the listener once it loads', async () => {
    const { backend, opened } = drivenBackend();
    const loading = deferred();
    parserLoaded = loading.promise;
    const store = makeTestStore(backend);
    const sub = store.dispatch(lazyApi.endpoints.streamTestLazyItems.initiate('items'));
    loading.reject(new TypeError('Failed to fetch dynamically imported module: /assets/parse-x.js'));
    await expect(sub.unwrap()).rejects.toEqual({
      code: 'unknown',
      message: 'Failed to fetch dynamically imported module: /assets/parse-x.js',
    });
    expect(lazyApi.endpoints.streamTestLazyItems.select('items')(store.getState()).isError).toBe(true);
    expect(opened).toHaveLength(0);

    parserLoaded = Promise.resolve();
    const retried = sub.refetch();
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.next([{ id: 'a' }]);
    await expect(retried.unwrap()).resolves.toEqual(['a']);
    expect(lazyApi.endpoints.streamTestLazyItems.select('items')(store.getState()).isError).toBe(false);
    sub.unsubscribe();
  });
});

const docsApi = api.injectEndpoints({
  endpoints: (build) => ({
    streamTestDocs: build.query<{ id: string; title: string }[], string>({
      ...streamed<{ id: string; title: string }[], string>('docs', (backend, path, next, error) =>
        backend.listenQuery(path, {}, (docs) => next(docs.map((d) => ({ id: d.id, title: String(d.title) }))), error),
      ),
    }),
  }),
});

describe('streamed endpoints keep what a snapshot did not change', () => {
  it('a snapshot equal to the preloaded data leaves it as it was; a change replaces only the changed item', async () => {
    const { backend, opened } = drivenBackend();
    const store = makeTestStore(backend);
    const docsOf = () => docsApi.endpoints.streamTestDocs.select('docs')(store.getState()).data;
    // As a prerendered page does: the data is in the store before its listener's first snapshot.
    const preloaded = [
      { id: 'a', title: 'Alpha' },
      { id: 'b', title: 'Beta' },
    ];
    await store.dispatch(docsApi.util.upsertQueryData('streamTestDocs', 'docs', preloaded));
    const sub = store.dispatch(docsApi.endpoints.streamTestDocs.initiate('docs'));
    await waitFor(() => expect(opened).toHaveLength(1));
    const before = docsOf();
    expect(before).toEqual(preloaded);

    opened[0]!.next([
      { id: 'a', title: 'Alpha' },
      { id: 'b', title: 'Beta' },
    ]);
    opened[0]!.next([
      { id: 'a', title: 'Alpha' },
      { id: 'b', title: 'Beta, revised' },
    ]);
    await waitFor(() => expect(docsOf()?.[1]?.title).toBe('Beta, revised'));
    const after = docsOf()!;
    expect(after).not.toBe(before);
    expect(after[0]).toBe(before![0]);

    // A snapshot that changes nothing does not touch the store at all.
    const stateBefore = store.getState().api;
    opened[0]!.next([
      { id: 'a', title: 'Alpha' },
      { id: 'b', title: 'Beta, revised' },
    ]);
    expect(store.getState().api).toBe(stateBefore);
    expect(docsOf()).toBe(after);
    sub.unsubscribe();
  });
});
