// The site as production serves it: Hosting (emulator) with its rewrites to the site function
// (functions/src/site), over HTTP against the Site URL, after a build. Articles are written with
// the Admin SDK as the back office stores them (slug index included); each test uses its own slugs.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { adminDb, closeAdmin, SITE_URL, waitFor } from '../functions/helpers';

let db: Firestore;
let n = 0;
/** What the tests wrote, removed afterwards: the browser tests that follow read the seeded blog. */
const written: string[] = [];
const unique = (base: string) => `${base}-${Date.now().toString(36)}-${++n}`;
const hour = 3_600_000;

async function putPost(slug: string, over: Record<string, unknown> = {}) {
  const ref = db.collection('blog_posts').doc();
  await ref.set({
    slug,
    title: `Post ${slug}`,
    excerpt: `About ${slug} & more`,
    body: 'Body',
    coverImage: '',
    author: 'Grace Hopper',
    tags: [],
    seoTitle: '',
    seoDescription: '',
    published: true,
    publishedAt: Timestamp.fromMillis(Date.now() - hour),
    // Public, as the publishing functions leave a post whose time has come (functions/src/publishing).
    live: true,
    views: 0,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    ...over,
  });
  await db.doc(`slugs/blog_posts__${slug}`).set({ collection: 'blog_posts', recordId: ref.id });
  written.push(ref.path, `slugs/blog_posts__${slug}`);
  return ref;
}

const get = (path: string) => fetch(`${SITE_URL}${path}`, { redirect: 'manual' });
/** The page's h1 as text, as a crawler without JavaScript reads it. */
const h1Of = (html: string) =>
  /<div id="root">[\s\S]*?<h1\b[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .trim() ?? null;

function expectCdnCache(res: Response) {
  const cc = res.headers.get('cache-control') ?? '';
  expect(cc).toMatch(/s-maxage=\d+/);
  expect(cc).toMatch(/stale-while-revalidate=\d+/);
}

beforeAll(() => {
  db = adminDb();
});
afterAll(async () => {
  await Promise.all(written.map((p) => db.doc(p).delete()));
  await closeAdmin();
});

test('sitemap.xml is made on request: public routes and public posts, never a draft or a scheduled post', async () => {
  const live = unique('live');
  const draft = unique('draft');
  const later = unique('later');
  await putPost(live);
  await putPost(draft, { published: false, publishedAt: null, live: false });
  await putPost(later, { publishedAt: Timestamp.fromMillis(Date.now() + 24 * hour), live: false });
  const res = await get('/sitemap.xml');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/xml');
  expectCdnCache(res);
  const xml = await res.text();
  expect(xml).toContain(`<loc>${SITE_URL}/</loc>`);
  expect(xml).toContain(`<loc>${SITE_URL}/blog/${live}</loc>`);
  expect(xml).not.toContain(draft);
  expect(xml).not.toContain(later);
});

test('rss.xml is RSS 2.0 of the public posts, newest first, and goes with the blog toggle', async () => {
  const older = unique('older');
  const newer = unique('newer');
  await putPost(older, { publishedAt: Timestamp.fromMillis(Date.now() - 2 * hour) });
  await putPost(newer, { publishedAt: Timestamp.fromMillis(Date.now() - 1000) });
  const res = await get('/rss.xml');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/rss+xml');
  expectCdnCache(res);
  const xml = await res.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
  expect(xml).toContain(`<link>${SITE_URL}/blog/${newer}</link>`);
  expect(xml).toContain(`<description>About ${newer} &amp; more</description>`);
  expect(xml.indexOf(newer)).toBeLessThan(xml.indexOf(older));
  const pubDates = [...xml.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((m) => Date.parse(m[1]!));
  expect(pubDates).toEqual([...pubDates].sort((a, b) => b - a));

  await db.doc('feature_toggles/blog').set({ name: 'blog', enabled: false, updatedAt: FieldValue.serverTimestamp() });
  try {
    expect((await get('/rss.xml')).status).toBe(404);
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/blog');
    expect((await get(`/blog/${newer}`)).status).toBe(404);
    const list = await get('/blog');
    expect(list.status).toBe(404);
    expect(h1Of(await list.text())).toBe('Page not found');
  } finally {
    await db.doc('feature_toggles/blog').set({ name: 'blog', enabled: true, updatedAt: FieldValue.serverTimestamp() });
  }
});

test('an article page answers 200 while public and 404 as a draft, scheduled or unknown post', async () => {
  const slug = unique('page');
  const ref = await putPost(slug);
  const ok = await get(`/blog/${slug}`);
  expect(ok.status).toBe(200);
  expect(ok.headers.get('content-type')).toContain('text/html');
  expectCdnCache(ok);
  expect(await ok.text()).toContain('<div id="root">');

  await ref.update({ published: false, publishedAt: null, live: false });
  expect((await get(`/blog/${slug}`)).status).toBe(404);
  await ref.update({ published: true, publishedAt: Timestamp.fromMillis(Date.now() + hour), live: false });
  expect((await get(`/blog/${slug}`)).status).toBe(404);
  // Published with its time past but not live (the publishing function has not set it): not public.
  await ref.update({ publishedAt: Timestamp.fromMillis(Date.now() - 1000), live: false });
  expect((await get(`/blog/${slug}`)).status).toBe(404);
  expect(await (await get('/sitemap.xml')).text()).not.toContain(slug);
  await ref.update({ live: true });
  expect((await get(`/blog/${slug}`)).status).toBe(200);
  const missing = await get(`/blog/${unique('never-written')}`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('<div id="root">');
});

test("an article's old slug answers 301 to its new one", async () => {
  const first = unique('first-name');
  const second = unique('second-name');
  const ref = await putPost(first);
  // A rename as the back office writes it: the record's new slug, the new claim; the old claim stays.
  await ref.update({ slug: second });
  await db.doc(`slugs/blog_posts__${second}`).set({ collection: 'blog_posts', recordId: ref.id });
  written.push(`slugs/blog_posts__${second}`);
  const res = await get(`/blog/${first}`);
  expect(res.status).toBe(301);
  expect(new URL(res.headers.get('location')!, SITE_URL).pathname).toBe(`/blog/${second}`);
  expect((await get(`/blog/${second}`)).status).toBe(200);
  // Once the article is no longer public, the old URL is gone too.
  await ref.update({ published: false, publishedAt: null, live: false });
  expect((await get(`/blog/${first}`)).status).toBe(404);
});

test("an article's page carries its current SEO tags and JSON-LD, edits included", async () => {
  const slug = unique('seo');
  const ref = await putPost(slug, { seoTitle: 'Wind loads, fast', seoDescription: 'Eurocode wind in a minute' });
  const html = await (await get(`/blog/${slug}`)).text();
  const url = `${SITE_URL}/blog/${slug}`;
  expect(html).toContain('<title>Wind loads, fast | Structura AI</title>');
  expect(html).toContain('<meta name="description" content="Eurocode wind in a minute"/>');
  expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
  expect(html).toContain('<meta property="og:type" content="article"/>');
  expect(html).toContain(`<meta property="og:url" content="${url}"/>`);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  expect(html.match(/<title>/g)).toHaveLength(1);
  const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
  expect(ld[0]).toMatchObject({
    '@type': 'BlogPosting',
    headline: `Post ${slug}`,
    author: { '@type': 'Person', name: 'Grace Hopper' },
    url,
  });
  expect(Date.parse(ld[0].datePublished)).toBeLessThan(Date.now());
  expect(ld[1]['@type']).toBe('BreadcrumbList');
  expect(ld[1].itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Blog', `Post ${slug}`]);

  await ref.update({ seoTitle: 'Wind loads, faster', updatedAt: FieldValue.serverTimestamp() });
  expect(await (await get(`/blog/${slug}`)).text()).toContain('<title>Wind loads, faster | Structura AI</title>');
});

test.each(['/about', '/pricing', '/docs', '/events', '/404', '/admin/templates', '/admin/resources', '/no/such/page'])(
  '%s answers 404 with the not-found page',
  async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<div id="root">');
    // Rendered: by the site function, or at build time into Hosting's 404.html.
    expect(h1Of(html)).toBe('Page not found');
  },
);

// Longer URLs (about 5,000 characters) and malformed escapes (%ff) are refused by the emulators'
// own HTTP layers before the function is called (HTTP 500/400 there); the function answers 404.
test.each([
  `/blog/${'a'.repeat(4000)}`,
  `/blog/${'a'.repeat(2100)}`,
  '/blog/Not_A..Slug',
  '/blog/a/b',
  '/case-studies/%E2%80%AE',
  `/community/${'a'.repeat(1600)}`,
  `/community/${'x/'.repeat(200)}`,
  '/community/%3Cscript%3E',
])('a malformed or huge path (%#) answers 404 with the not-found page, not an error', async (path) => {
  const res = await get(path);
  expect(res.status).toBe(404);
  expect(h1Of(await res.text())).toBe('Page not found');
});

test('a write to a page is refused with 405 and nothing rendered', async () => {
  for (const path of ['/blog', '/', '/sitemap.xml']) {
    const res = await fetch(`${SITE_URL}${path}`, { method: 'POST', body: 'x=1', redirect: 'manual' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(await res.text()).toBe('');
  }
});

// The public pages are rendered on each request (functions/src/site/render.ts): what the back office
// publishes after the build is in the HTML a crawler or a link preview reads, without JavaScript.
test('a page edit published after the build is in the served HTML on the next request', async () => {
  const ref = db.doc('pages/terms');
  const before = await ref.get();
  const title = `Terms, revised ${unique('t')}`;
  await ref.set({ sections: { hero: { title } } }, { merge: true });
  try {
    const res = await get('/terms');
    expect(res.status).toBe(200);
    expectCdnCache(res);
    const html = await res.text();
    expect(h1Of(html)).toBe(title);
    // Its data goes with it: the browser starts from the same content it was served.
    expect(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1]).toContain(title);
  } finally {
    if (before.exists) await ref.set(before.data()!);
    else await ref.delete();
  }
});

// The browser's production build hydrates the served markup only if the server renders the same
// markup (emotion's class names included): else React discards it and renders the page again.
test('the function renders a page as the build rendered it (production React and emotion), as long as its data is the same', async () => {
  const root = (html: string) => html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</div>'));
  for (const path of ['/terms', '/company']) {
    const served = await (await get(path)).text();
    const built = await (await get(`/_pages${path}`)).text();
    expect(root(built).length).toBeGreaterThan(1000);
    expect(root(served)).toBe(root(built));
    expect(served).not.toMatch(/class="[^"]*-MuiTypography-root/);
  }
});

test('a community discussion is rendered with its replies; an unknown or hidden one answers 404', async () => {
  const post = (
    await db.collection('community_posts').where('hidden', '==', false).where('deleted', '==', false).get()
  ).docs.find((d) => !d.id.includes('/'))!;
  const reply = (await post.ref.collection('replies').where('hidden', '==', false).where('deleted', '==', false).get())
    .docs[0];
  const res = await get(`/community/${post.id}`);
  expect(res.status).toBe(200);
  expectCdnCache(res);
  const html = await res.text();
  expect(h1Of(html)).toBe(post.get('title'));
  expect(reply).toBeDefined(); // the seeded discussions have replies
  expect(html).toContain(String(reply!.get('body')).slice(0, 40).replace(/&/g, '&amp;'));
  const missing = await get(`/community/${unique('no-such-discussion')}`);
  expect(missing.status).toBe(404);
  expect(h1Of(await missing.text())).toBe('Page not found');
});

test('a post published after the build is rendered whole: its page, and its card on /blog', async () => {
  const slug = unique('fresh');
  await putPost(slug, { title: `Fresh ${slug}`, body: `Span tables for ${slug}, checked.` });
  const html = await (await get(`/blog/${slug}`)).text();
  expect(h1Of(html)).toBe(`Fresh ${slug}`);
  expect(html).toContain(`Span tables for ${slug}, checked.`);
  const list = await (await get('/blog')).text();
  expect(list).toContain(`href="/blog/${slug}"`);
});

test.each(['/', '/solutions', '/blog', '/community', '/admin/login', '/admin/leads'])(
  '%s answers 200',
  async (path) => {
    const res = await waitFor(`${path} to answer`, () => get(path));
    expect(res.status).toBe(200);
  },
);

test('blog pages announce the RSS feed', async () => {
  const html = await (await get('/blog')).text();
  expect(html).toContain(`<link rel="alternate" type="application/rss+xml"`);
  // (The build's own site URL: npm test builds for the preview server's origin.)
  expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]* href="http[^"]+\/rss\.xml"/);
});

test('the home page carries Organization JSON-LD: name, site, logo and the enabled social profiles', async () => {
  const html = await (await get('/')).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
  const org = blocks.find((b) => b['@type'] === 'Organization');
  expect(org).toMatchObject({ '@context': 'https://schema.org', name: 'Structura AI' });
  // The build's own site URL (npm test builds for the preview server's origin): the canonical's.
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  expect(org.url).toBe(canonical);
  expect(org.logo).toMatch(/^https?:\/\/.+/);
  const enabled = await db.collection('social_links').where('enabled', '==', true).orderBy('order').get();
  expect(enabled.size).toBeGreaterThan(0);
  expect(org.sameAs).toEqual(enabled.docs.map((d) => d.get('url')));
});

// Issue 22: the staff-only preview of pending changes is the back office's page (admin.html, which
// asks for the sign-in), never the site function's, never cached, never indexed, never in the
// sitemap, and its pending version is in no HTML the server sends.
test('the preview address is the back office: no-store, noindex, no pending content, not in the sitemap', async () => {
  const slug = unique('staged');
  const ref = await putPost(slug);
  await db.doc(`pending_changes/blog_posts__${ref.id}`).set({
    collection: 'blog_posts',
    recordId: ref.id,
    values: { title: `Secret pending title ${slug}` },
    baseRev: 0,
    savedAt: FieldValue.serverTimestamp(),
    savedBy: 'x',
    savedByName: 'X',
    rev: 1,
  });
  written.push(`pending_changes/blog_posts__${ref.id}`);
  const res = await get(`/admin/preview/blog/${ref.id}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('x-robots-tag')).toBe('noindex');
  const html = await res.text();
  expect(html).not.toContain('Secret pending title');
  const sitemap = await (await get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/admin');
  expect(sitemap).not.toContain('Secret pending title');
  const article = await (await get(`/blog/${slug}`)).text();
  expect(article).not.toContain('Secret pending title');
});
