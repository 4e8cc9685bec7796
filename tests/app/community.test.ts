import { doc, getDoc, setDoc, Timestamp } from 'firebase/firestore';
import { communityApi } from '@/features/community/api';
import { startAuthListener } from '@/features/auth/listen';
import { loadFirebaseBackend } from '@/lib/backend';
import type { AuthUser } from '@/lib/backend-types';
import { clearFirestore, closeClients, ownerClient } from '../rules/helpers';
import { appStore, ensureAccount, shutdownApp, signIn, signOut, until } from './helpers';

// The community's writes as the app makes them (src/features/community/api.ts), through the real
// backend and rules: a new discussion, and a reply committed with the post's +1 that names it; both
// only from an account whose email is verified.
const owner = ownerClient();
const { store } = appStore();
const stopAuthListener = startAuthListener(store.dispatch, loadFirebaseBackend);
const MEMBER = { email: 'it-community@example.com', password: 'it-community-password', name: 'Ivy Member' };
const UNVERIFIED = { email: 'it-unverified@example.com', password: 'it-unverified-password', name: 'Uma New' };

/** Marks the Auth emulator account's email as verified (what the verification link does). */
async function verifyEmail(uid: string): Promise<void> {
  const project = process.env.GCLOUD_PROJECT ?? 'demo-structura';
  const res = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:update`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, emailVerified: true }),
    },
  );
  if (!res.ok) throw new Error(`verifying ${uid} failed: ${res.status} ${await res.text()}`);
}

async function signInAs(account: { email: string; password: string }, uid: string) {
  await signIn(store, account.email, account.password);
  await until(() => store.getState().auth.user?.uid === uid, 'the member in the auth slice');
}

let user: AuthUser;
beforeAll(async () => {
  await clearFirestore();
  const uid = await ensureAccount(MEMBER.email, MEMBER.password, MEMBER.name);
  await verifyEmail(uid);
  user = { uid, email: MEMBER.email, displayName: MEMBER.name };
  await signInAs(MEMBER, uid);
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

test('an account whose email is not verified can neither start a discussion nor reply', async () => {
  const uid = await ensureAccount(UNVERIFIED.email, UNVERIFIED.password, UNVERIFIED.name);
  await signOut(store);
  await signInAs(UNVERIFIED, uid);
  const unverified = { uid, email: UNVERIFIED.email, displayName: UNVERIFIED.name };
  await expect(
    store
      .dispatch(
        communityApi.endpoints.createCommunityPost.initiate({ title: 'Hello all', body: 'Hi', user: unverified }),
      )
      .unwrap(),
  ).rejects.toMatchObject({ code: 'permission-denied' });
  await expect(
    store
      .dispatch(communityApi.endpoints.addReply.initiate({ postId: 'seeded', body: 'Me too', user: unverified }))
      .unwrap(),
  ).rejects.toMatchObject({ code: 'permission-denied' });
  expect((await getDoc(doc(owner, 'community_posts/seeded'))).data()?.replyCount).toBe(2);
});
