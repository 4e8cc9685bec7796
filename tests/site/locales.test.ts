// The site in German and Spanish as production serves it (issue 41): Hosting's rewrites of /de/…
// and /es/… to the site function, over HTTP. Fixed pages exist in every language (their seeded
// translations); an article only in the languages with a live translation, under its translated
// slug; a renamed translated slug answers 301, a German draft of a live English post 404; each
// language has its feed. Posts and translations are written with the Admin SDK as the back office
// stores them (its slug claims included); each test uses its own slugs.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { JSDOM } from 'jsdom';
import { adminDb, closeAdmin, SITE_URL } from '../functions/helpers';

let db: Firestore;
let n = 0;
const written: string[] = [];
const unique = (base: string) => `${base}-${Date.now().toString(36)}-${++n}`;
const hour = 3_600_000;

async function putPost(slug: string) {
  const ref = db.collection('blog_posts').doc();
  await ref.set({
    slug,
    title: `Post ${slug}`,
    excerpt: `About ${slug}`,
    body: 'Body',
    coverImage: '',
    author: 'Grace Hopper',
    tags: [],
    seoTitle: '',
    seoDescription: '',
    published: true,
    publishedAt: Timestamp.fromMillis(Date.now() - hour),
    live: true,
    views: 0,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  await db.doc(`slugs/blog_posts__${slug}`).set({ collection: 'blog_posts', recordId: ref.id });
  written.push(ref.path, `slugs/blog_posts__${slug}`);
  return ref;
}

async function putTranslation(recordId: string, locale: 'de' | 'es', slug: string, over: Record<string, unknown> = {}) {
  const path = `blog_posts/${recordId}/translations/${locale}`;
  await db.doc(path).set({
    locale,
    slug,
    title: `Beitrag ${slug}`,
    excerpt: `Über ${slug}`,
    body: 'Deutscher Text',
    seoTitle: '',
    seoDescription: '',
    sourceTexts: {},
    published: true,
    publishedAt: Timestamp.fromMillis(Date.now() - hour),
    unpublishAt: null,
    live: true,
    rev: 1,
    ...over,
  });
  await db.doc(`slugs/blog_posts__${locale}__${slug}`).set({ collection: 'blog_posts', recordId, locale });
  written.push(path, `slugs/blog_posts__${locale}__${slug}`);
}

const get = (path: string) => fetch(`${SITE_URL}${path}`, { redirect: 'manual' });
const page = async (path: string) => {
  const res = await get(path);
  return { res, doc: new JSDOM(await res.text()).window.document };
};
/** The head's hreflang alternates, by path (a fixed page names the build's site URL, an article
 *  the function's). */
const alternates = (doc: Document) =>
  Object.fromEntries(
    Array.from(doc.querySelectorAll('link[rel="alternate"][hreflang]')).map((l) => [
      l.getAttribute('hreflang'),
      new URL(l.getAttribute('href')!).pathname,
    ]),
  );
const switcher = (doc: Document) =>
  Object.fromEntries(
    Array.from(doc.querySelectorAll('[data-testid="language-switcher"] a')).map((a) => [
      a.getAttribute('lang'),
      a.getAttribute('href'),
    ]),
  );

beforeAll(() => {
  db = adminDb();
});
afterAll(async () => {
  await Promise.all(written.map((p) => db.doc(p).delete()));
  await closeAdmin();
});

test('/de/ is the German home page: lang=de, its seeded German text, every language as an alternate', async () => {
  const { res, doc } = await page('/de/');
  expect(res.status).toBe(200);
  expect(doc.documentElement.lang).toBe('de');
  expect(doc.querySelector('h1')?.textContent).toContain('Tragwerksplanung');
  expect(alternates(doc)).toEqual({ en: '/', de: '/de/', es: '/es/', 'x-default': '/' });
  expect(new URL(doc.querySelector('link[rel="canonical"]')!.getAttribute('href')!).pathname).toBe('/de/');
  expect(doc.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('de_DE');
  expect(switcher(doc)).toMatchObject({ en: '/', es: '/es/' });
  // English is where it was.
  const en = await page('/');
  expect(en.doc.documentElement.lang).toBe('en');
  expect(en.doc.querySelector('h1')?.textContent).toContain('Structural design, automated');
});

test('a German post: its translation over the record, alternates of the languages it has, the switcher', async () => {
  const slug = unique('loads');
  const ref = await putPost(slug);
  const german = unique('lasten');
  await putTranslation(ref.id, 'de', german);
  const { res, doc } = await page(`/de/blog/${german}`);
  expect(res.status).toBe(200);
  expect(doc.documentElement.lang).toBe('de');
  expect(doc.querySelector('h1')?.textContent).toBe(`Beitrag ${german}`);
  // No Spanish version: no es alternate, and the switcher leads to the Spanish home.
  expect(alternates(doc)).toEqual({ en: `/blog/${slug}`, de: `/de/blog/${german}`, 'x-default': `/blog/${slug}` });
  expect(switcher(doc)).toMatchObject({ en: `/blog/${slug}`, es: '/es/' });
  const ld = Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).map((s) =>
    JSON.parse(s.textContent!),
  );
  expect(ld.flat().find((x: { '@type': string }) => x['@type'] === 'BlogPosting')).toMatchObject({
    inLanguage: 'de',
    url: `${SITE_URL}/de/blog/${german}`,
  });
  // The English page lists the German one; the Spanish URL of the English slug is not a page.
  const en = await page(`/blog/${slug}`);
  expect(alternates(en.doc)).toMatchObject({ de: `/de/blog/${german}` });
  expect((await get(`/es/blog/${slug}`)).status).toBe(404);
});

test('a German draft of a live English post is 404 at /de/… until it is live', async () => {
  const slug = unique('draft-en');
  const ref = await putPost(slug);
  const german = unique('entwurf');
  await putTranslation(ref.id, 'de', german, { published: false, publishedAt: null, live: false });
  expect((await get(`/blog/${slug}`)).status).toBe(200);
  const draft = await page(`/de/blog/${german}`);
  expect(draft.res.status).toBe(404);
  expect(draft.doc.documentElement.lang).toBe('de');
  await db.doc(`blog_posts/${ref.id}/translations/de`).update({
    published: true,
    publishedAt: Timestamp.fromMillis(Date.now() - 1000),
    live: true,
  });
  expect((await get(`/de/blog/${german}`)).status).toBe(200);
});

test('a renamed translated slug answers 301 to the new one', async () => {
  const ref = await putPost(unique('renamed'));
  const old = unique('alt');
  const now = unique('neu');
  await putTranslation(ref.id, 'de', old);
  // The rename: the translation takes the new slug, the old claim stays.
  await putTranslation(ref.id, 'de', now);
  const res = await get(`/de/blog/${old}`);
  expect(res.status).toBe(301);
  expect(res.headers.get('location')).toBe(`/de/blog/${now}`);
});

test("/de/rss.xml is valid RSS of the German posts; sitemap.xml has each page's alternates", async () => {
  const ref = await putPost(unique('feed'));
  const german = unique('feed-de');
  await putTranslation(ref.id, 'de', german);
  const res = await get('/de/rss.xml');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/rss+xml');
  const rss = new JSDOM(await res.text(), { contentType: 'application/xml' }).window.document;
  expect(rss.querySelector('parsererror')).toBeNull();
  expect(rss.querySelector('channel > language')?.textContent).toBe('de');
  const links = Array.from(rss.querySelectorAll('item > link')).map((l) => l.textContent);
  expect(links).toContain(`${SITE_URL}/de/blog/${german}`);
  expect(links.every((l) => l!.startsWith(`${SITE_URL}/de/blog/`))).toBe(true);

  const sitemap = new JSDOM(await (await get('/sitemap.xml')).text(), { contentType: 'application/xml' }).window
    .document;
  expect(sitemap.querySelector('parsererror')).toBeNull();
  const url = Array.from(sitemap.getElementsByTagName('url')).find(
    (u) => u.getElementsByTagName('loc')[0]?.textContent === `${SITE_URL}/de/company`,
  );
  const hreflangs = Array.from(url!.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')).map((l) =>
    l.getAttribute('hreflang'),
  );
  expect(hreflangs).toEqual(['en', 'de', 'es', 'x-default']);
});

test('an unknown German path is the German not-found page, 404', async () => {
  const { res, doc } = await page('/de/gibt-es-nicht');
  expect(res.status).toBe(404);
  expect(doc.documentElement.lang).toBe('de');
});
