// Issue 22, no silent overwrites: every back-office record carries `rev` (its staff saves) and a
// staff write names the revision it was based on by writing the next one (firestore.rules revNext).
// For each edited collection: a create starts at 1 (or leaves it out), an update based on the stored
// revision is allowed, one based on a stale copy (someone saved in between) or with no revision, a
// skipped or a non-integer one is refused; visitors' +1 on views is untouched. Pages: a publish
// names the published revision it started from (basedOn), and a stale one is refused.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  doc,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { rulesTestEnv } from './helpers';
import { TS, blogPost, caseStudy, resource, slugClaim, teamMember } from './fixtures';

setLogLevel('silent');

const UID = { editor: 'eddie', admin: 'ada' } as const;
let env: RulesTestEnvironment;
const staff = (who: keyof typeof UID = 'admin') =>
  env.authenticatedContext(UID[who], { email: `${UID[who]}@example.com` }).firestore() as unknown as Firestore;
const visitor = () => env.unauthenticatedContext().firestore() as unknown as Firestore;
const asOwner = (fn: (owner: Firestore) => Promise<unknown>) =>
  env.withSecurityRulesDisabled(async (ctx) => void (await fn(ctx.firestore() as unknown as Firestore)));

const faq = (over: DocumentData = {}) => ({ question: 'Q?', answer: 'A.', category: 'General', order: 1, ...over });
const social = (over: DocumentData = {}) => ({
  network: 'LinkedIn',
  url: 'https://linkedin.com/x',
  enabled: true,
  order: 1,
  ...over,
});
const lead = (over: DocumentData = {}) => ({
  name: 'Grace',
  email: 'grace@example.com',
  phone: '',
  company: 'Acme',
  projectDescription: 'A tower.',
  status: 'new',
  createdAt: TS,
  ...over,
});

/** One edited collection: where its record lives, a stored copy, and a staff edit of it. */
interface Kind {
  name: string;
  path: string;
  stored: (over?: DocumentData) => DocumentData;
  /** The fields a staff save changes (besides rev). */
  edit: DocumentData;
  /** The whole document a create writes (absent: not created in the back office). */
  create?: (over?: DocumentData) => DocumentData;
  /** Companion documents the record needs (its slug claim). */
  companions?: [string, DocumentData][];
}

const KINDS: Kind[] = [
  { name: 'faqs', path: 'faqs/f1', stored: faq, edit: { answer: 'Theirs.' }, create: faq },
  { name: 'team', path: 'team/t1', stored: teamMember, edit: { bio: 'Theirs.' }, create: teamMember },
  {
    name: 'resources',
    path: 'resources/r1',
    stored: resource,
    edit: { description: 'Theirs.', updatedAt: serverTimestamp() },
    create: (over = {}) => resource({ createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...over }),
  },
  {
    name: 'social_links',
    path: 'social_links/linkedin',
    stored: social,
    edit: { url: 'https://linkedin.com/theirs' },
    create: social,
  },
  {
    name: 'blog_posts (draft)',
    path: 'blog_posts/b1',
    stored: (over = {}) => blogPost({ slug: 'b1', published: false, publishedAt: null, ...over }),
    edit: { body: 'Theirs.', updatedAt: serverTimestamp() },
    create: (over = {}) =>
      blogPost({
        slug: 'b1',
        published: false,
        publishedAt: null,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        ...over,
      }),
    companions: [slugClaim('blog_posts', 'b1', 'b1') as unknown as [string, DocumentData]],
  },
  {
    name: 'case_studies (draft)',
    path: 'case_studies/c1',
    stored: (over = {}) => caseStudy({ slug: 'c1', published: false, publishedAt: null, ...over }),
    edit: { challenge: 'Theirs.', updatedAt: serverTimestamp() },
    create: (over = {}) =>
      caseStudy({
        slug: 'c1',
        published: false,
        publishedAt: null,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        ...over,
      }),
    companions: [slugClaim('case_studies', 'c1', 'c1') as unknown as [string, DocumentData]],
  },
  {
    name: 'demo_requests (admin)',
    path: 'demo_requests/l1',
    stored: lead,
    edit: { status: 'contacted', notes: 'Called.', assignee: 'Ada', updatedAt: serverTimestamp() },
  },
];

beforeAll(async () => {
  env = await rulesTestEnv();
}, 120_000);
beforeEach(async () => {
  await env.clearFirestore();
  await asOwner(async (owner) => {
    const b = writeBatch(owner);
    b.set(doc(owner, `roles/${UID.editor}`), { role: 'editor' });
    b.set(doc(owner, `roles/${UID.admin}`), { role: 'admin' });
    for (const k of KINDS) for (const [p, data] of k.companions ?? []) b.set(doc(owner, p), data);
    await b.commit();
  });
});
afterAll(async () => {
  await env.cleanup();
});

/** The stored record at `rev` (undefined: saved before issue 22, no rev field). */
const store = (k: Kind, rev: number | undefined) =>
  asOwner((owner) => setDoc(doc(owner, k.path), rev === undefined ? k.stored() : k.stored({ rev })));
const save = (k: Kind, rev: unknown) =>
  updateDoc(doc(staff(), k.path), rev === undefined ? k.edit : { ...k.edit, rev });

describe.each(KINDS.map((k) => [k.name, k] as const))('%s', (_name, k) => {
  test('a save based on the stored revision is allowed (3 -> 4)', async () => {
    await store(k, 3);
    await assertSucceeds(save(k, 4));
  });
  test('a save based on a stale copy is refused (stored 4, based on 3)', async () => {
    await store(k, 4);
    await assertFails(save(k, 4));
  });
  test('the second of two saves based on the same revision is refused', async () => {
    await store(k, 3);
    await assertSucceeds(save(k, 4));
    await assertFails(updateDoc(doc(staff('editor'), k.path), { ...k.edit, rev: 4 }));
  });
  test('a save that names no revision is refused', async () => {
    await store(k, 3);
    await assertFails(save(k, undefined));
  });
  test('a save that skips a revision or names a non-integer one is refused', async () => {
    await store(k, 3);
    await assertFails(save(k, 5));
    await assertFails(save(k, 4.5));
    await assertFails(save(k, '4'));
    await assertFails(save(k, null));
  });
  test('a record saved before revisions (no rev) takes revision 1', async () => {
    await store(k, undefined);
    await assertFails(save(k, 2));
    await assertSucceeds(save(k, 1));
  });
  if (k.create) {
    const create = k.create;
    test('a create starts at revision 1 (or leaves it out), never later', async () => {
      await assertFails(setDoc(doc(staff(), k.path), create({ rev: 2 })));
      await assertFails(setDoc(doc(staff(), k.path), create({ rev: 0 })));
      await assertFails(setDoc(doc(staff(), k.path), create({ rev: '1' })));
      await assertSucceeds(setDoc(doc(staff(), k.path), create({ rev: 1 })));
    });
  }
});

test("a visitor's +1 on a resource's views needs no revision", async () => {
  await asOwner((owner) => setDoc(doc(owner, 'resources/r1'), resource({ rev: 3 })));
  await assertSucceeds(updateDoc(doc(visitor(), 'resources/r1'), { views: 1 }));
  await assertFails(updateDoc(doc(visitor(), 'resources/r1'), { views: 12, rev: 4 }));
});

test("the public demo form's lead has no revision; its first admin save takes 1", async () => {
  await assertSucceeds(
    setDoc(doc(visitor(), 'demo_requests/AbCdEfGhIjKlMnOpQrSt'), lead({ createdAt: serverTimestamp() })),
  );
  await assertFails(
    setDoc(doc(visitor(), 'demo_requests/AbCdEfGhIjKlMnOpQrSu'), lead({ createdAt: serverTimestamp(), rev: 1 })),
  );
  await assertSucceeds(
    updateDoc(doc(staff(), 'demo_requests/AbCdEfGhIjKlMnOpQrSt'), {
      status: 'contacted',
      updatedAt: serverTimestamp(),
      rev: 1,
    }),
  );
});

describe('pages: a publish names the published revision it started from', () => {
  const sections = { hero: { title: 'Hello' } };
  const publish = (db: Firestore, revisionId: string, basedOn: string | null) => {
    const b = writeBatch(db);
    b.set(doc(db, 'pages/about'), {
      sections,
      lastUpdated: '2026-11-26',
      publishedAt: serverTimestamp(),
      revisionId,
      ...(basedOn === null ? {} : { basedOn }),
    });
    b.set(doc(db, `pages/about/revisions/${revisionId}`), {
      sections,
      lastUpdated: '2026-11-26',
      publishedAt: serverTimestamp(),
      publishedBy: UID.admin,
      publishedByName: 'Ada Admin',
    });
    return b.commit();
  };
  beforeEach(() =>
    asOwner((owner) =>
      setDoc(doc(owner, `users/${UID.admin}`), { displayName: 'Ada Admin', email: 'ada@example.com', createdAt: TS }),
    ),
  );

  test('a first publish is based on nothing; the next on the first; a stale one is refused', async () => {
    await assertFails(publish(staff(), 'r1', 'r0'));
    await assertSucceeds(publish(staff(), 'r1', ''));
    await assertSucceeds(publish(staff(), 'r2', 'r1'));
    // Started from r1 while someone published r2: refused.
    await assertFails(publish(staff(), 'r3', 'r1'));
    await assertFails(publish(staff(), 'r3', ''));
    await assertFails(publish(staff(), 'r3', null));
    await assertSucceeds(publish(staff(), 'r3', 'r2'));
  });
});
