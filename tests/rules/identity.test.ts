// Issue 9, "Identity" and "Abuse and cost", against firestore.rules with
// @firebase/rules-unit-testing: community posts and replies only from verified accounts, under their
// own profile name, never a staff-like name (the same verdict as the sign-up schema), at most one
// discussion a minute and one reply per 15 s per account. Every deny case here was allowed by the
// rules before issue 9; each sits beside an allow case for the same actor and well-formed request.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDocFromServer,
  getDocsFromServer,
  increment,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { signUpSchema } from '@/features/auth/schema';
import { FOLDED_STAFF_WORDS, STAFF_WORDS, isHonestName } from '@/lib/schema/names';
import { rulesNameText } from './name-classes';
import { rulesSource, rulesTestEnv } from './helpers';
import { TS, memberProfile } from './fixtures';

setLogLevel('silent');

const RULES = rulesSource();

// ------------------------------------------------------------------------------------- actors

/** `unverified` has not confirmed its email, `noClaim`'s token says nothing about it, `anonymous`
 *  signed in anonymously, `noProfile` is verified but has no users/{uid} profile; the others are
 *  verified with a profile named NAME[actor]. */
const UID = {
  member: 'alice',
  other: 'bob',
  unverified: 'uma',
  noClaim: 'nico',
  anonymous: 'anya',
  noProfile: 'nora',
  editor: 'eddie',
  admin: 'ada',
} as const;
type Signed = keyof typeof UID;
type Actor = 'visitor' | Signed;
const NAME: Record<Signed, string> = {
  member: 'Alice',
  other: 'Bob',
  unverified: 'Uma',
  noClaim: 'Nico',
  anonymous: 'Anya',
  noProfile: 'Nora',
  editor: 'Eddie',
  admin: 'Ada',
};

let env: RulesTestEnvironment;
function db(actor: Actor): Firestore {
  if (actor === 'visitor') return env.unauthenticatedContext().firestore() as unknown as Firestore;
  const email = `${UID[actor]}@example.com`;
  const claims: TokenOptions =
    actor === 'unverified'
      ? { email, email_verified: false }
      : actor === 'noClaim'
        ? { email }
        : actor === 'anonymous'
          ? { firebase: { sign_in_provider: 'anonymous', identities: {} } }
          : { email, email_verified: true };
  return env.authenticatedContext(UID[actor], claims).firestore() as unknown as Firestore;
}

async function asOwner(fn: (owner: Firestore) => Promise<unknown>): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await fn(ctx.firestore() as unknown as Firestore);
  });
}

const secondsAgo = (s: number) => Timestamp.fromMillis(Date.now() - s * 1000);

// ------------------------------------------------------------------------------------- data

const storedPost = (over: DocumentData = {}) => ({
  title: 'Punching shear question',
  body: 'How do you model openings?',
  authorId: UID.member,
  authorName: 'Alice',
  createdAt: TS,
  lastActivityAt: TS,
  replyCount: 0,
  hidden: false,
  deleted: false,
  ...over,
});
const uidOf = (actor: Actor) => (actor === 'visitor' ? 'visitor' : UID[actor]);
const nameOf = (actor: Actor) => (actor === 'visitor' ? 'Visitor' : NAME[actor]);

beforeAll(async () => {
  env = await rulesTestEnv();
}, 120_000); // loading the rules into a busy emulator can take a while

beforeEach(async () => {
  await env.clearFirestore();
  await asOwner(async (owner) => {
    const b = writeBatch(owner);
    b.set(doc(owner, `roles/${UID.editor}`), { role: 'editor' });
    b.set(doc(owner, `roles/${UID.admin}`), { role: 'admin' });
    for (const actor of Object.keys(UID) as Signed[])
      if (actor !== 'noProfile')
        for (const [path, data] of memberProfile(UID[actor], NAME[actor])) b.set(doc(owner, path), data);
    b.set(doc(owner, 'community_posts/visible'), storedPost());
    b.set(doc(owner, 'community_posts/visible2'), storedPost());
    await b.commit();
  });
});

afterAll(async () => {
  await env.cleanup();
});

// ------------------------------------------------------------------------------------- operations

type Op = (db: Firestore) => Promise<unknown>;
type Case = [title: string, actor: Actor, expected: 'allow' | 'deny', op: Op];

interface PostOptions {
  /** Fields of the post over the well-formed ones (authorName defaults to the actor's name). */
  over?: DocumentData;
  /** The pace clock write: fields, or null for none. */
  clock?: DocumentData | null;
  id?: string;
}
/** A new discussion as the app writes it: the post and the author's clock, in one batch. */
const post =
  (actor: Actor, { over = {}, clock, id = 'new' }: PostOptions = {}): Op =>
  (d) => {
    const b = writeBatch(d);
    b.set(doc(d, 'community_posts', id), {
      title: 'Openings in slabs',
      body: 'How do you model them?',
      authorId: uidOf(actor),
      authorName: nameOf(actor),
      createdAt: serverTimestamp(),
      lastActivityAt: serverTimestamp(),
      replyCount: 0,
      hidden: false,
      deleted: false,
      ...over,
    });
    const paced = clock === undefined ? { lastPostAt: serverTimestamp(), lastPostId: id } : clock;
    if (paced) b.set(doc(d, 'rate_limits', uidOf(actor)), paced, { merge: true });
    return b.commit();
  };

/** A reply as the app writes it: the reply, the post's +1 naming it, the author's clock. */
const reply =
  (actor: Actor, { over = {}, clock, id = 'r1', postId = 'visible' }: PostOptions & { postId?: string } = {}): Op =>
  (d) => {
    const b = writeBatch(d);
    b.set(doc(d, 'community_posts', postId, 'replies', id), {
      body: 'Model them as holes.',
      authorId: uidOf(actor),
      authorName: nameOf(actor),
      createdAt: serverTimestamp(),
      hidden: false,
      deleted: false,
      ...over,
    });
    b.update(doc(d, 'community_posts', postId), {
      replyCount: increment(1),
      lastActivityAt: serverTimestamp(),
      lastReplyId: id,
    });
    const paced = clock === undefined ? { lastReplyAt: serverTimestamp(), lastReplyId: `${postId}/${id}` } : clock;
    if (paced) b.set(doc(d, 'rate_limits', uidOf(actor)), paced, { merge: true });
    return b.commit();
  };

/** Sets the actor's profile name first (rules disabled), then runs `op`. */
const named =
  (actor: Signed, displayName: string, op: Op): Op =>
  async (d) => {
    // The profile carries the name and holds it (issue 29), as the app would leave it.
    await asOwner(async (owner) => {
      for (const [path, data] of memberProfile(UID[actor], displayName))
        await setDoc(doc(owner, path), data, { merge: true });
    });
    return op(d);
  };

/** Sets the actor's clock first (rules disabled; times taken as the case runs), then runs `op`. */
const clocked =
  (actor: Signed, clock: () => DocumentData, op: Op): Op =>
  async (d) => {
    await asOwner((owner) => setDoc(doc(owner, `rate_limits/${UID[actor]}`), clock()));
    return op(d);
  };

function matrix(cases: Case[]): void {
  it.each<Case>(cases)('%s: %s → %s', async (_title, actor, expected, op) => {
    const result = op(db(actor));
    if (expected === 'allow') await assertSucceeds(result);
    else await assertFails(result);
  });
}

/** The name with anything outside printable ASCII escaped, for a test title. */
const label = (name: string) => name.replace(/[^\x20-\x7e]/gu, (c) => `\\u{${(c.codePointAt(0) ?? 0).toString(16)}}`);

// ------------------------------------------------------------------------------------- identity

describe('identity: community posts and replies only from verified accounts', () => {
  const cases: Case[] = [
    ['post', 'member', 'allow', post('member')],
    ['reply', 'other', 'allow', reply('other')],
    ['post', 'editor', 'allow', post('editor')],
    ['reply', 'admin', 'allow', reply('admin')],
    ['post', 'visitor', 'deny', post('visitor')],
    ['reply', 'visitor', 'deny', reply('visitor')],
  ];
  for (const actor of ['unverified', 'noClaim', 'anonymous'] as const)
    cases.push([`post`, actor, 'deny', post(actor)], [`reply`, actor, 'deny', reply(actor)]);
  matrix(cases);
});

describe("identity: the name on a post or reply is its author's own profile name", () => {
  matrix([
    ['post as another member', 'member', 'deny', post('member', { over: { authorName: 'Bob' } })],
    ['reply as another member', 'other', 'deny', reply('other', { over: { authorName: 'Alice' } })],
    ['post as a variant of own name', 'member', 'deny', post('member', { over: { authorName: 'Alice ' } })],
    ['post without a profile', 'noProfile', 'deny', post('noProfile')],
    ['reply without a profile', 'noProfile', 'deny', reply('noProfile')],
    [
      'post after renaming the profile',
      'member',
      'allow',
      named('member', 'Alice R.', post('member', { over: { authorName: 'Alice R.' } })),
    ],
    [
      'post with an empty profile name',
      'member',
      'deny',
      named('member', '', post('member', { over: { authorName: '' } })),
    ],
  ]);
});

// Shared with the agreement check below.
const HONEST = [
  'Priya Raman',
  'Tomás Ortega',
  'Zoe\u0308 Ng', // decomposed ë
  'Chad Minton',
  'E2E Member 1234',
  '李小龙',
  'مهر\u200Cداد', // a zero-width non-joiner, as Persian spelling uses
  'Zoë 🏗️',
  'Ada Lovelace',
  'Mo Derator', // the words apart are not "moderator"
];
const IMPERSONATING = [
  'Structura',
  'Structura Team (staff)',
  'the STRUCTURA team',
  'Staff',
  'site admin',
  'ADMIN',
  'Administrator',
  'Sysadmin Sam',
  'Moderator',
  'Mia (moderator)',
  'Team Lead',
  'Official Support',
  'StructuraTeam',
  'Stafford', // the price of substring matching
  'Ad\u200Bmin', // zero-width space
  'Struc\u00ADtura', // soft hyphen
  'Ad\u0301min', // a combining accent
  'TE\u034FAM', // a combining grapheme joiner
  '\u202Earutcurts', // right-to-left override: shows as "structura"
  'Alice\u2067', // a bidi isolate
  'Alice\u200E', // a left-to-right mark
  'Alice\nBob', // a second line
  'Alice\u0000', // a control character
];

describe('identity: names that cannot pass for staff', () => {
  const cases: Case[] = [];
  // The sign-up form composes what is typed (NFC): a decomposed "ë" is stored and posted composed,
  // and the rules refuse a name NFC would change (issue 29: one name, one key).
  for (const name of HONEST.map((n) => n.normalize('NFC')))
    cases.push(
      [
        `post as ${label(name)}`,
        'member',
        'allow',
        named('member', name, post('member', { over: { authorName: name } })),
      ],
      [
        `reply as ${label(name)}`,
        'other',
        'allow',
        named('other', name, reply('other', { over: { authorName: name } })),
      ],
    );
  for (const name of IMPERSONATING)
    cases.push(
      [
        `post as ${label(name)}`,
        'member',
        'deny',
        named('member', name, post('member', { over: { authorName: name } })),
      ],
      [
        `reply as ${label(name)}`,
        'other',
        'deny',
        named('other', name, reply('other', { over: { authorName: name } })),
      ],
    );
  cases.push(
    [
      'post as "Structura Admin" by an admin whose profile says so',
      'admin',
      'deny',
      named('admin', 'Structura Admin', post('admin', { over: { authorName: 'Structura Admin' } })),
    ],
    ['post with a number as the name', 'member', 'deny', post('member', { over: { authorName: 42 } })],
  );
  matrix(cases);
});

describe('the sign-up schema and the rules agree on names', () => {
  it('the rules refuse exactly the staff words of src/lib/schema/names.ts (in their folded form)', () => {
    const words = /matches\('\(\?s\)\.\*\(([a-z|]+)\)\.\*'\)/.exec(RULES)?.[1]?.split('|');
    expect(words?.sort()).toEqual([...FOLDED_STAFF_WORDS].sort());
    expect(FOLDED_STAFF_WORDS).toHaveLength(STAFF_WORDS.length);
  });

  it('the rules carry the generated name classes of tests/rules/name-classes.ts', () => {
    expect(RULES).toContain(rulesNameText());
  });

  // Every staff word as typed in a few ways, and the lists above: the schema's verdict is the rules'.
  const variants = STAFF_WORDS.flatMap((w) => [
    w,
    w.toUpperCase(),
    `Jo ${w[0]!.toUpperCase()}${w.slice(1)} Smith`,
    `${w.slice(0, 2)}\u200D${w.slice(2)}`,
    `x${w}x`,
  ]);
  const names = [...HONEST, ...IMPERSONATING, ...variants];
  it.each(names.map((n) => [label(n), n]))('%s', async (_label, name) => {
    const schemaSays = signUpSchema.safeParse({
      displayName: name,
      email: 'a@example.com',
      password: 'secret1',
    }).success;
    expect(schemaSays).toBe(isHonestName(name.trim()));
    // What the form sends (trimmed, composed) is what the profile and the post carry.
    const sent = schemaSays ? name.trim().normalize('NFC') : name;
    const op = named('member', sent, post('member', { over: { authorName: sent } }))(db('member'));
    if (schemaSays) await assertSucceeds(op);
    else await assertFails(op);
  });

  it('the lists are classified as intended', () => {
    expect(HONEST.filter((n) => !isHonestName(n))).toEqual([]);
    expect(IMPERSONATING.filter((n) => isHonestName(n))).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------- pace

describe('pace: one discussion a minute, one reply per 15 s, per account', () => {
  const postClock = (s: number) => () => ({ lastPostAt: secondsAgo(s), lastPostId: 'earlier' });
  const replyClock = (s: number) => () => ({ lastReplyAt: secondsAgo(s), lastReplyId: 'visible/earlier' });
  matrix([
    ['first post (no clock yet)', 'member', 'allow', post('member')],
    ['post 61 s after the last', 'member', 'allow', clocked('member', postClock(61), post('member'))],
    ['post 30 s after the last', 'member', 'deny', clocked('member', postClock(30), post('member'))],
    ['post 2 s after the last', 'member', 'deny', clocked('member', postClock(2), post('member'))],
    ['post 5 s after a reply', 'member', 'allow', clocked('member', replyClock(5), post('member'))],
    ['first reply (no clock yet)', 'other', 'allow', reply('other')],
    ['reply 16 s after the last', 'other', 'allow', clocked('other', replyClock(16), reply('other'))],
    ['reply 5 s after the last', 'other', 'deny', clocked('other', replyClock(5), reply('other'))],
    ['reply 5 s after a post', 'other', 'allow', clocked('other', postClock(5), reply('other'))],
    // the clock must move with the write, to now, naming it
    ['post without moving the clock', 'member', 'deny', post('member', { clock: null })],
    ['reply without moving the clock', 'other', 'deny', reply('other', { clock: null })],
    [
      'post with the clock at a past time',
      'member',
      'deny',
      post('member', { clock: { lastPostAt: TS, lastPostId: 'new' } }),
    ],
    [
      'post with the clock naming another post',
      'member',
      'deny',
      post('member', { clock: { lastPostAt: serverTimestamp(), lastPostId: 'other' } }),
    ],
    [
      'post moving the reply clock instead',
      'member',
      'deny',
      post('member', { clock: { lastReplyAt: serverTimestamp(), lastReplyId: 'new' } }),
    ],
    [
      'reply naming another reply on the clock',
      'other',
      'deny',
      reply('other', { clock: { lastReplyAt: serverTimestamp(), lastReplyId: 'visible/r2' } }),
    ],
    [
      'two posts for one clock move',
      'member',
      'deny',
      (d) => {
        const b = writeBatch(d);
        for (const id of ['p1', 'p2'])
          b.set(doc(d, 'community_posts', id), {
            ...storedPost(),
            createdAt: serverTimestamp(),
            lastActivityAt: serverTimestamp(),
          });
        b.set(doc(d, 'rate_limits', UID.member), { lastPostAt: serverTimestamp(), lastPostId: 'p2' });
        return b.commit();
      },
    ],
    [
      'replies on two posts for one clock move',
      'other',
      'deny',
      (d) => {
        const b = writeBatch(d);
        for (const postId of ['visible', 'visible2']) {
          b.set(doc(d, 'community_posts', postId, 'replies', 'r1'), {
            body: 'Same id twice',
            authorId: UID.other,
            authorName: 'Bob',
            createdAt: serverTimestamp(),
            hidden: false,
            deleted: false,
          });
          b.update(doc(d, 'community_posts', postId), {
            replyCount: increment(1),
            lastActivityAt: serverTimestamp(),
            lastReplyId: 'r1',
          });
        }
        b.set(doc(d, 'rate_limits', UID.other), { lastReplyAt: serverTimestamp(), lastReplyId: 'visible2/r1' });
        return b.commit();
      },
    ],
  ]);
});

describe('pace: the clock document rate_limits/{uid}', () => {
  const at = (uid: string) => `rate_limits/${uid}`;
  const now = { lastPostAt: serverTimestamp(), lastPostId: 'x' };
  const get =
    (p: string): Op =>
    (d) =>
      getDocFromServer(doc(d, p));
  const set =
    (p: string, data: DocumentData): Op =>
    (d) =>
      setDoc(doc(d, p), data);
  const update =
    (p: string, data: DocumentData): Op =>
    (d) =>
      updateDoc(doc(d, p), data);
  const seeded = (op: Op) => clocked('member', () => ({ lastPostAt: secondsAgo(120), lastPostId: 'old' }), op);
  matrix([
    ['get own clock', 'member', 'allow', seeded(get(at(UID.member)))],
    ["get another's clock", 'other', 'deny', seeded(get(at(UID.member)))],
    ["get a member's clock", 'visitor', 'deny', seeded(get(at(UID.member)))],
    ["get a member's clock", 'editor', 'deny', seeded(get(at(UID.member)))],
    ['list clocks', 'admin', 'deny', seeded((d) => getDocsFromServer(collection(d, 'rate_limits')))],
    ['list clocks', 'member', 'deny', seeded((d) => getDocsFromServer(collection(d, 'rate_limits')))],
    ['create own clock at now', 'member', 'allow', set(at(UID.member), now)],
    ['create own clock at a past time', 'member', 'deny', set(at(UID.member), { lastPostAt: TS })],
    ['create own clock in the future', 'member', 'deny', set(at(UID.member), { lastPostAt: secondsAgo(-3600) })],
    ['create own clock with another key', 'member', 'deny', set(at(UID.member), { ...now, count: 0 })],
    [
      'create own clock with a 1601-char id',
      'member',
      'deny',
      set(at(UID.member), { ...now, lastPostId: 'x'.repeat(1601) }),
    ],
    ["create another's clock", 'member', 'deny', set(at(UID.other), now)],
    ['create own clock', 'unverified', 'deny', set(at(UID.unverified), now)],
    ['create own clock', 'anonymous', 'deny', set(at(UID.anonymous), now)],
    ['create a clock', 'visitor', 'deny', set(at('visitor'), now)],
    ['move own clock to now after 2 min', 'member', 'allow', seeded(update(at(UID.member), now))],
    ['move own clock back', 'member', 'deny', seeded(update(at(UID.member), { lastPostAt: TS }))],
    ["move another's clock", 'admin', 'deny', seeded(update(at(UID.member), now))],
    ['delete own clock (to post again at once)', 'member', 'deny', seeded((d) => deleteDoc(doc(d, at(UID.member))))],
    ['delete a clock', 'admin', 'deny', seeded((d) => deleteDoc(doc(d, at(UID.member))))],
  ]);
});
