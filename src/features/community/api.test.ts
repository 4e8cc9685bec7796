import { configureStore } from '@reduxjs/toolkit';
import { api, type Backend } from '@/lib/data';
import { COLLECTIONS } from '@/domain/collections';
import { stubBackend, type StubOptions } from '@/testing/stub-backend';
import { communityApi } from './api';

const USER = { uid: 'm1', email: 'pat@example.com', displayName: 'Pat', emailVerified: true };
const CLOCK = `${COLLECTIONS.rateLimits}/${USER.uid}`;
const DENIED = { code: 'permission-denied', message: 'Missing or insufficient permissions.' };

/** The API on a stub backend whose batch is refused and whose pace clock `clock` returns, given the
 *  writes the batch attempted. */
function setup(clock: (attempted: { path: string }[]) => Record<string, unknown>) {
  const options: StubOptions = { failOps: { batch: DENIED } };
  const stub = stubBackend(options);
  options.docs = new Proxy({}, { get: (_t, path) => (path === CLOCK ? clock(stub.writes) : undefined) });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (gDM) =>
      gDM({ thunk: { extraArgument: { backend: async (): Promise<Backend> => stub.backend } } }).concat(api.middleware),
  });
  return { store, stub };
}
const postIdOf = (writes: { path: string }[]) =>
  writes.find((w) => w.path.startsWith('community_posts/'))?.path.split('/')[1];

describe('createCommunityPost, refused', () => {
  const create = (store: ReturnType<typeof setup>['store']) =>
    store.dispatch(communityApi.endpoints.createCommunityPost.initiate({ title: 'Hello', body: 'First.', user: USER }));

  it('within the pace: rate-limited, with the seconds left', async () => {
    const { store } = setup(() => ({ lastPostAt: new Date(Date.now() - 20_000).toISOString(), lastPostId: 'earlier' }));
    const result = await create(store);
    expect(result.error).toEqual({ code: 'rate-limited', message: '40' });
  });

  it('when the clock already names this post (its first answer lost, the resend refused): the post went through', async () => {
    const { store } = setup((writes) => ({ lastPostAt: new Date().toISOString(), lastPostId: postIdOf(writes) }));
    const result = await create(store);
    expect(result.error).toBeUndefined();
    expect(result.data).toMatch(/^[A-Za-z0-9]{20}$/);
  });
});

describe('addReply, refused', () => {
  it('when the clock already names this reply: the reply went through; naming another: rate-limited', async () => {
    const replyOf = (writes: { path: string }[]) =>
      writes.find((w) => w.path.includes('/replies/'))?.path.replace(/^community_posts\/|replies\//g, '');
    const reply = (store: ReturnType<typeof setup>['store']) =>
      store.dispatch(communityApi.endpoints.addReply.initiate({ postId: 'p1', body: 'Agreed.', user: USER }));
    const sent = setup((writes) => ({ lastReplyAt: new Date().toISOString(), lastReplyId: replyOf(writes) }));
    expect((await reply(sent.store)).error).toBeUndefined();
    const paced = setup(() => ({ lastReplyAt: new Date().toISOString(), lastReplyId: 'p1/earlier' }));
    expect((await reply(paced.store)).error).toEqual({ code: 'rate-limited', message: '15' });
  });
});
