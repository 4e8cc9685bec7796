import { waitFor } from '@testing-library/react';
import { makeTestStore } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import type { Backend } from './backend-types';
import { api } from './api';
import { streamed } from './stream';

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
