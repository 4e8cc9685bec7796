// What a visitor may read of the translations (issue 41, firestore.rules "public reads of the
// translations"): a page's translation, always; an article's translation when it is live and its
// record is public now; the public site's collection-group query (`translations`, live == true)
// for the live ones; never a draft (the German draft of a live English post) read by itself. The writes' rules are the back office's (their own tests).
import {
  collectionGroup,
  doc,
  getDocFromServer,
  getDocsFromServer,
  query,
  Timestamp,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { blogPost, caseStudy, TS as PAST } from './fixtures';
import { clearFirestore, client, closeClients, expectAllowed, expectDenied, ownerClient } from './helpers';

const FUTURE = Timestamp.fromDate(new Date(Date.now() + 24 * 3600 * 1000));

const translation = (locale: string, over: DocumentData = {}) => ({
  locale,
  slug: `beitrag-${locale}`,
  title: 'Lastpfade in Transferstrukturen',
  excerpt: 'Ein Auszug',
  body: 'Text',
  seoTitle: '',
  seoDescription: '',
  sourceTexts: {},
  published: true,
  publishedAt: PAST,
  live: true,
  rev: 1,
  ...over,
});

let owner: Firestore;
let visitor: Firestore;
beforeAll(async () => {
  owner = ownerClient();
  visitor = client(null);
  // The emulator's first evaluation of these rules is slow: out of the first case's time.
  await getDocFromServer(doc(visitor, 'pages/x/translations/de')).catch(() => {});
}, 90_000);
afterAll(() => closeClients());

beforeEach(async () => {
  await clearFirestore();
  const b = writeBatch(owner);
  const put = (path: string, data: DocumentData) => b.set(doc(owner, path), data);
  put('blog_posts/live', blogPost({ slug: 'live-post', publishedAt: PAST, live: true }));
  put('blog_posts/live/translations/de', translation('de'));
  // The German draft of a live English post.
  put('blog_posts/live/translations/es', translation('es', { published: false, live: false, publishedAt: null }));
  // A live translation whose record is not public (unpublished since).
  put('blog_posts/draft', blogPost({ slug: 'draft-post', published: false, publishedAt: null, live: false }));
  put('blog_posts/draft/translations/de', translation('de', { slug: 'entwurf' }));
  put('case_studies/cs/translations/de', translation('de', { slug: 'fallstudie' }));
  put('case_studies/cs', caseStudy({ slug: 'study', publishedAt: PAST, live: true }));
  // Live, but its own time has not come (a late publishing task): not public now.
  put('case_studies/cs/translations/es', translation('es', { slug: 'estudio', publishedAt: FUTURE }));
  put('pages/company', { sections: { hero: { title: 'Company' } }, lastUpdated: '2026-01-01' });
  put('pages/company/translations/de', { locale: 'de', sections: { hero: { title: 'Unternehmen' } } });
  await b.commit();
});

test("a page's translation is public, like the page", async () => {
  await expectAllowed(getDocFromServer(doc(visitor, 'pages/company/translations/de')));
  await expectAllowed(getDocFromServer(doc(visitor, 'pages/company/translations/es')));
});

test('a live translation of a public article is public; a draft, or one under a record that is not, is not', async () => {
  await expectAllowed(getDocFromServer(doc(visitor, 'blog_posts/live/translations/de')));
  await expectAllowed(getDocFromServer(doc(visitor, 'case_studies/cs/translations/de')));
  await expectDenied(getDocFromServer(doc(visitor, 'blog_posts/live/translations/es')));
  await expectDenied(getDocFromServer(doc(visitor, 'blog_posts/draft/translations/de')));
  await expectDenied(getDocFromServer(doc(visitor, 'case_studies/cs/translations/es')));
});

test("the public site's collection-group query: the live translations, nothing else", async () => {
  const live = await expectAllowed(
    getDocsFromServer(query(collectionGroup(visitor, 'translations'), where('live', '==', true))),
  );
  // Held to the translation's own flag (firestore.rules says why): the site joins it with the
  // records it read as public.
  expect(live.docs.map((d) => d.ref.path).sort()).toEqual([
    'blog_posts/draft/translations/de',
    'blog_posts/live/translations/de',
    'case_studies/cs/translations/de',
    'case_studies/cs/translations/es',
  ]);
  // Without the live filter the query could return drafts (the es draft): refused.
  await expectDenied(getDocsFromServer(collectionGroup(visitor, 'translations')));
  await expectDenied(getDocsFromServer(query(collectionGroup(visitor, 'translations'), where('live', '==', false))));
  await expectDenied(getDocsFromServer(query(collectionGroup(visitor, 'translations'), where('locale', '==', 'es'))));
});
