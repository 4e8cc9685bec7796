// The feeds' reader for the dev server and `vite preview` (scripts/lib/sitemap-plugin.ts):
// Firestore's REST API (the emulator locally and in tests, the real project in production), read
// as a signed-out visitor (the same rules apply). What it writes, and which articles it lists, is
// the site function's (src/app/feeds.ts), which serves /sitemap.xml and /rss.xml in Hosting.
import { publicArticle, renderRobots, renderSitemap, sitemapEntries, staticEntries } from '../../src/app/feeds.ts';
import type { FeedSource, SitemapEntry } from '../../src/app/feeds.ts';
import type { AppEnv } from '../../src/config/env-schema.ts';
import { COLLECTIONS } from '../../src/domain/collections.ts';
import { LIVE_FIELD } from '../../src/domain/live.ts';

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

/** A field's value as the REST API writes it (https://firebase.google.com/docs/firestore/reference/rest/v1/Value). */
type RestValue = {
  stringValue?: string;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number;
  timestampValue?: string;
  nullValue?: null;
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
};
interface RestDoc {
  name: string;
  fields?: Record<string, RestValue>;
}

/** A REST value as the app reads it: timestamps as ISO strings (as src/lib/data/firebase reads them). */
function plainValue(v: RestValue): unknown {
  if (v.timestampValue !== undefined) return new Date(v.timestampValue).toISOString();
  if (v.integerValue !== undefined) return Number(v.integerValue);
  if (v.arrayValue) return (v.arrayValue.values ?? []).map(plainValue);
  if (v.mapValue) return plainFields(v.mapValue.fields);
  if ('nullValue' in v) return null;
  return v.stringValue ?? v.booleanValue ?? v.doubleValue;
}
const plainFields = (fields: Record<string, RestValue> = {}) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, plainValue(v)]));
const idOf = (d: RestDoc) => d.name.split('/').pop()!;

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

/** The feeds' reader over REST: the query the rules allow a visitor (`live`, which the publishing
 *  functions set when an article's time comes), newest published first. */
export const restFeedSource = (source: FirestoreSource): FeedSource => ({
  async toggles() {
    const path = `/${COLLECTIONS.featureToggles}?pageSize=100`;
    const { documents = [] } = await rest<{ documents?: RestDoc[] }>(source, path);
    return Object.fromEntries(documents.map((d) => [idOf(d), d.fields?.enabled?.booleanValue !== false]));
  },
  async published(section) {
    const rows = await rest<{ document?: RestDoc }[]>(source, ':runQuery', {
      structuredQuery: {
        from: [{ collectionId: section.collection }],
        where: { fieldFilter: { field: { fieldPath: LIVE_FIELD }, op: 'EQUAL', value: { booleanValue: true } } },
        orderBy: [{ field: { fieldPath: 'publishedAt' }, direction: 'DESCENDING' }],
      },
    });
    return rows.flatMap((r) =>
      r.document ? (publicArticle({ ...plainFields(r.document.fields), id: idOf(r.document) }) ?? []) : [],
    );
  },
});

/** sitemap.xml and robots.txt for an environment; falls back to the static routes (with a warning)
 *  when Firestore cannot be read, so the dev server never fails for want of a network. */
export async function buildSitemapFiles(env: AppEnv, warn: (message: string) => void = console.warn) {
  let entries: SitemapEntry[];
  try {
    entries = await sitemapEntries(restFeedSource(firestoreSource(env)));
  } catch (error) {
    entries = staticEntries();
    warn(
      `[sitemap] could not read Firestore (${error instanceof Error ? error.message : String(error)}): ` +
        `sitemap.xml lists the ${entries.length} public routes only, without blog posts or case studies`,
    );
  }
  return { sitemap: renderSitemap(env.siteUrl, entries), robots: renderRobots(env.siteUrl), count: entries.length };
}
