import { doc, getDoc, setDoc, Timestamp } from 'firebase/firestore';
import { communityApi } from '@/features/community/api';
import { startAuthListener } from '@/features/auth/listen';
import { loadFirebaseBackend } from '@/lib/backend';
import type { AuthUser } from '@/lib/backend-types';
import { clearFirestore, closeClients, ownerClient } from '../rules/helpers';
import { appStore, ensureAccount, shutdownApp, signIn, until } from './helpers';

// The community's writes as the app makes them (src/features/community/api.ts), through the real
// backend and rules: a new discussion, and a reply committed with the post's +1 that names it.
const owner = ownerClient();
const { store } = appStore();
const stopAuthListener = startAuthListener(store.dispatch, loadFirebaseBackend);
const MEMBER = { email: 'it-community@example.com', password: 'it-community-password', name: 'Ivy Member' };

let user: AuthUser;
beforeAll(async () => {
  await clearFirestore();
  const uid = await ensureAccount(MEMBER.email, MEMBER.password, MEMBER.name);
  user = { uid, email: MEMBER.email, displayName: MEMBER.name };
  await signIn(store, MEMBER.email, MEMBER.password);
  await until(() => store.getState().auth.user?.uid === uid, 'the member in the auth slice');
});
afterAll(async () => {
  stopAuthListener();
  await shutdownApp(store);
  await closeClients();
});

test('a member starts a discussion and replies to it; the post counts the reply and names it', async () => {
  const postId = await store
    .dispatch(communityApi.endpoints.createCommunityPost.initiate({ title: 'Openings in slabs', body: 'How?', user }))
    .unwrap();
  const replyId = await store
    .dispatch(communityApi.endpoints.addReply.initiate({ postId, body: 'As holes.', user }))
    .unwrap();
  const post = (await getDoc(doc(owner, `community_posts/${postId}`))).data()!;
  expect(post).toMatchObject({ replyCount: 1, lastReplyId: replyId, authorName: MEMBER.name });
  const reply = (await getDoc(doc(owner, `community_posts/${postId}/replies/${replyId}`))).data()!;
  expect(reply).toMatchObject({ body: 'As holes.', authorId: user.uid, hidden: false, deleted: false });
  expect(reply.createdAt).toBeInstanceOf(Timestamp);
});

test('a second reply is counted too', async () => {
  await setDoc(doc(owner, 'community_posts/seeded'), {
    title: 'Seeded discussion',
    body: 'Body',
    authorId: 'someone',
    authorName: 'Someone',
    createdAt: Timestamp.now(),
    lastActivityAt: Timestamp.now(),
    replyCount: 0,
    hidden: false,
    deleted: false,
  });
  for (const body of ['First', 'Second'])
    await store.dispatch(communityApi.endpoints.addReply.initiate({ postId: 'seeded', body, user })).unwrap();
  expect((await getDoc(doc(owner, 'community_posts/seeded'))).data()?.replyCount).toBe(2);
});
