// sitemap.xml and robots.txt, made from Firestore (the emulator locally and in tests, the real
// project in production): every public route plus every PUBLISHED blog post and case study, as a
// signed-out visitor may read them (the same rules apply). A section whose feature toggle is off
// (blog, case-studies) is left out, routes and articles alike, since it shows the not-found page.
// Served live by the dev server and written into the build (scripts/lib/sitemap-plugin.ts).
import { PUBLIC_PATHS } from '../../src/app/route-table.ts';
import { LIVE_FIELD } from '../../src/lib/schema/live.ts';
import { escapeXml } from '../../src/lib/util/escape.ts';
import type { AppEnv } from '../../src/config/env-schema.ts';

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** Where Firestore's REST API is for this environment. */
export interface FirestoreSource {
  documentsUrl: string;
  apiKey: string | null;
}

export function firestoreSource(env: AppEnv): FirestoreSource {
  const { projectId, apiKey } = env.firebase;
  const origin = env.emulators
    ? `http://${env.emulators.host}:${env.emulators.firestorePort}`
    : 'https://firestore.googleapis.com';
  return {
    documentsUrl: `${origin}/v1/projects/${projectId}/databases/(default)/documents`,
    apiKey: env.emulators ? null : apiKey,
  };
}

type RestValue = { stringValue?: string; booleanValue?: boolean; timestampValue?: string };
interface RestDoc {
  name: string;
  fields?: Record<string, RestValue>;
}

async function rest<T>(source: FirestoreSource, suffix: string, body?: unknown): Promise<T> {
  const key = source.apiKey ? `${suffix.includes('?') ? '&' : '?'}key=${encodeURIComponent(source.apiKey)}` : '';
  const res = await fetch(`${source.documentsUrl}${suffix}${key}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(8000),
  });
  if (!res.ok) throw new Error(`Firestore answered HTTP ${res.status} for ${suffix}`);
  return (await res.json()) as T;
}

/** Feature toggles by name (a missing toggle counts as enabled). */
async function readToggles(source: FirestoreSource): Promise<Record<string, boolean>> {
  const { documents = [] } = await rest<{ documents?: RestDoc[] }>(source, '/feature_toggles?pageSize=100');
  const toggles: Record<string, boolean> = {};
  for (const d of documents) toggles[d.name.split('/').pop()!] = d.fields?.enabled?.booleanValue !== false;
  return toggles;
}

/** Public articles of a collection (the query the rules allow a visitor: `live`, which the
 *  publishing functions set when an article's time comes; a scheduled one joins on the build after
 *  its time), newest first. */
async function readPublished(source: FirestoreSource, collectionId: string, prefix: string): Promise<SitemapEntry[]> {
  const rows = await rest<{ document?: RestDoc }[]>(source, ':runQuery', {
    structuredQuery: {
      from: [{ collectionId }],
      where: { fieldFilter: { field: { fieldPath: LIVE_FIELD }, op: 'EQUAL', value: { booleanValue: true } } },
      select: { fields: [{ fieldPath: 'slug' }, { fieldPath: 'updatedAt' }, { fieldPath: 'publishedAt' }] },
    },
  });
  return rows
    .flatMap((r) => (r.document?.fields?.slug?.stringValue ? [r.document.fields] : []))
    .map((f) => {
      const date = f.updatedAt?.timestampValue ?? f.publishedAt?.timestampValue;
      return { path: `${prefix}/${f.slug!.stringValue}`, ...(date ? { lastmod: date.slice(0, 10) } : {}) };
    })
    .sort((a, b) => (b.lastmod ?? '').localeCompare(a.lastmod ?? '') || a.path.localeCompare(b.path));
}

const SECTIONS = [
  { toggle: 'blog', route: '/blog', collection: 'blog_posts' },
  { toggle: 'case-studies', route: '/case-studies', collection: 'case_studies' },
] as const;

/** Every public route and published article, from Firestore. Throws when Firestore cannot be read. */
export async function sitemapEntries(source: FirestoreSource): Promise<SitemapEntry[]> {
  const toggles = await readToggles(source);
  const off = SECTIONS.filter((s) => toggles[s.toggle] === false);
  const routes = PUBLIC_PATHS.filter((p) => !off.some((s) => s.route === p)).map((path) => ({ path }));
  const articles = await Promise.all(
    SECTIONS.filter((s) => !off.includes(s)).map((s) => readPublished(source, s.collection, s.route)),
  );
  return [...routes, ...articles.flat()];
}

/** The public routes alone: what the sitemap holds when Firestore cannot be reached. */
export const staticEntries = (): SitemapEntry[] => PUBLIC_PATHS.map((path) => ({ path }));

export function renderSitemap(siteUrl: string, entries: SitemapEntry[]): string {
  const base = siteUrl.replace(/\/+$/, '');
  const urls = entries.map((e) =>
    [
      '  <url>',
      `    <loc>${escapeXml(base + e.path)}</loc>`,
      ...(e.lastmod ? [`    <lastmod>${escapeXml(e.lastmod)}</lastmod>`] : []),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}

/** Both files for an environment; falls back to the static routes (with a warning) when Firestore
 *  cannot be read, so a build never fails for want of a network. */
export async function buildSitemapFiles(env: AppEnv, warn: (message: string) => void = console.warn) {
  let entries: SitemapEntry[];
  try {
    entries = await sitemapEntries(firestoreSource(env));
  } catch (error) {
    entries = staticEntries();
    warn(
      `[sitemap] could not read Firestore (${error instanceof Error ? error.message : String(error)}): ` +
        `sitemap.xml lists the ${entries.length} public routes only, without blog posts or case studies`,
    );
  }
  return { sitemap: renderSitemap(env.siteUrl, entries), robots: renderRobots(env.siteUrl), count: entries.length };
}
