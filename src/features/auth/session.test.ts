import { waitFor } from '@testing-library/react';
import { api, type Backend, streamed } from '@/lib/data';
import { makeTestStore } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { authChanged } from './authSlice';

const countsApi = api.injectEndpoints({
  endpoints: (build) => ({
    sessionTestItems: build.query<string[], string>({
      ...streamed<string[], string>('items', (backend, path, next, error) =>
        backend.listenQuery(path, {}, (docs) => next(docs.map((d) => d.id)), error),
      ),
    }),
  }),
});

/** A backend whose listeners the test drives: each open listener's callbacks, in order. */
function drivenBackend() {
  const { backend } = stubBackend();
  const opened: {
    next: (docs: { id: string }[]) => void;
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
  countsApi.endpoints.sessionTestItems.select('items')(store.getState());

describe('live listeners follow the signed-in account', () => {
  it('a listener refused before sign-in is opened again when someone signs in', async () => {
    const { backend, opened } = drivenBackend();
    const store = makeTestStore(backend);
    store.dispatch(authChanged(null));
    const sub = store.dispatch(countsApi.endpoints.sessionTestItems.initiate('items'));
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.error(denied);
    await expect(sub.unwrap()).rejects.toMatchObject({ code: 'permission-denied' });
    expect(itemsOf(store).isError).toBe(true);

    store.dispatch(authChanged({ uid: 'staff', email: 'staff@example.com', displayName: 'Staff' }));
    await waitFor(() => expect(opened).toHaveLength(2));
    opened[1]!.next([{ id: 'secret' }]);
    await waitFor(() => expect(itemsOf(store).data).toEqual(['secret']));
    expect(itemsOf(store).isError).toBe(false);
    // And it stays live.
    opened[1]!.next([{ id: 'secret' }, { id: 'more' }]);
    await waitFor(() => expect(itemsOf(store).data).toEqual(['secret', 'more']));
    sub.unsubscribe();
  });

  it("when the account changes, the old account's listeners and data are dropped", async () => {
    const { backend, opened } = drivenBackend();
    const store = makeTestStore(backend);
    store.dispatch(authChanged({ uid: 'a', email: 'a@example.com', displayName: 'A' }));
    const sub = store.dispatch(countsApi.endpoints.sessionTestItems.initiate('items'));
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.next([{ id: 'only-for-a' }]);
    await expect(sub.unwrap()).resolves.toEqual(['only-for-a']);

    store.dispatch(authChanged({ uid: 'b', email: 'b@example.com', displayName: 'B' }));
    await waitFor(() => expect(opened[0]!.closed).toBe(true));
    expect(itemsOf(store).data).toBeUndefined();
    sub.unsubscribe();
  });
});
