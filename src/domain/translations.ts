// Where an article's translations live, written once for the browser, the functions and the seed
// (docs/data-model.md, "Article translations"): one document per language under the record,
// `{collection}/{id}/translations/{locale}`, its translated slug claimed at
// `slugs/{collection}__{locale}__{slug}` and its publication scheduled at
// `schedule/{collection}__{id}__{locale}`. Shapes and keys only: no Firebase, no zod.
import { scheduleKey, slugKey } from './document-keys';
import { TRANSLATION_LOCALES, type Locale } from './locales';

/** The subcollection holding a record's translations (and a page's: pages/{id}/translations). */
export const TRANSLATIONS = 'translations';

export const translationsPath = (collection: string, id: string) => `${collection}/${id}/${TRANSLATIONS}`;
export const translationPath = (collection: string, id: string, locale: Locale) =>
  `${translationsPath(collection, id)}/${locale}`;

/** The document id under `slugs/` claiming a translated slug (unique per collection and language). */
export const translationSlugKey = (collection: string, locale: Locale, slug: string) =>
  slugKey(collection, slug, locale);

/** The document id under `schedule/` of a translation's publication. */
export const translationScheduleKey = (collection: string, id: string, locale: Locale) =>
  scheduleKey(collection, id, locale);

/** A language a record can be translated into (every locale but the default). */
export const isTranslationLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (TRANSLATION_LOCALES as readonly string[]).includes(value);

/** `schedule/{key}` of a record (`collection__id`) or of one of its translations
 *  (`collection__id__locale`), split; null when the key names neither. */
export function splitScheduleKey(key: string): { collection: string; id: string; locale?: Locale } | null {
  const parts = key.split('__');
  if (parts.length === 2 && parts[0] && parts[1]) return { collection: parts[0], id: parts[1] };
  if (parts.length === 3 && parts[0] && parts[1] && isTranslationLocale(parts[2]))
    return { collection: parts[0], id: parts[1], locale: parts[2] };
  return null;
}
