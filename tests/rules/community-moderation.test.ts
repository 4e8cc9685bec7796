// Community moderation (issue 8 item 4) against firestore.rules on the Firestore emulator: staff
// hide, restore, delete, pin and lock; a locked thread takes no reply; a post's replyCount moves
// with a reply's visibility only in the same batch, naming that reply (moderatedReplyId).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDocFromServer,
  increment,
  serverTimestamp,
  setLogLevel,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { rulesSource, rulesTestEnv } from './helpers';
import { TS, auditPair, memberProfile } from './fixtures';

setLogLevel('silent');

const UID = { member: 'alice', other: 'bob', editor: 'eddie', admin: 'ada' } as const;
const NAMES = { member: 'Alice', other: 'Bob', editor: 'Eddie', admin: 'Ada' } as const;
type Actor = 'visitor' | keyof typeof UID;

let env: RulesTestEnvironment;
function db(actor: Actor): Firestore {
  if (actor === 'visitor') return env.unauthenticatedContext().firestore() as unknown as Firestore;
  return env
    .authenticatedContext(UID[actor], { email: `${UID[actor]}@example.com`, email_verified: true })
    .firestore() as unknown as Firestore;
}

const post = (over: DocumentData = {}) => ({
  title: 'Punching shear question',
  body: 'How do you model openings?',
  authorId: UID.member,
  authorName: 'Alice',
  createdAt: TS,
  lastActivityAt: TS,
  replyCount: 2,
  hidden: false,
  deleted: false,
  ...over,
});
const reply = (over: DocumentData = {}) => ({
  body: 'Model them as holes in the slab.',
  authorId: UID.other,
  authorName: 'Bob',
  createdAt: TS,
  hidden: false,
  deleted: false,
  ...over,
});

beforeAll(async () => {
  env = await rulesTestEnv();
}, 120_000);

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const owner = ctx.firestore() as unknown as Firestore;
    const b = writeBatch(owner);
    const put = (p: string, data: DocumentData) => b.set(doc(owner, p), data);
    put(`roles/${UID.editor}`, { role: 'editor' });
    put(`roles/${UID.admin}`, { role: 'admin' });
    for (const [actor, uid] of Object.entries(UID))
      for (const [p, data] of memberProfile(uid, NAMES[actor as keyof typeof UID])) put(p, data);
    // p: two visible replies (r1, r2) counted, one hidden (rh) not counted.
    put('community_posts/p', post());
    put('community_posts/p/replies/r1', reply());
    put('community_posts/p/replies/r2', reply());
    put('community_posts/p/replies/rh', reply({ hidden: true }));
    put('community_posts/hidden', post({ hidden: true, replyCount: 0 }));
    put('community_posts/locked', post({ locked: true, replyCount: 0 }));
    put('community_posts/open', post({ locked: false, replyCount: 0 }));
    await b.commit();
  });
});

afterAll(async () => {
  await env.cleanup();
});

// ------------------------------------------------------------------------------------- operations

type Op = (db: Firestore) => Promise<unknown>;
type Case = [title: string, actor: Actor, expected: 'allow' | 'deny', op: Op];
type Write = (b: WriteBatch, d: Firestore) => void;

const batch =
  (...writes: Write[]): Op =>
  (d) => {
    const b = writeBatch(d);
    for (const w of writes) w(b, d);
    return b.commit();
  };
const upd =
  (p: string, data: DocumentData): Write =>
  (b, d) =>
    void b.update(doc(d, p), data);
const del =
  (p: string): Write =>
  (b, d) =>
    void b.delete(doc(d, p));
/** The post's side of a reply's moderation: replyCount by `by`, naming the reply. */
const count = (by: number, rid: string | null, postId = 'p'): Write =>
  upd(`community_posts/${postId}`, { replyCount: increment(by), ...(rid === null ? {} : { moderatedReplyId: rid }) });
const flags = (rid: string, data: DocumentData): Write => upd(`community_posts/p/replies/${rid}`, data);
/** The audit entry the back office writes with a moderation (on the post: replies are its parts). */
const audit =
  (actor: keyof typeof UID, recordId: string, child?: string): Write =>
  (b, d) => {
    for (const [p, data] of auditPair({
      entity: 'community',
      collection: 'community_posts',
      recordId,
      title: 'Hidden: Punching shear question',
      action: 'updated',
      byUid: UID[actor],
      byName: NAMES[actor],
      at: serverTimestamp(),
      ...(child ? { child } : {}),
    }))
      b.set(doc(d, p), data);
  };
const update =
  (p: string, data: DocumentData): Op =>
  (d) =>
    updateDoc(doc(d, p), data);
const remove =
  (p: string): Op =>
  (d) =>
    deleteDoc(doc(d, p));
// Issue 9 paces replies with a clock (rate_limits/{uid}) moved in the same batch and takes the
// author's name from users/{uid}; while that change is in flight the clock is written only where
// the rules have it.
const paced = rulesSource().includes('match /rate_limits/');
/** What the app commits for a member's reply (src/features/community/api.ts addReply). */
const memberReply = (postId: string, rid: string, actor: keyof typeof UID): Op =>
  batch(
    (b, d) =>
      void b.set(doc(d, `community_posts/${postId}/replies/${rid}`), {
        ...reply({ authorId: UID[actor], authorName: NAMES[actor] }),
        createdAt: serverTimestamp(),
      }),
    upd(`community_posts/${postId}`, {
      replyCount: increment(1),
      lastActivityAt: serverTimestamp(),
      lastReplyId: rid,
    }),
    (b, d) => {
      if (paced)
        b.set(doc(d, `rate_limits/${UID[actor]}`), { lastReplyAt: serverTimestamp(), lastReplyId: `${postId}/${rid}` });
    },
  );

function matrix(cases: Case[]): void {
  it.each<Case>(cases)('%s: %s → %s', async (_title, actor, expected, op) => {
    const result = op(db(actor));
    if (expected === 'allow') await assertSucceeds(result);
    else await assertFails(result);
  });
}

const STAFF = ['editor', 'admin'] as const;
const NOT_STAFF = ['member', 'other', 'visitor'] as const;
const each = (actors: readonly Actor[], expected: 'allow' | 'deny', title: string, op: Op): Case[] =>
  actors.map((a) => [title, a, expected, op]);

// ------------------------------------------------------------------------------------- posts

describe('a discussion: hide, restore, pin, lock by staff; delete by admins', () => {
  const ops: [string, Op][] = [
    ['hide', update('community_posts/p', { hidden: true })],
    ['restore', update('community_posts/hidden', { hidden: false })],
    ['pin', update('community_posts/p', { pinned: true })],
    ['unpin', update('community_posts/p', { pinned: false })],
    ['lock', update('community_posts/p', { locked: true })],
    ['unlock', update('community_posts/locked', { locked: false })],
  ];
  const cases: Case[] = [];
  for (const [title, op] of ops) cases.push(...each(STAFF, 'allow', title, op), ...each(NOT_STAFF, 'deny', title, op));
  cases.push(
    [
      'hide with its audit entry',
      'editor',
      'allow',
      batch(upd('community_posts/p', { hidden: true }), audit('editor', 'p')),
    ],
    ['delete', 'admin', 'allow', remove('community_posts/hidden')],
    ...each(['editor', ...NOT_STAFF], 'deny', 'delete', remove('community_posts/hidden')),
    [
      'delete with its replies in one batch',
      'admin',
      'allow',
      batch(
        del('community_posts/p'),
        del('community_posts/p/replies/r1'),
        del('community_posts/p/replies/r2'),
        del('community_posts/p/replies/rh'),
      ),
    ],
    // Shape: flags are booleans, and moderation changes nothing else.
    ['pin with a string', 'editor', 'deny', update('community_posts/p', { pinned: 'yes' })],
    ['lock with a number', 'admin', 'deny', update('community_posts/p', { locked: 1 })],
    ['hide and retitle', 'editor', 'deny', update('community_posts/p', { hidden: true, title: 'Moderated' })],
    ['pin and reset the count', 'editor', 'deny', update('community_posts/p', { pinned: true, replyCount: 0 })],
    ['a new flag', 'editor', 'deny', update('community_posts/p', { featured: true })],
    // The author may not pin or lock their own post.
    ['pin own post', 'member', 'deny', update('community_posts/p', { pinned: true })],
    ['unlock own post', 'member', 'deny', update('community_posts/locked', { locked: false })],
  );
  matrix(cases);
});

describe('a locked thread takes no reply', () => {
  matrix([
    ['reply to an open thread', 'other', 'allow', memberReply('open', 'n1', 'other')],
    ['reply to a locked thread', 'other', 'deny', memberReply('locked', 'n1', 'other')],
    ['reply to a locked thread, own post', 'member', 'deny', memberReply('locked', 'n1', 'member')],
    ['reply to a locked thread', 'editor', 'deny', memberReply('locked', 'n1', 'editor')],
  ]);
});

// ------------------------------------------------------------------------------------- replies

describe('a reply: hide, restore, delete move its post’s replyCount by one, in the same batch', () => {
  const hide = batch(flags('r1', { hidden: true }), count(-1, 'r1'));
  const restore = batch(flags('rh', { hidden: false }), count(1, 'rh'));
  const deleteVisible = batch(del('community_posts/p/replies/r1'), count(-1, 'r1'));
  matrix([
    ...each(STAFF, 'allow', 'hide + count -1', hide),
    ...each(NOT_STAFF, 'deny', 'hide + count -1', hide),
    ...each(STAFF, 'allow', 'restore + count +1', restore),
    ...each(NOT_STAFF, 'deny', 'restore + count +1', restore),
    [
      'hide + count -1 + audit entry',
      'editor',
      'allow',
      batch(flags('r1', { hidden: true }), count(-1, 'r1'), audit('editor', 'p', 'replies/r1')),
    ],
    ['delete + count -1', 'admin', 'allow', deleteVisible],
    ...each(['editor', ...NOT_STAFF], 'deny', 'delete + count -1', deleteVisible),
    ['delete a hidden reply (not counted)', 'admin', 'allow', remove('community_posts/p/replies/rh')],
    ['mark deleted + count -1', 'editor', 'allow', batch(flags('r2', { deleted: true }), count(-1, 'r2'))],
    // The decrement only with a real hide/delete of the reply it names.
    ['count -1 alone', 'editor', 'deny', batch(count(-1, null))],
    ['count -1 naming a reply left visible', 'editor', 'deny', batch(count(-1, 'r1'))],
    ['count -1 naming an already hidden reply', 'admin', 'deny', batch(count(-1, 'rh'))],
    ['count -1 naming a missing reply', 'admin', 'deny', batch(count(-1, 'nope'))],
    ['count -1 naming a reply path', 'admin', 'deny', batch(flags('r1', { hidden: true }), count(-1, 'r1/x'))],
    ['hide without the count', 'editor', 'deny', batch(flags('r1', { hidden: true }))],
    ['hide + count -1 naming another reply', 'editor', 'deny', batch(flags('r1', { hidden: true }), count(-1, 'r2'))],
    [
      'hide two + one -1',
      'editor',
      'deny',
      batch(flags('r1', { hidden: true }), flags('r2', { hidden: true }), count(-1, 'r2')),
    ],
    ['hide + count -2', 'editor', 'deny', batch(flags('r1', { hidden: true }), count(-2, 'r1'))],
    ['hide + count +1', 'editor', 'deny', batch(flags('r1', { hidden: true }), count(1, 'r1'))],
    [
      'hide + count -1 + a title change',
      'editor',
      'deny',
      batch(
        flags('r1', { hidden: true }),
        upd('community_posts/p', { replyCount: increment(-1), moderatedReplyId: 'r1', title: 'x' }),
      ),
    ],
    ['restore without the count', 'editor', 'deny', batch(flags('rh', { hidden: false }))],
    ['restore + count -1', 'editor', 'deny', batch(flags('rh', { hidden: false }), count(-1, 'rh'))],
    ['restore + count +2', 'editor', 'deny', batch(flags('rh', { hidden: false }), count(2, 'rh'))],
    ['count +1 alone', 'admin', 'deny', batch(count(1, 'rh'))],
    ['delete without the count', 'admin', 'deny', remove('community_posts/p/replies/r1')],
    [
      'delete + count -1 naming another reply',
      'admin',
      'deny',
      batch(del('community_posts/p/replies/r1'), count(-1, 'r2')),
    ],
    [
      'hide + count -1 on another post',
      'editor',
      'deny',
      batch(flags('r1', { hidden: true }), count(-1, 'r1', 'open')),
    ],
    ['a reply edit beyond its flags', 'editor', 'deny', batch(flags('r1', { body: 'edited' }))],
  ]);

  it('hiding a reply leaves the count one lower and the other post unchanged', async () => {
    await assertSucceeds(hide(db('editor')));
    await env.withSecurityRulesDisabled(async (ctx) => {
      const owner = ctx.firestore() as unknown as Firestore;
      expect((await getDocFromServer(doc(owner, 'community_posts/p'))).get('replyCount')).toBe(1);
      expect((await getDocFromServer(doc(owner, 'community_posts/p/replies/r1'))).get('hidden')).toBe(true);
      expect((await getDocFromServer(doc(owner, 'community_posts/open'))).get('replyCount')).toBe(0);
    });
  });
});
