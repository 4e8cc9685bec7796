// An article in a language: its live translation's localized fields over the record's (cover,
// author, tags, client, results stay the record's), and the slugs it has in each language (its
// hreflang alternates and the language switcher's targets). Pure: the pages, the server renderer
// and the tests share it.
// Relative imports: the feeds (src/app/feeds.ts), which Vite's config loads, read it too.
import { DEFAULT_LOCALE, type Locale } from '../locales.ts';
import { isPublicAt } from '../live.ts';
import { SUBCOLLECTIONS } from '../collections.ts';

/** The localized fields of an article (issue 41's data model). */
export const LOCALIZED_ARTICLE_FIELDS = [
  'slug',
  'title',
  'excerpt',
  'body',
  'seoTitle',
  'seoDescription',
  'challenge',
  'solution',
] as const;

export interface ArticleTranslation {
  id: string;
  parentId: string;
  locale: Locale;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  seoTitle: string;
  seoDescription: string;
  challenge?: string | undefined;
  solution?: string | undefined;
  live: boolean;
  publishedAt: string | null;
  unpublishAt?: string | null | undefined;
  updatedAt?: string | null | undefined;
}

/** The collection (under each record and each page) that holds its translations. */
export const TRANSLATIONS = SUBCOLLECTIONS.translations;

/** A stored translation (plain data, its `parentId` added) as the feeds read it: a page's
 *  translation (no slug, no live flag) is not one. */
export function isArticleTranslation(d: Record<string, unknown>): d is ArticleTranslation & Record<string, unknown> {
  return (
    typeof d.parentId === 'string' &&
    typeof d.locale === 'string' &&
    typeof d.slug === 'string' &&
    d.slug !== '' &&
    typeof d.title === 'string' &&
    typeof d.live === 'boolean'
  );
}

interface Record_ {
  id: string;
  slug: string;
}

/** A translation the public sees now: live, and inside its own time. */
const isPublic = (t: ArticleTranslation, now: number) =>
  isPublicAt({ live: t.live, publishedAt: t.publishedAt, unpublishAt: t.unpublishAt ?? null }, now);

/** The record's live translations by language (only records the caller read as public). */
export function translationsOf(
  recordId: string,
  translations: readonly ArticleTranslation[] | undefined,
  now = Date.now(),
): Partial<Record<Locale, ArticleTranslation>> {
  const out: Partial<Record<Locale, ArticleTranslation>> = {};
  for (const t of translations ?? []) if (t.parentId === recordId && isPublic(t, now)) out[t.locale] = t;
  return out;
}

/** The record in `locale`: its translation's fields over its own (English: the record itself), or
 *  null when that language has no live translation. */
export function localizeArticle<T extends Record_>(
  record: T,
  locale: Locale,
  translations: readonly ArticleTranslation[] | undefined,
  now = Date.now(),
): T | null {
  if (locale === DEFAULT_LOCALE) return record;
  const t = translationsOf(record.id, translations, now)[locale];
  if (!t) return null;
  const localized = { ...record } as Record<string, unknown>;
  for (const field of LOCALIZED_ARTICLE_FIELDS) {
    const value = t[field];
    // A field the translation leaves empty reads the English one (e.g. an SEO title not yet written).
    if (typeof value === 'string' && value !== '') localized[field] = value;
  }
  // The translation's own publish time (a Date where the record holds one: the feeds').
  const own = (record as { publishedAt?: unknown }).publishedAt;
  if (t.publishedAt) localized.publishedAt = own instanceof Date ? new Date(t.publishedAt) : t.publishedAt;
  return localized as T;
}

/** A section's public records in `locale`, in the records' order (newest first). */
export const localizeList = <T extends Record_>(
  records: readonly T[],
  locale: Locale,
  translations: readonly ArticleTranslation[] | undefined,
  now = Date.now(),
): T[] => records.flatMap((r) => localizeArticle(r, locale, translations, now) ?? []);

/** The record's slug in each language it has (English always: the record is public). */
export function slugsOf(
  record: Record_,
  translations: readonly ArticleTranslation[] | undefined,
  now = Date.now(),
): Partial<Record<Locale, string>> {
  const out: Partial<Record<Locale, string>> = { [DEFAULT_LOCALE]: record.slug };
  for (const [locale, t] of Object.entries(translationsOf(record.id, translations, now)))
    out[locale as Locale] = t.slug;
  return out;
}

/** The public record whose slug in `locale` is `slug`. */
export function findBySlug<T extends Record_>(
  records: readonly T[],
  locale: Locale,
  slug: string,
  translations: readonly ArticleTranslation[] | undefined,
  now = Date.now(),
): T | null {
  if (locale === DEFAULT_LOCALE) return records.find((r) => r.slug === slug) ?? null;
  // Among this section's records only: the collection group holds both sections' translations.
  const ids = new Set(records.map((r) => r.id));
  const t = (translations ?? []).find(
    (x) => x.locale === locale && x.slug === slug && ids.has(x.parentId) && isPublic(x, now),
  );
  const record = t ? records.find((r) => r.id === t.parentId) : undefined;
  return record ? localizeArticle(record, locale, translations, now) : null;
}
