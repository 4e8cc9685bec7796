// Rules for the entity layer's orderable records (team, FAQs: a move swaps two records' order in
// one batch with their audit entries) and for social links (one per network: the id is the network
// in lower case; https only; visitors read enabled links only), with @firebase/rules-unit-testing
// against the Firestore emulator. Each deny sits beside an allow for the same actor.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDocFromServer,
  getDocsFromServer,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { rulesTestEnv } from './helpers';
import { STAFF_NAMES, auditPair, staffProfiles, teamMember } from './fixtures';

setLogLevel('silent');

const UID = { member: 'alice', editor: 'eddie', admin: 'ada' } as const;
type Actor = 'visitor' | keyof typeof UID;

let env: RulesTestEnvironment;
function db(actor: Actor): Firestore {
  if (actor === 'visitor') return env.unauthenticatedContext().firestore() as unknown as Firestore;
  return env
    .authenticatedContext(UID[actor], { email: `${UID[actor]}@example.com`, email_verified: true })
    .firestore() as unknown as Firestore;
}

const faq = (over: DocumentData = {}) => ({
  question: 'How do I start?',
  answer: 'Sign up.',
  category: 'Getting started',
  order: 1,
  ...over,
});
const link = (network: string, over: DocumentData = {}) => ({
  network,
  url: `https://www.${network.toLowerCase()}.com/structura`,
  enabled: true,
  order: 1,
  ...over,
});

async function seed() {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const fs = ctx.firestore() as unknown as Firestore;
    const b = writeBatch(fs);
    b.set(doc(fs, 'roles', UID.editor), { role: 'editor' });
    b.set(doc(fs, 'roles', UID.admin), { role: 'admin' });
    for (const [p, d] of staffProfiles([UID.editor, UID.admin])) b.set(doc(fs, p), d);
    b.set(doc(fs, 'team/ada'), teamMember({ name: 'Ada Lovelace', order: 1 }));
    b.set(doc(fs, 'team/grace'), teamMember({ name: 'Grace Hopper', order: 2 }));
    b.set(doc(fs, 'faqs/one'), faq({ order: 1 }));
    b.set(doc(fs, 'faqs/two'), faq({ question: 'Is there a trial?', order: 2 }));
    b.set(doc(fs, 'social_links/linkedin'), link('LinkedIn', { order: 1 }));
    b.set(doc(fs, 'social_links/github'), link('GitHub', { order: 2, enabled: false }));
    await b.commit();
  });
}

beforeAll(async () => {
  env = await rulesTestEnv();
}, 120_000);
beforeEach(async () => {
  revs = {};
  await env.clearFirestore();
  await seed();
});
afterAll(async () => {
  await env.cleanup();
});

/** The batch `entityEndpoints(def).move` commits: each record's new order and its audit entry. */
/** Each record's revision as the moves so far left it (issue 22: a move names the next one). */
let revs: Record<string, number> = {};
const nextRev = (path: string) => (revs[path] = (revs[path] ?? 0) + 1);
function move(actor: Actor, coll: string, entity: string, changes: [id: string, order: unknown][]) {
  const fs = db(actor);
  const b = writeBatch(fs);
  for (const [id, order] of changes) {
    b.update(doc(fs, coll, id), { order, rev: nextRev(`${coll}/${id}`) });
    for (const [p, d] of auditPair({
      entity,
      collection: coll,
      recordId: id,
      title: id,
      action: 'updated',
      byUid: actor === 'visitor' ? '' : UID[actor],
      byName: actor === 'visitor' ? '' : (STAFF_NAMES[UID[actor]] ?? ''),
      at: serverTimestamp(),
    }))
      b.set(doc(fs, p), d);
  }
  return b.commit();
}

describe('orderable records: a move swaps two order values in one audited batch', () => {
  test('an editor swaps two team members', async () => {
    await assertSucceeds(
      move('editor', 'team', 'team', [
        ['grace', 1],
        ['ada', 2],
      ]),
    );
    const after = await getDocsFromServer(query(collection(db('visitor'), 'team'), orderBy('order', 'asc')));
    expect(after.docs.map((d) => d.id)).toEqual(['grace', 'ada']);
  });
  test('an editor swaps two FAQs; an admin too', async () => {
    await assertSucceeds(
      move('editor', 'faqs', 'faq', [
        ['two', 1],
        ['one', 2],
      ]),
    );
    await assertSucceeds(
      move('admin', 'faqs', 'faq', [
        ['one', 1],
        ['two', 2],
      ]),
    );
  });
  test('a member or a visitor cannot move anyone', async () => {
    for (const actor of ['member', 'visitor'] as const) {
      await assertFails(
        move(actor, 'team', 'team', [
          ['grace', 1],
          ['ada', 2],
        ]),
      );
      await assertFails(updateDoc(doc(db(actor), 'faqs/two'), { order: 0, rev: 1 }));
    }
  });
  test('a move to an order outside 0-9999 or not a whole number is refused, and nothing moves', async () => {
    for (const bad of [-1, 10000, 1.5, '1', null]) {
      await assertFails(
        move('editor', 'team', 'team', [
          ['grace', bad],
          ['ada', 2],
        ]),
      );
    }
    const grace = await getDocFromServer(doc(db('visitor'), 'team/grace'));
    expect(grace.data()?.order).toBe(2);
  });
  test('a move that changes another field too is checked as a whole record', async () => {
    const fs = db('editor');
    await assertFails(updateDoc(doc(fs, 'team/ada'), { order: 3, name: '', rev: 1 }));
    await assertSucceeds(updateDoc(doc(fs, 'team/ada'), { order: 3, rev: 1 }));
  });
  test('an audit entry naming a record that does not exist is refused', async () => {
    const fs = db('editor');
    const b = writeBatch(fs);
    b.update(doc(fs, 'team/ada'), { order: 5, rev: 1 });
    for (const [p, d] of auditPair({
      entity: 'team',
      collection: 'team',
      recordId: 'nobody',
      title: 'x',
      action: 'updated',
      byUid: UID.editor,
      byName: STAFF_NAMES[UID.editor]!,
      at: serverTimestamp(),
    }))
      b.set(doc(fs, p), d);
    await assertFails(b.commit());
  });
});

describe('social links: one per network, https only', () => {
  const put = (actor: Actor, id: string, data: DocumentData) => setDoc(doc(db(actor), 'social_links', id), data);

  test('an admin creates a link whose id is its network in lower case, for each network', async () => {
    for (const network of ['X', 'YouTube', 'Facebook', 'Instagram'])
      await assertSucceeds(put('admin', network.toLowerCase(), link(network)));
  });
  test('an id that is not the network in lower case is refused', async () => {
    await assertFails(put('admin', 'random-id', link('X')));
    await assertFails(put('admin', 'X', link('X')));
    await assertFails(put('admin', 'youtube', link('X')));
    await assertFails(put('admin', 'myspace', link('Myspace')));
    await assertSucceeds(put('admin', 'x', link('X')));
  });
  test("a link's network cannot change (a second link for a network cannot be made that way)", async () => {
    await assertFails(updateDoc(doc(db('admin'), 'social_links/linkedin'), { network: 'GitHub', rev: 1 }));
    await assertSucceeds(updateDoc(doc(db('admin'), 'social_links/linkedin'), { order: 3, rev: 1 }));
  });
  test('creating a network that already has a link, with a "created" audit entry, is refused', async () => {
    const fs = db('admin');
    const b = writeBatch(fs);
    b.set(doc(fs, 'social_links/linkedin'), link('LinkedIn', { url: 'https://www.linkedin.com/company/other' }));
    for (const [p, d] of auditPair({
      entity: 'social-media',
      collection: 'social_links',
      recordId: 'linkedin',
      title: 'LinkedIn',
      action: 'created',
      byUid: UID.admin,
      byName: STAFF_NAMES[UID.admin]!,
      at: serverTimestamp(),
    }))
      b.set(doc(fs, p), d);
    await assertFails(b.commit());
  });
  test.each([
    ['http:', 'http://www.x.com/s'],
    ['javascript:', 'javascript:alert(1)'],
    ['a site path', '/about'],
    ['protocol-relative', '//evil.example/x'],
    ['no host', 'https://'],
    ['a space', 'https://x.com/a b'],
    ['upper-case scheme', 'HTTPS://x.com/s'],
    ['over 2048 characters', `https://x.com/${'x'.repeat(2048)}`],
  ])('a url with %s is refused', async (_what, url) => {
    await assertFails(put('admin', 'x', link('X', { url })));
  });
  test('editors, members and visitors cannot write links', async () => {
    for (const actor of ['editor', 'member', 'visitor'] as const) {
      await assertFails(put(actor, 'x', link('X')));
      await assertFails(updateDoc(doc(db(actor), 'social_links/linkedin'), { enabled: false, rev: 1 }));
    }
    await assertSucceeds(updateDoc(doc(db('admin'), 'social_links/linkedin'), { enabled: false, rev: 1 }));
  });
  test('visitors read enabled links only: the footer query (enabled == true) is allowed', async () => {
    const enabled = query(collection(db('visitor'), 'social_links'), where('enabled', '==', true));
    const got = await assertSucceeds(getDocsFromServer(enabled));
    expect(got.docs.map((d) => d.id)).toEqual(['linkedin']);
    await assertSucceeds(getDocFromServer(doc(db('visitor'), 'social_links/linkedin')));
    await assertFails(getDocFromServer(doc(db('visitor'), 'social_links/github')));
    await assertFails(getDocsFromServer(collection(db('visitor'), 'social_links')));
    await assertFails(getDocsFromServer(collection(db('editor'), 'social_links')));
  });
  test('an admin lists every link, disabled ones too', async () => {
    const all = await assertSucceeds(
      getDocsFromServer(query(collection(db('admin'), 'social_links'), orderBy('order', 'asc'))),
    );
    expect(all.docs.map((d) => d.id)).toEqual(['linkedin', 'github']);
  });
  test('an admin swaps two links with a move', async () => {
    await assertSucceeds(
      move('admin', 'social_links', 'social-media', [
        ['github', 1],
        ['linkedin', 2],
      ]),
    );
    await assertFails(
      move('editor', 'social_links', 'social-media', [
        ['github', 2],
        ['linkedin', 1],
      ]),
    );
  });
});
