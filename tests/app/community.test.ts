import { doc, getDoc, setDoc, Timestamp } from 'firebase/firestore';
import { communityApi } from '@/features/community/api';
import { startAuthListener } from '@/features/auth/listen';
import { type AuthUser, loadFirebaseBackend } from '@/lib/data';
import { clearFirestore, closeClients, ownerClient } from '../rules/helpers';
import { appStore, ensureAccount, shutdownApp, signIn, until } from './helpers';

// The community's writes as the app makes them (src/features/community/api.ts), through the real
// backend and rules: a new discussion, and a reply committed with the post's +1 that names it; both
// only from an account whose email is verified (the verification flow itself: e2e/identity.spec.ts).
const owner = ownerClient();
const { store } = appStore();
const stopAuthListener = startAuthListener(store.dispatch, loadFirebaseBackend);
const MEMBER = { email: 'it-community@example.com', password: 'it-community-password', name: 'Ivy Member' };

/** Marks the Auth emulator account's email as verified (what the verification link does). By the
 *  API key, as the app signed it up: the Auth emulator's own project (tests/worker-project.ts). */
async function verifyEmail(uid: string): Promise<void> {
  const res = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:update?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, emailVerified: true }),
    },
  );
  if (!res.ok) throw new Error(`verifying ${uid} failed: ${res.status} ${await res.text()}`);
}

/** The member's last reply was long enough ago for the next one (the pace itself is tested in
 *  tests/rules/identity.test.ts; here each reply is counted). */
const replyClockRunsOut = (uid: string) =>
  setDoc(
    doc(owner, `rate_limits/${uid}`),
    { lastReplyAt: Timestamp.fromMillis(Date.now() - 60_000), lastReplyId: 'earlier/r0' },
    { merge: true },
  );

let user: AuthUser;
beforeAll(async () => {
  await clearFirestore();
  const uid = await ensureAccount(MEMBER.email, MEMBER.password, MEMBER.name);
  await verifyEmail(uid);
  user = { uid, email: MEMBER.email, displayName: MEMBER.name };
  await signIn(store, MEMBER.email, MEMBER.password);
  await until(() => store.getState().auth.user?.uid === uid, 'the member in the auth slice');
  // Signing in writes the member's profile (users/{uid}), whose name the rules compare with the
  // post's authorName: wait for it, as a person signing in would before writing a post.
  await until(async () => (await getDoc(doc(owner, `users/${uid}`))).exists(), 'the member profile (users/{uid})');
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
  for (const body of ['First', 'Second']) {
    await replyClockRunsOut(user.uid);
    await store.dispatch(communityApi.endpoints.addReply.initiate({ postId: 'seeded', body, user })).unwrap();
  }
  expect((await getDoc(doc(owner, 'community_posts/seeded'))).data()?.replyCount).toBe(2);
});
