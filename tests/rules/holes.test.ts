// Hostile requests against firestore.rules (issue 9, "Holes to close"), with
// @firebase/rules-unit-testing against the Firestore emulator. Every class of hole has deny cases
// that the rules before issue 9 allowed, each beside an allow case for the same actor with the
// well-formed request, so a deny passes only because of the rule under test. The broad
// allow/deny matrix per collection and role stays in firestore-rules.test.ts.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDocsFromServer,
  getDocFromServer,
  increment,
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
  type WriteBatch,
} from 'firebase/firestore';
import { rulesTestEnv } from './helpers';
import {
  TS,
  articleCompanions,
  blogPost,
  caseStudy,
  claimFor,
  resource,
  slugClaim,
  staffProfiles,
  teamMember,
  revised,
  memberProfile,
} from './fixtures';

// Denied requests are the point: keep the SDK from logging each one.
setLogLevel('silent');

// ------------------------------------------------------------------------------------- actors

const UID = { member: 'alice', other: 'bob', unverified: 'uma', editor: 'eddie', admin: 'ada' } as const;
type Actor = 'visitor' | keyof typeof UID;

let env: RulesTestEnvironment;
function db(actor: Actor): Firestore {
  if (actor === 'visitor') return env.unauthenticatedContext().firestore() as unknown as Firestore;
  const claims =
    actor === 'unverified'
      ? { email: `${UID[actor]}@example.com`, email_verified: false }
      : { email: `${UID[actor]}@example.com`, email_verified: true };
  return env.authenticatedContext(UID[actor], claims).firestore() as unknown as Firestore;
}

// ------------------------------------------------------------------------------------- data

const storedPost = (authorId: string, over: DocumentData = {}) => ({
  title: 'Punching shear question',
  body: 'How do you model openings?',
  authorId,
  authorName: 'Alice',
  createdAt: TS,
  lastActivityAt: TS,
  replyCount: 1,
  hidden: false,
  deleted: false,
  ...over,
});
const newReply = (authorId: string, over: DocumentData = {}) => ({
  body: 'Model them as holes in the slab.',
  authorId,
  authorName: 'Bob',
  createdAt: serverTimestamp(),
  hidden: false,
  deleted: false,
  ...over,
});
const storedReply = (authorId: string, over: DocumentData = {}) => ({ ...newReply(authorId), createdAt: TS, ...over });

/** `n` strings of `size` characters. */
const strings = (n: number, size: number) => Array.from({ length: n }, (_, i) => String(i % 10).repeat(size));
/** `list` with element `i` replaced by `value`. */
const withAt = (list: unknown[], i: number, value: unknown) => list.map((v, j) => (j === i ? value : v));

const branding = (over: DocumentData = {}) => ({ logoUrl: null, faviconUrl: null, updatedAt: TS, ...over });

async function seed(): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const owner = ctx.firestore() as unknown as Firestore;
    const b = writeBatch(owner);
    const put = (p: string, data: DocumentData) => b.set(doc(owner, p), data);
    put(`roles/${UID.editor}`, { role: 'editor' });
    put(`roles/${UID.admin}`, { role: 'admin' });
    // Profiles: a post's or reply's authorName must be its author's display name.
    for (const [path, data] of [...memberProfile(UID.member, 'Alice'), ...memberProfile(UID.other, 'Bob')])
      put(path, data);
    for (const [path, data] of staffProfiles([UID.editor, UID.admin])) put(path, data);
    put('community_posts/visible', storedPost(UID.member));
    put('community_posts/visible2', storedPost(UID.member));
    put('community_posts/visible/replies/shown', storedReply(UID.other));
    put('community_posts/hidden', storedPost(UID.member, { hidden: true }));
    put('community_posts/hidden/replies/shown', storedReply(UID.other));
    put('community_posts/deleted', storedPost(UID.member, { deleted: true }));
    put('community_posts/deleted/replies/shown', storedReply(UID.other));
    put('community_posts/gone/replies/orphan', storedReply(UID.other));
    put('resources/active', resource());
    // Seeded with their own slugs, so a new article may take the fixtures' default slug.
    put('blog_posts/post', blogPost({ slug: 'post' }));
    put('case_studies/study', caseStudy({ slug: 'study' }));
    put(...slugClaim('blog_posts', 'post', 'post'));
    put(...slugClaim('case_studies', 'study', 'study'));
    await b.commit();
  });
}

// ------------------------------------------------------------------------------------- operations

type Op = (db: Firestore) => Promise<unknown>;
type Case = [title: string, actor: Actor, expected: 'allow' | 'deny', op: Op];

type Write = (b: WriteBatch, db: Firestore) => void;
const batch =
  (...writes: Write[]): Op =>
  (d) => {
    const b = writeBatch(d);
    for (const w of writes) w(b, d);
    return b.commit();
  };
const replyPath = (postId: string, replyId: string) => `community_posts/${postId}/replies/${replyId}`;
/** Creates reply `replyId` under `postId`. */
const bReply =
  (postId: string, replyId: string, data: DocumentData): Write =>
  (b, d) =>
    void b.set(doc(d, replyPath(postId, replyId)), data);
/** The post's side of a reply: +1, the server's time, and the id of the reply it counts. */
const bump = (lastReplyId: string | null, over: DocumentData = {}) => ({
  replyCount: increment(1),
  lastActivityAt: serverTimestamp(),
  ...(lastReplyId === null ? {} : { lastReplyId }),
  ...over,
});
const bBump =
  (postId: string, data: DocumentData): Write =>
  (b, d) =>
    void b.update(doc(d, 'community_posts', postId), data);
/** The author's reply pace clock moved to now, naming the reply (rate_limits/{uid}). */
const bPace =
  (uid: unknown, postId = 'visible', replyId = 'r1'): Write =>
  (b, d) =>
    void b.set(
      doc(d, 'rate_limits', String(uid)),
      { lastReplyAt: serverTimestamp(), lastReplyId: `${postId}/${replyId}` },
      { merge: true },
    );
/** What the app commits for a reply (src/features/community/api.ts addReply). */
const reply = (postId: string, replyId: string, data: DocumentData, over: DocumentData = {}) =>
  batch(bReply(postId, replyId, data), bBump(postId, bump(replyId, over)), bPace(data.authorId, postId, replyId));
const get =
  (p: string): Op =>
  (d) =>
    getDocFromServer(doc(d, p));
/** The app's replies query (src/features/community/api.ts getReplies). */
const visibleReplies =
  (postId: string): Op =>
  (d) =>
    getDocsFromServer(
      query(
        collection(d, 'community_posts', postId, 'replies'),
        where('hidden', '==', false),
        where('deleted', '==', false),
        orderBy('createdAt', 'asc'),
      ),
    );
const allReplies =
  (postId: string): Op =>
  (d) =>
    getDocsFromServer(collection(d, 'community_posts', postId, 'replies'));
/** An article write as the editor's save makes it: with the revision it names and its audit entry
 *  (issue 20), or null for anything else. */
const articleSave = (p: string, data: DocumentData, action: 'created' | 'updated') => {
  const m = /^(blog_posts|case_studies)\/([^/]+)$/.exec(p);
  if (!m) return null;
  const { revisionId, writes } = articleCompanions(m[1]!, m[2]!, UID.editor, action);
  return { data: { ...data, revisionId, updatedAt: serverTimestamp() }, writes };
};
const set =
  (p: string, data: DocumentData): Op =>
  (d) => {
    // An article brings its slug claim (slugs/{collection}__{slug}) in the same batch.
    const claim = claimFor(p, data);
    data = revised(p, data);
    if (!claim) return setDoc(doc(d, p), data);
    const save = articleSave(p, data, 'created')!;
    const b = writeBatch(d);
    b.set(doc(d, p), save.data);
    b.set(doc(d, claim[0]), claim[1]);
    for (const [path, value] of save.writes) b.set(doc(d, path), value);
    return b.commit();
  };
const update =
  (p: string, data: DocumentData): Op =>
  (d) => {
    data = revised(p, data);
    const save = articleSave(p, data, 'updated');
    if (!save) return updateDoc(doc(d, p), data);
    const b = writeBatch(d);
    b.update(doc(d, p), save.data);
    for (const [path, value] of save.writes) b.set(doc(d, path), value);
    return b.commit();
  };

function matrix(cases: Case[]): void {
  it.each<Case>(cases)('%s: %s → %s', async (_title, actor, expected, op) => {
    const result = op(db(actor));
    if (expected === 'allow') await assertSucceeds(result);
    else await assertFails(result);
  });
}

// ------------------------------------------------------------------------------------- lifecycle

beforeAll(async () => {
  env = await rulesTestEnv();
});

beforeEach(async () => {
  await env.clearFirestore();
  await seed();
});

afterAll(async () => {
  await env.cleanup();
});

// ------------------------------------------------------------------------------------- the holes

describe('counters are tied to the event they count', () => {
  matrix([
    // replyCount: +1 only with the one new reply the post names (lastReplyId), in the same batch
    ['reply + bump naming it', 'other', 'allow', reply('visible', 'r1', newReply(UID.other))],
    ['bump with no reply', 'other', 'deny', batch(bBump('visible', bump(null)))],
    ['bump naming a reply that is not written', 'other', 'deny', batch(bBump('visible', bump('r1')))],
    ['bump naming an existing reply', 'other', 'deny', batch(bBump('visible', bump('shown')))],
    ['bump naming an existing reply, own post', 'member', 'deny', batch(bBump('visible', bump('shown')))],
    [
      'two replies for one +1',
      'other',
      'deny',
      batch(
        bPace(UID.other),
        bReply('visible', 'r1', newReply(UID.other)),
        bReply('visible', 'r2', newReply(UID.other)),
        bBump('visible', bump('r2')),
      ),
    ],
    [
      'two replies for one +1, the post naming neither',
      'other',
      'deny',
      batch(
        bPace(UID.other),
        bReply('visible', 'r1', newReply(UID.other)),
        bReply('visible', 'r2', newReply(UID.other)),
        bBump('visible', bump(null)),
      ),
    ],
    [
      'reply + bump naming another id',
      'other',
      'deny',
      batch(bPace(UID.other), bReply('visible', 'r1', newReply(UID.other)), bBump('visible', bump('r2'))),
    ],
    [
      'reply without lastReplyId on the post',
      'other',
      'deny',
      batch(bPace(UID.other), bReply('visible', 'r1', newReply(UID.other)), bBump('visible', bump(null))),
    ],
    [
      "bump naming another post's new reply",
      'other',
      'deny',
      batch(
        bPace(UID.other, 'visible2'),
        bReply('visible2', 'r1', newReply(UID.other)),
        bBump('visible2', bump('r1')),
        bBump('visible', bump('r1')),
      ),
    ],
    [
      'reply + bump with a path as lastReplyId',
      'other',
      'deny',
      batch(bPace(UID.other), bReply('visible', 'r1', newReply(UID.other)), bBump('visible', bump('r1/replies/x'))),
    ],
    ['reply + bump by 2', 'other', 'deny', reply('visible', 'r1', newReply(UID.other), { replyCount: increment(2) })],
    [
      'reply + bump with a fixed time',
      'other',
      'deny',
      reply('visible', 'r1', newReply(UID.other), { lastActivityAt: TS }),
    ],
    ['set lastReplyId alone', 'member', 'deny', update('community_posts/visible', { lastReplyId: 'shown' })],
    ['bump', 'visitor', 'deny', batch(bBump('visible', bump(null)))],
    // views: exactly +1, nothing else (the rule from before issue 9 already holds; kept under test)
    ['views +1', 'visitor', 'allow', update('resources/active', { views: increment(1) })],
    ['views +1', 'member', 'allow', update('resources/active', { views: increment(1) })],
    ['views +0', 'visitor', 'deny', update('resources/active', { views: 0 })],
    ['views reset to 0', 'visitor', 'deny', update('resources/active', { views: 0 })],
    ['views +1000', 'member', 'deny', update('resources/active', { views: increment(1000) })],
    ['views as a string', 'visitor', 'deny', update('resources/active', { views: '11' })],
    ['views +0.5', 'visitor', 'deny', update('resources/active', { views: increment(0.5) })],
    ['views +1 and a new field', 'visitor', 'deny', update('resources/active', { views: increment(1), hot: true })],
    ['views +1 and active', 'member', 'deny', update('resources/active', { views: increment(1), active: false })],
    ['views +1 and rating', 'member', 'deny', update('resources/active', { views: increment(1), rating: 5 })],
  ]);

  it('a reply batch leaves replyCount one higher and names the reply', async () => {
    await assertSucceeds(reply('visible', 'r1', newReply(UID.other))(db('other')));
    await env.withSecurityRulesDisabled(async (ctx) => {
      const post = await getDocFromServer(doc(ctx.firestore() as unknown as Firestore, 'community_posts/visible'));
      expect(post.get('replyCount')).toBe(2);
      expect(post.get('lastReplyId')).toBe('r1');
    });
  });
});

describe('children of hidden content: a reply is readable only while its post is', () => {
  const cases: Case[] = [
    ['get a reply of a visible post', 'visitor', 'allow', get('community_posts/visible/replies/shown')],
    ['list the replies of a visible post', 'visitor', 'allow', visibleReplies('visible')],
    ['list the replies of a visible post', 'member', 'allow', visibleReplies('visible')],
  ];
  for (const post of ['hidden', 'deleted'])
    for (const actor of ['visitor', 'member', 'other', 'unverified'] as const)
      cases.push(
        [`get a reply of a ${post} post`, actor, 'deny', get(`community_posts/${post}/replies/shown`)],
        [`list the replies of a ${post} post`, actor, 'deny', visibleReplies(post)],
      );
  for (const post of ['hidden', 'deleted'])
    for (const actor of ['editor', 'admin'] as const)
      cases.push(
        [`get a reply of a ${post} post`, actor, 'allow', get(`community_posts/${post}/replies/shown`)],
        [`list every reply of a ${post} post`, actor, 'allow', allReplies(post)],
      );
  cases.push(
    ['get a reply whose post is gone', 'visitor', 'deny', get('community_posts/gone/replies/orphan')],
    ['list the replies of a post that is gone', 'member', 'deny', visibleReplies('gone')],
    ['get a reply whose post is gone', 'editor', 'allow', get('community_posts/gone/replies/orphan')],
  );
  matrix(cases);
});

describe('lists hold bounded values: tags (20 x 1-40), results (8 rows of metric 1-80, value 1-40)', () => {
  const BIG = 'x'.repeat(200_000);
  const cases: Case[] = [];
  const article = [
    ['blog post', 'blog_posts/new', blogPost],
    ['case study', 'case_studies/new', caseStudy],
  ] as const;
  for (const [what, at, make] of article) {
    cases.push(
      [`${what} with 20 tags of 40 characters`, 'editor', 'allow', set(at, make({ tags: strings(20, 40) }))],
      [`${what} without tags`, 'editor', 'allow', set(at, make({ tags: [] }))],
      [`${what} with 21 tags`, 'editor', 'deny', set(at, make({ tags: strings(21, 5) }))],
      [`${what} with a 41-character tag`, 'editor', 'deny', set(at, make({ tags: ['steel', 'x'.repeat(41)] }))],
      [`${what} with a 200 KB tag`, 'editor', 'deny', set(at, make({ tags: [BIG] }))],
      [`${what} with an empty tag`, 'editor', 'deny', set(at, make({ tags: ['steel', ''] }))],
      [`${what} with a number as tag 1`, 'editor', 'deny', set(at, make({ tags: [42] }))],
      [`${what} with a map as tag 20`, 'admin', 'deny', set(at, make({ tags: withAt(strings(20, 3), 19, { a: 1 }) }))],
      [`${what} with a timestamp as tag 10`, 'admin', 'deny', set(at, make({ tags: withAt(strings(12, 3), 9, TS) }))],
      [`${what} with a tag hiding the separator`, 'editor', 'deny', set(at, make({ tags: ['a\u0000b'] }))],
      [`${what} with 40 emoji as a tag`, 'editor', 'allow', set(at, make({ tags: ['🏗️'.repeat(20)] }))],
      [`${what} with null as a tag`, 'editor', 'deny', set(at, make({ tags: ['steel', null] }))],
      [`${what} with a bool as tag 7`, 'editor', 'deny', set(at, make({ tags: withAt(strings(7, 3), 6, true) }))],
      [`${what} with tags as a string`, 'editor', 'deny', set(at, make({ tags: 'steel' }))],
    );
  }
  const row = (i: number, metric = 80, value = 40) => ({
    metric: `${i}`.padEnd(metric, 'm'),
    value: 'v'.repeat(value),
  });
  const rows = (n: number) => Array.from({ length: n }, (_, i) => row(i));
  const study = (over: DocumentData) => caseStudy({ slug: 'new-study', ...over });
  cases.push(
    [
      'case study with 20 tags of 40 and 8 full result rows (within the expression limit)',
      'editor',
      'allow',
      set('case_studies/new', study({ tags: strings(20, 40), results: rows(8) })),
    ],
    [
      'the same with its audit entry, as the back office writes it',
      'editor',
      'allow',
      batch(
        (b, d) => void b.set(doc(d, 'slugs/case_studies__new-study'), { collection: 'case_studies', recordId: 'new' }),
        (b, d) => {
          const { revisionId, writes } = articleCompanions('case_studies', 'new', UID.editor, 'created');
          b.set(doc(d, 'case_studies/new'), {
            ...study({ tags: strings(20, 40), results: rows(8) }),
            revisionId,
            updatedAt: serverTimestamp(),
          });
          for (const [path, value] of writes) b.set(doc(d, path), value);
        },
      ),
    ],
    ['case study without results', 'editor', 'allow', set('case_studies/new', study({ results: [] }))],
    ['case study with 9 results', 'editor', 'deny', set('case_studies/new', study({ results: rows(9) }))],
    [
      'case study with an 81-character metric',
      'editor',
      'deny',
      set('case_studies/new', study({ results: [row(1, 81)] })),
    ],
    [
      'case study with a 41-character value',
      'editor',
      'deny',
      set('case_studies/new', study({ results: [row(1, 80, 41)] })),
    ],
    [
      'case study with a 200 KB metric',
      'editor',
      'deny',
      set('case_studies/new', study({ results: [{ metric: BIG, value: '1' }] })),
    ],
    [
      'case study with an empty value',
      'editor',
      'deny',
      set('case_studies/new', study({ results: [{ metric: 'm', value: '' }] })),
    ],
    [
      'case study with a result missing its value',
      'editor',
      'deny',
      set('case_studies/new', study({ results: [{ metric: 'm' }] })),
    ],
    [
      'case study with an extra key in a result',
      'editor',
      'deny',
      set('case_studies/new', study({ results: [{ ...row(1), pct: 1 }] })),
    ],
    [
      'case study with a string as result 3',
      'editor',
      'deny',
      set('case_studies/new', study({ results: withAt(rows(3), 2, '12%') })),
    ],
    [
      'case study with a number as result 8',
      'admin',
      'deny',
      set('case_studies/new', study({ results: withAt(rows(8), 7, 12) })),
    ],
    ['case study with results as a string', 'editor', 'deny', set('case_studies/new', study({ results: '12%' }))],
    ['update tags to hold a number', 'editor', 'deny', update('blog_posts/post', { tags: ['news', 1] })],
    ['update tags to 20 valid tags', 'editor', 'allow', update('blog_posts/post', { tags: strings(20, 40) })],
    ['update results to hold a 200 KB string', 'editor', 'deny', update('case_studies/study', { results: [BIG] })],
    ['update results to two rows', 'editor', 'allow', update('case_studies/study', { results: rows(2) })],
  );
  matrix(cases);
});

describe('urls: images and links are https:// or a path on this site', () => {
  const GOOD = ['https://cdn.example.com/grace.jpg', '/images/team/grace.png', '/'];
  const BAD = [
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'http://cdn.example.com/grace.jpg',
    'vbscript:msgbox(1)',
    '//evil.example.com/x.png',
    '/\\evil.example.com/x.png',
    ' https://cdn.example.com/x.jpg',
    'https://cdn.example.com/a b.jpg',
    'https://',
    `https://e.co/${'x'.repeat(2048)}`,
  ];
  const fields: [what: string, write: (value: unknown) => Op, actor: Actor][] = [
    ['team image', (image) => set('team/new', teamMember({ image })), 'editor'],
    [
      'blog cover image',
      (coverImage) => set('blog_posts/new', blogPost({ coverImage, coverAlt: 'A photo' })),
      'editor',
    ],
    [
      'case study cover image',
      (coverImage) => set('case_studies/new', caseStudy({ coverImage, coverAlt: 'A photo' })),
      'editor',
    ],
    ['branding logo', (logoUrl) => set('settings/branding', branding({ logoUrl })), 'admin'],
    ['branding favicon', (faviconUrl) => set('settings/branding', branding({ faviconUrl })), 'admin'],
    ['resource url', (url) => set('resources/new', resource({ url })), 'editor'],
    ['resource file', (fileUrl) => set('resources/new', resource({ fileUrl })), 'editor'],
  ];
  const cases: Case[] = [];
  for (const [what, write, actor] of fields) {
    for (const value of GOOD) cases.push([`${what} ${value}`, actor, 'allow', write(value)]);
    for (const value of BAD) cases.push([`${what} ${value.slice(0, 60)}`, actor, 'deny', write(value)]);
    cases.push([`${what} as a number`, actor, 'deny', write(42)]);
  }
  cases.push(
    ['team image empty (initials shown)', 'editor', 'allow', set('team/new', teamMember({ image: '' }))],
    ['blog cover image empty', 'editor', 'allow', set('blog_posts/new', blogPost({ coverImage: '' }))],
    ['case study cover image empty', 'editor', 'allow', set('case_studies/new', caseStudy({ coverImage: '' }))],
    ['branding logo empty', 'admin', 'allow', set('settings/branding', branding({ logoUrl: '' }))],
    ['branding favicon null', 'admin', 'allow', set('settings/branding', branding({ faviconUrl: null }))],
    ['resource url empty', 'editor', 'deny', set('resources/new', resource({ url: '' }))],
  );
  matrix(cases);
});
