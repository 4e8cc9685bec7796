import { doc, setDoc, Timestamp, writeBatch } from 'firebase/firestore';
import { PUBLIC_PATHS } from '@/domain/site/routes';
import { LOCALIZED_PUBLIC_PATHS, pagePath } from '@/domain/site/paths';
import { LOCALE_CODES } from '@/domain/locales';
import { parseEnv } from '@/config/env-schema';
import { sitemapEntries } from '@/app/feeds';
import { buildSitemapFiles, firestoreSource, restFeedSource } from '../scripts/lib/sitemap';
import { clearFirestore, closeClients, ownerClient } from './rules/helpers';

// The sitemap is read from the Firestore emulator as a visitor would read it (real rules).
const env = parseEnv({ ...process.env, VITE_SITE_URL: 'https://www.example.com/' });
const owner = ownerClient();
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const article = (slug: string, published: boolean, updatedAt: string) => ({
  slug,
  title: slug,
  published,
  publishedAt: published ? at(updatedAt) : null,
  // As the publishing functions leave it (functions/src/publishing): public once its time came.
  live: published,
  updatedAt: at(updatedAt),
});

beforeAll(async () => {
  await clearFirestore();
  const batch = writeBatch(owner);
  batch.set(doc(owner, 'blog_posts/a'), article('older-post', true, '2026-03-01T10:00:00Z'));
  batch.set(doc(owner, 'blog_posts/b'), article('newer-post', true, '2026-05-02T10:00:00Z'));
  batch.set(doc(owner, 'blog_posts/c'), article('draft-post', false, '2026-06-01T10:00:00Z'));
  batch.set(doc(owner, 'case_studies/x'), article('bridge-retrofit', true, '2026-04-01T10:00:00Z'));
  // Scheduled: published, with a time still to come (not public yet, so not in the sitemap).
  batch.set(doc(owner, 'blog_posts/s'), {
    ...article('scheduled-post', true, '2026-06-01T10:00:00Z'),
    publishedAt: Timestamp.fromMillis(Date.now() + 3600_000),
    live: false,
  });
  batch.set(doc(owner, 'feature_toggles/blog'), { name: 'blog', enabled: true });
  await batch.commit();
});

afterAll(closeClients);

test('lists every public route and the public articles, newest first, never a draft or a scheduled one', async () => {
  const entries = await sitemapEntries(restFeedSource(firestoreSource(env)));
  // Every fixed page in every language (English, then its German and Spanish), then the articles.
  expect(entries.map((e) => e.path)).toEqual([
    ...PUBLIC_PATHS.flatMap((p) => LOCALE_CODES.map((l) => pagePath(p, l))),
    '/blog/newer-post',
    '/blog/older-post',
    '/case-studies/bridge-retrofit',
  ]);
  expect(entries.find((e) => e.path === '/blog/newer-post')?.lastmod).toBe('2026-05-02');
});

test('leaves out a section whose toggle is off, its route and its articles', async () => {
  await setDoc(doc(owner, 'feature_toggles/case-studies'), { name: 'case-studies', enabled: false });
  const paths = (await sitemapEntries(restFeedSource(firestoreSource(env)))).map((e) => e.path);
  expect(paths.filter((p) => p.startsWith('/case-studies'))).toEqual([]);
  expect(paths).toContain('/blog/newer-post');
  await setDoc(doc(owner, 'feature_toggles/case-studies'), { name: 'case-studies', enabled: true });
});

test('renders absolute URLs on the site URL, and robots.txt points at the sitemap', async () => {
  const files = await buildSitemapFiles(env);
  expect(files.sitemap).toContain('<loc>https://www.example.com/</loc>');
  expect(files.sitemap).toContain(
    '<loc>https://www.example.com/blog/newer-post</loc>\n    <lastmod>2026-05-02</lastmod>',
  );
  expect(files.robots).toContain('Disallow: /admin');
  expect(files.robots).toContain('Sitemap: https://www.example.com/sitemap.xml');
});

test('falls back to the public routes, with a warning, when Firestore cannot be reached', async () => {
  const unreachable = parseEnv({ ...process.env, VITE_FIRESTORE_EMULATOR_PORT: '1' });
  const warnings: string[] = [];
  const files = await buildSitemapFiles(unreachable, (m) => warnings.push(m));
  expect(files.count).toBe(LOCALIZED_PUBLIC_PATHS.length);
  expect(LOCALIZED_PUBLIC_PATHS).toHaveLength(PUBLIC_PATHS.length * LOCALE_CODES.length);
  expect(files.sitemap).not.toContain('/blog/');
  expect(warnings).toEqual([expect.stringContaining(`lists the ${LOCALIZED_PUBLIC_PATHS.length} public routes only`)]);
});
