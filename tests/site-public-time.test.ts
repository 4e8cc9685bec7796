/** @jest-environment node */
// Issue 29: what the site function serves is decided by the time, not only by flags. A section
// whose toggle is off is the not-found page, rendered as such (so its page data carries nothing of
// the section), and an article whose unpublish time passed is not served, listed or put in the
// feeds while its `live` flag waits for the publishing task. respond() runs against the Firestore
// emulator through the Admin SDK, with a renderer that records what it was asked to render.
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { respond, type PageRenderer } from '../functions/src/site/function';
import { clearFirestore } from './rules/helpers';

process.env.SITE_URL ??= 'http://127.0.0.1:1';
const rendered: string[] = [];
const recorder: PageRenderer = async (_site, path) => {
  rendered.push(path);
  return { html: `<h1>${path}</h1>`, h1: path === '/404' ? 'Page not found' : path, notFound: path === '/404' };
};

const HOUR = 3_600_000;
const post = (slug: string, over: Record<string, unknown> = {}) => ({
  slug,
  title: `Title of ${slug}`,
  excerpt: 'Excerpt',
  body: 'Body',
  author: 'Eddie',
  published: true,
  publishedAt: Timestamp.fromMillis(Date.now() - 48 * HOUR),
  live: true,
  updatedAt: Timestamp.fromMillis(Date.now() - 48 * HOUR),
  ...over,
});

beforeAll(async () => {
  if (!getApps().some((a) => a.name === '[DEFAULT]'))
    initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-structura' });
  await clearFirestore();
  const db = getFirestore();
  const batch = db.batch();
  batch.set(db.doc('blog_posts/on'), post('still-on'));
  batch.set(db.doc('blog_posts/ended'), post('ended-post', { unpublishAt: Timestamp.fromMillis(Date.now() - HOUR) }));
  batch.set(db.doc('blog_posts/ending'), post('ending-post', { unpublishAt: Timestamp.fromMillis(Date.now() + HOUR) }));
  batch.set(db.doc('case_studies/cs'), post('tower'));
  batch.set(db.doc('feature_toggles/case-studies'), { name: 'case-studies', enabled: false });
  batch.set(db.doc('feature_toggles/blog'), { name: 'blog', enabled: true });
  await batch.commit();
});
afterAll(() => Promise.all(getApps().map((a) => deleteApp(a))));
beforeEach(() => rendered.splice(0));

test('a toggled-off section is the not-found page: its own page (and data) is never rendered', async () => {
  const out = await respond('/case-studies', recorder);
  expect(out.status).toBe(404);
  expect(rendered).toEqual(['/404']);
  expect(out.body).not.toContain('tower');
  // A section that is on renders its own page.
  expect((await respond('/blog', recorder)).status).toBe(200);
  expect(rendered).toEqual(['/404', '/blog']);
});

test('an article past its unpublish time, still `live`, is not served, nor in rss.xml or the sitemap', async () => {
  expect((await respond('/blog/ended-post', recorder)).status).toBe(404);
  expect((await respond('/blog/ending-post', recorder)).status).toBe(200);
  expect((await respond('/blog/still-on', recorder)).status).toBe(200);
  for (const feed of ['/rss.xml', '/sitemap.xml']) {
    const { body } = await respond(feed, recorder);
    expect(body).toContain('still-on');
    expect(body).toContain('ending-post');
    expect(body).not.toContain('ended-post');
  }
});
