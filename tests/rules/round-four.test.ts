// Issue 29 ("Security, round four"): what the rules let through, class by class. Each refusal
// stands beside the same actor's well-formed request, so a deny passes only because of the rule
// under test. Classes: characters no output may carry (control characters in staff text), one
// validation for notification addresses and webhooks (no Unicode whitespace, control or format
// characters, no credentials in a webhook), every stored field bounded (a staged version's times,
// a lead's email as the form checks it, counters only as their own rule moves them), and public
// decided by the time, not only by `live`.
import fc from 'fast-check';
import {
  doc,
  getDocFromServer,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import {
  auditPair,
  blogPost,
  caseStudy,
  slugClaim,
  staffProfiles,
  STAFF_NAMES,
  teamMember,
  TS as PAST,
} from './fixtures';
import { clearFirestore, client, closeClients, expectAllowed, expectDenied, ownerClient } from './helpers';

const UID = { editor: 'eddie', admin: 'ada', cora: 'cora', member: 'alice' } as const;
STAFF_NAMES.cora = 'Cora Contributor';

let owner: Firestore;
let editor: Firestore;
let admin: Firestore;
let cora: Firestore;
let visitor: Firestore;

beforeAll(() => {
  owner = ownerClient();
  editor = client(UID.editor);
  admin = client(UID.admin);
  cora = client(UID.cora);
  visitor = client(null);
});

const HOUR = 3_600_000;
const past = (ms: number) => Timestamp.fromMillis(Date.now() - ms);
const future = (ms: number) => Timestamp.fromMillis(Date.now() + ms);

beforeEach(async () => {
  await clearFirestore();
  const b = writeBatch(owner);
  const put = (path: string, data: DocumentData) => b.set(doc(owner, path), data);
  put(`roles/${UID.editor}`, { role: 'editor' });
  put(`roles/${UID.admin}`, { role: 'admin' });
  put(`roles/${UID.cora}`, { role: 'contributor' });
  for (const [path, data] of staffProfiles([UID.editor, UID.admin, UID.cora])) put(path, data);
  put('blog_posts/draft', {
    ...blogPost({ slug: 'draft', published: false, publishedAt: null, ownerUid: UID.cora }),
    rev: 1,
  });
  put(...slugClaim('blog_posts', 'draft', 'draft'));
  put('blog_posts/live', { ...blogPost({ slug: 'live', publishedAt: PAST, live: true, views: 5 }), rev: 1 });
  put(...slugClaim('blog_posts', 'live', 'live'));
  // Its unpublish time passed an hour ago; the task that clears `live` is late.
  put('blog_posts/ended', {
    ...blogPost({ slug: 'ended', publishedAt: past(48 * HOUR), unpublishAt: past(HOUR), live: true, views: 5 }),
    rev: 1,
  });
  put('blog_posts/ending', {
    ...blogPost({ slug: 'ending', publishedAt: past(48 * HOUR), unpublishAt: future(HOUR), live: true, views: 5 }),
    rev: 1,
  });
  await b.commit();
}, 60_000);

afterAll(closeClients);

let n = 0;
/** A save as the back office writes it: the record, its slug claim, the schedule, its revision and
 *  its audit entry (as tests/rules/review.test.ts). */
function save(db: Firestore, uid: string, path: string, data: DocumentData, how: 'create' | 'update') {
  const [collectionName, id] = path.split('/') as [string, string];
  const revisionId = `rev${++n}`;
  const b = writeBatch(db);
  const record = { ...data, rev: how === 'create' ? 1 : 2, revisionId, updatedAt: serverTimestamp() };
  if (how === 'create') b.set(doc(db, path), record);
  else b.update(doc(db, path), record);
  const slug = typeof data.slug === 'string' ? data.slug : id;
  b.set(doc(db, `slugs/${collectionName}__${slug}`), { collection: collectionName, recordId: id });
  const schedule = doc(db, `schedule/${collectionName}__${id}`);
  if (data.published === true) b.set(schedule, { collection: collectionName, publishAt: data.publishedAt });
  else b.delete(schedule);
  b.set(doc(db, `${path}/revisions/${revisionId}`), {
    values: {},
    savedAt: serverTimestamp(),
    savedBy: uid,
    savedByName: STAFF_NAMES[uid] ?? uid,
  });
  for (const [p, d] of auditPair({
    entity: collectionName,
    collection: collectionName,
    recordId: id,
    title: 'Title',
    action: how === 'create' ? 'created' : 'updated',
    byUid: uid,
    byName: STAFF_NAMES[uid] ?? uid,
    at: serverTimestamp(),
  }))
    b.set(doc(db, p), d);
  return b.commit();
}

const faq = (over: DocumentData = {}) => ({
  question: 'Do you support Eurocode?',
  answer: 'Yes.',
  category: 'General',
  order: 1,
  ...over,
});

const newPost = (id: string, over: DocumentData = {}) =>
  blogPost({ slug: id, publishedAt: PAST, createdAt: serverTimestamp(), ...over });

// ------------------------------------------------------------------- 1. text no output can carry

/** Control characters a paste brings (U+000B is Word's Shift+Enter), beside the two text keeps. */
const CONTROLS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000B',
  '\u000C',
  '\r',
  '\u001B',
  '\u001F',
  '\u007F',
  '\u0085',
  '\u009F',
];

describe('staff text holds no control character but tab and line feed', () => {
  it('a post whose title, excerpt or body holds U+000B is refused; tab and newline are kept', async () => {
    await expectAllowed(
      save(editor, UID.editor, 'blog_posts/ok', newPost('ok', { body: 'Line\n\tindented' }), 'create'),
    );
    for (const field of ['title', 'excerpt', 'body'])
      await expectDenied(
        save(
          editor,
          UID.editor,
          `blog_posts/${field.toLowerCase()}`,
          newPost(field.toLowerCase(), { [field]: 'Bridges\u000Bthat last' }),
          'create',
        ),
      );
  });

  it('every control character, anywhere in any article text, is refused [40 runs]', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('title', 'excerpt', 'body'),
        fc.constantFrom(...CONTROLS),
        fc.nat(20),
        async (field, c, at) => {
          const text = 'Concrete frames'.slice(0, at % 15);
          const id = `p${++n}`;
          await expectDenied(
            save(
              editor,
              UID.editor,
              `blog_posts/${id}`,
              newPost(id, { [field]: `${text}${c}${'Concrete frames'.slice(text.length)}` }),
              'create',
            ),
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it('tags and case-study results hold no control character either', async () => {
    await expectAllowed(
      save(editor, UID.editor, 'blog_posts/tags', newPost('tags', { tags: ['steel', 'ai'] }), 'create'),
    );
    await expectDenied(
      save(editor, UID.editor, 'blog_posts/tags2', newPost('tags2', { tags: ['steel\u000B'] }), 'create'),
    );
    const study = (id: string, results: DocumentData[]) =>
      caseStudy({ slug: id, publishedAt: PAST, createdAt: serverTimestamp(), results });
    await expectAllowed(
      save(editor, UID.editor, 'case_studies/s1', study('s1', [{ metric: 'Steel', value: '12%' }]), 'create'),
    );
    await expectDenied(
      save(editor, UID.editor, 'case_studies/s2', study('s2', [{ metric: 'Steel\u0000', value: '12%' }]), 'create'),
    );
  });

  it('team members, FAQs and resources: the same', async () => {
    await expectAllowed(setDoc(doc(editor, 'team/t1'), { ...teamMember({ bio: 'Line one\nLine two' }), rev: 1 }));
    await expectDenied(setDoc(doc(editor, 'team/t2'), { ...teamMember({ bio: 'Line one\u000BLine two' }), rev: 1 }));
    await expectAllowed(setDoc(doc(editor, 'faqs/f1'), { ...faq(), rev: 1 }));
    await expectDenied(setDoc(doc(editor, 'faqs/f2'), { ...faq({ answer: 'Yes\u001B[31m' }), rev: 1 }));
  });
});

// ------------------------------------------------------------------- 2. one validation for addresses

const settings = (over: DocumentData = {}) => ({
  emails: ['sales@structura.example'],
  webhookUrl: '',
  updatedAt: serverTimestamp(),
  ...over,
});
const SETTINGS = 'settings/lead_notifications';

describe('notification addresses and the webhook: one validation (form, rules, function)', () => {
  const BAD = [
    '\u00A0',
    '\u2028',
    '\u2029',
    '\u000B',
    '\u0085',
    '\u0000',
    '\u200B',
    '\u202E',
    '\u3000',
    '\uFEFF',
    '\t',
  ];
  it('an address with Unicode whitespace, a control or a format character is refused', async () => {
    await expectAllowed(
      setDoc(doc(admin, SETTINGS), settings({ emails: ['sales@structura.example', 'élodie@bureau.fr'] })),
    );
    for (const c of BAD) {
      await expectDenied(
        setDoc(doc(admin, SETTINGS), settings({ emails: ['ok@structura.example', `sales@structura.example${c}`] })),
      );
      await expectDenied(setDoc(doc(admin, SETTINGS), settings({ emails: [`sa${c}les@structura.example`] })));
    }
  });
  it('a webhook URL with credentials is refused; one with a query token is not', async () => {
    await expectAllowed(
      setDoc(doc(admin, SETTINGS), settings({ webhookUrl: 'https://hooks.slack.com/services/T0/B0/XX' })),
    );
    await expectAllowed(setDoc(doc(admin, SETTINGS), settings({ webhookUrl: 'https://hooks.example/in?token=abc' })));
    for (const url of [
      'https://user:TOKEN@hooks.example/in',
      'https://TOKEN@hooks.example/in',
      'https://hooks.example\u200B/in',
      'https://hooks.example/in\u0085',
      'http://user:pw@127.0.0.1:9000/in',
    ])
      await expectDenied(setDoc(doc(admin, SETTINGS), settings({ webhookUrl: url })));
  });
});

// ------------------------------------------------------------------- 3. every stored field bounded

describe('a lead email as the form checks it', () => {
  const lead = (email: string) => ({
    name: 'Grace',
    email,
    phone: '',
    company: 'Compilers',
    projectDescription: 'Bridges',
    status: 'new',
    createdAt: serverTimestamp(),
  });
  it('CR/LF, spaces, tabs and controls in the email are refused', async () => {
    await expectAllowed(setDoc(doc(visitor, 'demo_requests/AAAAAAAAAAAAAAAAAAAA'), lead('grace@example.com')));
    await expectAllowed(setDoc(doc(visitor, 'demo_requests/AAAAAAAAAAAAAAAAAAA1'), lead("o'hara+demo@sub.example.co")));
    const bad = [
      'grace@example.com\r\nBcc: victim@example.com',
      'grace@example.com\n',
      'gr ace@example.com',
      'grace@exa\tmple.com',
      'grace@example.com\u0000',
      'grace@example.com\u00A0',
    ];
    for (const [i, email] of bad.entries())
      await expectDenied(setDoc(doc(visitor, `demo_requests/BBBBBBBBBBBBBBBBBBB${i}`), lead(email)));
  });
});

describe("a staged version's times are as bounded as the record's", () => {
  // A staged version's values: the article's own fields (fixtures.blogPost), without the counters and
  // times the server keeps, and its publish time as the editor sends it (an ISO string).
  const values = (over: DocumentData = {}) => {
    const {
      views: _v,
      createdAt: _c,
      updatedAt: _u,
      ...fields
    } = blogPost({
      slug: 'live',
      title: 'Hello',
      publishedAt: '2025-01-15T10:00:00.000Z',
    });
    return { ...fields, ...over };
  };
  const pending = (v: DocumentData) => ({
    collection: 'blog_posts',
    recordId: 'live',
    values: v,
    baseRev: 1,
    savedAt: serverTimestamp(),
    savedBy: UID.editor,
    savedByName: STAFF_NAMES[UID.editor],
    rev: 1,
  });
  const PATH = 'pending_changes/blog_posts__live';
  it('unpublishAt: never a 500 kB string, a map, a list or free text; an ISO time is fine', async () => {
    for (const bad of ['x'.repeat(500_000), { a: 1 }, ['2026-01-01'], 'not a time'])
      await expectDenied(setDoc(doc(editor, PATH), pending(values({ unpublishAt: bad }))));
    await expectAllowed(setDoc(doc(editor, PATH), pending(values({ unpublishAt: '2030-01-01T00:00:00.000Z' }))));
  });
  it('unpublishAt null is fine', async () => {
    await expectAllowed(setDoc(doc(editor, PATH), pending(values({ unpublishAt: null }))));
  });
  it('its texts hold no control characters', async () => {
    await expectDenied(setDoc(doc(editor, PATH), pending(values({ title: 'Hello\u000B' }))));
    await expectDenied(setDoc(doc(editor, PATH), pending(values({ publishedAt: 'x'.repeat(40) }))));
    await expectAllowed(setDoc(doc(editor, PATH), pending(values({ body: 'Line\n\tindented' }))));
  });
});

describe('views move only by a visitor +1', () => {
  it('a contributor cannot set views on their own draft, nor create one with views', async () => {
    const draft = blogPost({
      slug: 'mine2',
      published: false,
      publishedAt: null,
      ownerUid: UID.cora,
      createdAt: serverTimestamp(),
    });
    await expectAllowed(save(cora, UID.cora, 'blog_posts/mine2', draft, 'create'));
    await expectDenied(
      save(cora, UID.cora, 'blog_posts/mine3', { ...draft, slug: 'mine3', views: 1_000_000 }, 'create'),
    );
    await expectDenied(save(cora, UID.cora, 'blog_posts/draft', { title: 'Renamed', views: 1_000_000 }, 'update'));
    await expectAllowed(save(cora, UID.cora, 'blog_posts/draft', { title: 'Renamed' }, 'update'));
  });
  it('nor can an editor; a visitor still counts +1', async () => {
    await expectDenied(
      save(editor, UID.editor, 'blog_posts/live', { title: 'Hello again', views: 1_000_000 }, 'update'),
    );
    await expectAllowed(save(editor, UID.editor, 'blog_posts/live', { title: 'Hello again' }, 'update'));
    await expectAllowed(updateDoc(doc(visitor, 'blog_posts/live'), { views: increment(1) }));
  });
});

// ------------------------------------------------------------------- 4. public decided by the time

describe('an article is public only inside its time, whatever `live` says', () => {
  it('a visitor reads a live post inside its time, not one whose unpublish time passed', async () => {
    await expectAllowed(getDocFromServer(doc(visitor, 'blog_posts/live')));
    await expectAllowed(getDocFromServer(doc(visitor, 'blog_posts/ending')));
    await expectDenied(getDocFromServer(doc(visitor, 'blog_posts/ended')));
    await expectAllowed(getDocFromServer(doc(editor, 'blog_posts/ended')));
  });
  it('nor counts a view on it', async () => {
    await expectAllowed(updateDoc(doc(visitor, 'blog_posts/ending'), { views: increment(1) }));
    await expectDenied(updateDoc(doc(visitor, 'blog_posts/ended'), { views: increment(1) }));
  });
  it('a live post whose publish time is still ahead is not public either', async () => {
    await setDoc(doc(owner, 'blog_posts/early'), blogPost({ slug: 'early', publishedAt: future(HOUR), live: true }));
    await expectDenied(getDocFromServer(doc(visitor, 'blog_posts/early')));
  });
});
