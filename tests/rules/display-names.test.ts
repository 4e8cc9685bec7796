// Issue 29, class 8: one member cannot take another's name. A profile's display name is held by
// display_names/{key} (the name folded for case and NFKC, src/domain/display-names.ts), written
// in the same batch as the profile; posts and replies carry only a name their author holds. Each
// refusal stands beside the same actor's well-formed request, so a deny passes only because of the
// rule under test. Run against the rules before this class (RULES_FILE=<old rules>): the takeovers
// and the unclaimed writes are allowed there.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import fc from 'fast-check';
import {
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  collection,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { displayNameKey, displayNamePath, isFoldableName } from '../../src/domain/display-names';
import { TS, memberProfile } from './fixtures';
import { expectAllowed, expectDenied, rulesTestEnv } from './helpers';

const UID = { tomas: 'tomas-uid', mallory: 'mallory-uid', fresh: 'fresh-uid' } as const;
type Actor = keyof typeof UID;
const EMAIL = (a: Actor) => `${UID[a]}@example.com`;

let env: RulesTestEnvironment;
const db = (actor: Actor | null): Firestore =>
  (actor === null
    ? env.unauthenticatedContext().firestore()
    : env
        .authenticatedContext(UID[actor], { email: EMAIL(actor), email_verified: true })
        .firestore()) as unknown as Firestore;
const asOwner = (f: (owner: Firestore) => Promise<unknown>) =>
  env.withSecurityRulesDisabled((ctx) => f(ctx.firestore() as unknown as Firestore).then(() => undefined));

beforeAll(async () => {
  env = await rulesTestEnv();
}, 120_000);

beforeEach(async () => {
  await env.clearFirestore();
  await asOwner(async (owner) => {
    const b = writeBatch(owner);
    for (const [path, data] of [
      ...memberProfile(UID.tomas, 'Tomás Ortega', EMAIL('tomas')),
      ...memberProfile(UID.mallory, 'Mallory', EMAIL('mallory')),
    ])
      b.set(doc(owner, path), data);
    await b.commit();
  });
});

afterAll(async () => {
  await env.cleanup();
});

/** The app's write (src/features/auth/listen.ts saveProfile): the profile, its name's claim when
 *  the account does not hold it yet, and the release of the name it held before. */
function rename(actor: Actor, name: string, opts: { claim?: boolean; release?: string | null; key?: string } = {}) {
  const d = db(actor);
  const b = writeBatch(d);
  const key = opts.key ?? displayNameKey(name);
  b.update(doc(d, `users/${UID[actor]}`), { displayName: name, nameKey: key });
  if (opts.claim !== false) b.set(doc(d, `display_names/${key}`), { uid: UID[actor] });
  if (opts.release) b.delete(doc(d, displayNamePath(opts.release)));
  return b.commit();
}

function signUp(actor: Actor, name: string, opts: { claim?: boolean } = {}) {
  const d = db(actor);
  const b = writeBatch(d);
  const profile = { displayName: name, email: EMAIL(actor), createdAt: TS };
  b.set(doc(d, `users/${UID[actor]}`), name ? { ...profile, nameKey: displayNameKey(name) } : profile);
  if (opts.claim !== false && name) b.set(doc(d, displayNamePath(name)), { uid: UID[actor] });
  return b.commit();
}

function post(actor: Actor, authorName: string) {
  const d = db(actor);
  const b = writeBatch(d);
  const ref = doc(collection(d, 'community_posts'));
  b.set(ref, {
    title: 'Punching shear',
    body: 'How do you model openings?',
    authorId: UID[actor],
    authorName,
    createdAt: serverTimestamp(),
    lastActivityAt: serverTimestamp(),
    replyCount: 0,
    hidden: false,
    deleted: false,
  } satisfies DocumentData);
  b.set(doc(d, `rate_limits/${UID[actor]}`), { lastPostAt: serverTimestamp(), lastPostId: ref.id });
  return b.commit();
}

describe("a member cannot take another member's name", () => {
  it("the issue's attack: renaming the profile alone to another's name, in any case, and posting under it", async () => {
    // Mallory's profile as every profile was before names were claimed.
    await asOwner((o) =>
      setDoc(doc(o, `users/${UID.mallory}`), { displayName: 'Mallory', email: EMAIL('mallory'), createdAt: TS }),
    );
    const mallory = doc(db('mallory'), `users/${UID.mallory}`);
    for (const name of ['Tomás Ortega', 'tomás ortega', 'TOMÁS ORTEGA'])
      await expectDenied(updateDoc(mallory, { displayName: name }));
    await expectDenied(post('mallory', 'Tomás Ortega'));
  });

  it('legit: a member renames to a free name, releasing the old one', async () => {
    await expectAllowed(rename('mallory', 'Mallory Quinn', { release: 'Mallory' }));
    await asOwner(async (o) => {
      expect((await getDoc(doc(o, displayNamePath('Mallory Quinn')))).data()).toEqual({ uid: UID.mallory });
      expect((await getDoc(doc(o, displayNamePath('Mallory')))).exists()).toBe(false);
    });
    // The freed name is anyone's now.
    await expectAllowed(signUp('fresh', 'Mallory'));
  });

  it('legit: a change of case only keeps the claim', async () => {
    await expectAllowed(rename('mallory', 'MALLORY', { claim: false }));
  });

  it.each([
    ['the same spelling', 'Tomás Ortega'],
    ['lower case', 'tomás ortega'],
    ['upper case', 'TOMÁS ORTEGA'],
    ['mixed case', 'tOMÁs oRTEGa'],
  ])("renaming to another's name (%s) is refused, with or without a claim", async (_label, name) => {
    await expectDenied(rename('mallory', name, { release: 'Mallory' })); // the claim exists: an update
    await expectDenied(rename('mallory', name, { claim: false, release: 'Mallory' }));
  });

  it.each([
    ['fullwidth letters', 'Ｔｏｍáｓ Ｏｒｔｅｇａ'],
    ['decomposed accent', 'Toma\u0301s Ortega'],
    ['zero-width space', 'Tomá\u200Bs Ortega'],
    ['doubled space', 'Tomás  Ortega'],
    ['a trailing space', 'Tomás Ortega '],
    ['a no-break space', 'Tomás\u00A0Ortega'],
    ['a combining grapheme joiner before the accent', 'Toma\u034F\u0301s Ortega'],
  ])("renaming to a variant of another's name (%s) is refused, whatever key is claimed", async (_label, name) => {
    // The key the rules would compute, the client's key and a free key of the writer's choice.
    for (const key of new Set([displayNameKey(name), name.toLowerCase(), 'mallory-variant'])) {
      await expectDenied(rename('mallory', name, { key, release: 'Mallory' }));
    }
  });

  it('signing up with a taken name is refused; with a free one it is allowed', async () => {
    await expectDenied(signUp('fresh', 'tomás ortega'));
    await expectDenied(signUp('fresh', 'Tomás Ortega', { claim: false }));
    await expectAllowed(signUp('fresh', 'Fresh Face'));
  });

  it('a profile without its claim is refused (create and update); an empty name needs none', async () => {
    await expectDenied(signUp('fresh', 'Fresh Face', { claim: false }));
    await expectDenied(rename('mallory', 'Mallory Quinn', { claim: false, release: 'Mallory' }));
    await expectAllowed(signUp('fresh', ''));
  });

  it('a rename must release the old name (no one holds two)', async () => {
    await expectDenied(rename('mallory', 'Mallory Quinn'));
    await expectAllowed(rename('mallory', 'Mallory Quinn', { release: 'Mallory' }));
  });

  it('a claim without the profile carrying that name is refused', async () => {
    const d = db('mallory');
    await expectDenied(setDoc(doc(d, displayNamePath('Someone Else')), { uid: UID.mallory }));
    // A profile naming a key that is not its name's.
    await expectDenied(rename('mallory', 'Mallory', { key: displayNameKey('Someone Else') }));
    await expectDenied(rename('mallory', 'Mallory', { key: 'MALLORY' }));
    // Without any profile at all.
    const f = db('fresh');
    await expectDenied(setDoc(doc(f, displayNamePath('Fresh Face')), { uid: UID.fresh }));
  });

  it("a claim in another's uid, with other keys, or an update of a held claim is refused", async () => {
    const d = db('mallory');
    const b = () => writeBatch(d).update(doc(d, `users/${UID.mallory}`), { displayName: 'Mallory Quinn' });
    await expectDenied(
      b()
        .set(doc(d, displayNamePath('Mallory Quinn')), { uid: UID.tomas })
        .delete(doc(d, displayNamePath('Mallory')))
        .commit(),
    );
    await expectDenied(
      b()
        .set(doc(d, displayNamePath('Mallory Quinn')), { uid: UID.mallory, name: 'x' })
        .delete(doc(d, displayNamePath('Mallory')))
        .commit(),
    );
    await expectDenied(updateDoc(doc(d, displayNamePath('Tomás Ortega')), { uid: UID.mallory }));
    await expectDenied(setDoc(doc(d, displayNamePath('Tomás Ortega')), { uid: UID.mallory }));
  });

  it("deleting another's claim is refused; one's own only when the profile no longer carries it", async () => {
    await expectDenied(deleteDoc(doc(db('mallory'), displayNamePath('Tomás Ortega'))));
    await expectDenied(deleteDoc(doc(db('mallory'), displayNamePath('Mallory'))));
    await expectDenied(deleteDoc(doc(db(null), displayNamePath('Mallory'))));
  });

  it('anyone may ask whether one name is taken; no one may list them', async () => {
    await expectAllowed(getDoc(doc(db(null), displayNamePath('tomás ortega'))));
    await expectDenied(getDocs(collection(db(null), 'display_names')));
    await expectDenied(getDocs(collection(db('mallory'), 'display_names')));
  });
});

describe('posts carry only a name the author holds', () => {
  it('legit: the holder posts under the name', async () => {
    await expectAllowed(post('tomas', 'Tomás Ortega'));
  });

  it('a profile written before claims (no claim) cannot post until it claims the name', async () => {
    await asOwner((o) =>
      setDoc(doc(o, `users/${UID.fresh}`), { displayName: 'Tomas Ortega', email: EMAIL('fresh'), createdAt: TS }),
    );
    await expectDenied(post('fresh', 'Tomas Ortega')); // "Tomas" and "Tomás" are two names; no claim
  });

  it("a legacy duplicate of another's name cannot post under it", async () => {
    await asOwner((o) =>
      setDoc(doc(o, `users/${UID.mallory}`), {
        displayName: 'Tomás Ortega',
        email: EMAIL('mallory'),
        createdAt: TS,
        nameKey: displayNameKey('Tomás Ortega'),
      }),
    );
    await expectDenied(post('mallory', 'Tomás Ortega'));
  });

  it('a decomposed spelling of a held name cannot be posted, even by a profile carrying it', async () => {
    const name = 'Toma\u0301s Ortega';
    await asOwner(async (o) => {
      const key = name.toLowerCase();
      await setDoc(doc(o, `users/${UID.mallory}`), {
        displayName: name,
        email: EMAIL('mallory'),
        createdAt: TS,
        nameKey: key,
      });
      await setDoc(doc(o, `display_names/${key}`), { uid: UID.mallory });
    });
    await expectDenied(post('mallory', name));
  });
});

// The rules' fold (nameKey) is the client's (displayNameKey) for every name both accept, and the
// rules refuse what the client cannot fold the same way: random names through the emulator.
describe('the rules fold names as the client does', () => {
  const letters = fc.constantFrom(
    ...'aAbBzZßẞσςΣİıiIéÉèÈñÑøØœŒæÆþÞðÐǆǅǄ'.split(''),
    ...['e\u0301', 'a\u0308', 'o\u0302\u0323', 'ọ\u0302', '\u1E9E', 'ﬁ', 'Ａ', '𝐀', 'ǰ', 'ŉ', 'ΐ', 'й', 'и\u0306'],
    ...[
      'Ж',
      'ж',
      'Ω',
      '\u2126',
      'Å',
      '\u212B',
      'ア',
      'ｱ',
      'が',
      'か\u3099',
      '한',
      '\u1112\u1161\u11AB',
      'क़',
      'क\u093C',
    ],
    ...[' ', '  ', '\u200B', '\u200D', '\u00AD', '\uFE0F', '/', '.', '_', '%', '-', "'"],
  );
  const names = fc.array(letters, { minLength: 1, maxLength: 6 }).map((parts) => parts.join(''));

  it('a fresh account claims its name under the client key exactly when the client could fold it', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(names, async (name) => {
        const uid = `prop-${n++}`;
        const d = env
          .authenticatedContext(uid, { email: `${uid}@example.com`, email_verified: true })
          .firestore() as unknown as Firestore;
        const key = displayNameKey(name);
        if (key === '') return;
        const b = writeBatch(d);
        b.set(doc(d, `users/${uid}`), { displayName: name, email: `${uid}@example.com`, createdAt: TS, nameKey: key });
        b.set(doc(d, `display_names/${key}`), { uid });
        const allowed = await b.commit().then(
          () => true,
          () => false,
        );
        if (allowed !== isFoldableName(name)) throw new Error(`${JSON.stringify(name)}: rules ${allowed}`);
        if (allowed) await asOwner((o) => deleteDoc(doc(o, `display_names/${key}`)));
      }),
      { numRuns: 60, seed: 29 },
    );
  }, 120_000);
});
