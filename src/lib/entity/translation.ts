// Article translations in the entity layer (issue 41): a field declared `localized` (FieldDef) is
// translated per language into `{collection}/{id}/translations/{locale}` (src/domain/translations.ts,
// docs/data-model.md). Pure: the translation's form schema (the English field's bounds), when a
// translated field is outdated (its English source changed since it was saved), what changed in
// the source (a word-level diff), each language's progress, and the batch a save writes.
import type { AuthUser, BatchOp, DocData } from '@/lib/data';
import { localeInfo, type Locale } from '@/domain/locales';
import { translationPath, translationScheduleKey, translationSlugKey } from '@/domain/translations';
import { z } from '@/lib/schema/zod';
import { COLLECTIONS } from '@/domain/collections';
import { LIVE_FIELD } from '@/domain/live';
import { fieldSchema, type FieldDef } from './entity';
import { liveFields } from './entity-companions';
import { REV, revOf } from './conflict';

/** What these helpers read of an entity definition (EntityDef). */
type AnyDef = {
  collection: string;
  fields?: readonly Pick<FieldDef<DocData>, 'name' | 'kind' | 'localized'>[] | undefined;
  input?: unknown;
  publication?: { flag: string; at: string; until?: string } | undefined;
  uniqueSlug?: string | undefined;
};

/** The map of each translated field's English text when it was translated. */
export const SOURCE_TEXTS = 'sourceTexts';

/** A translation as the back office reads it (timestamps as ISO strings). */
export interface Translation {
  /** The doc id: the locale. */
  id: string;
  locale: Locale;
  /** The record it translates (collection-group lists: the parent's id). */
  parentId?: string;
  sourceTexts: Record<string, string>;
  published: boolean;
  publishedAt: string | null;
  unpublishAt?: string | null;
  live?: boolean;
  rev: number;
  updatedAt?: string | null;
  updatedBy?: string;
  /** The localized fields' texts. */
  [field: string]: unknown;
}

/** The fields an entity declares localized (blog posts: title, slug, excerpt, body, SEO texts). */
export const localizedFields = (def: Pick<AnyDef, 'fields'>): string[] =>
  def.fields?.filter((f) => f.localized).map((f) => f.name as string) ?? [];

/** The localized fields whose staleness is tracked: a slug is translated from the translated title,
 *  not from the English slug, so a new English slug does not make it outdated. */
export const trackedFields = (def: Pick<AnyDef, 'fields'>): string[] =>
  def.fields?.filter((f) => f.localized && f.kind !== 'slug').map((f) => f.name as string) ?? [];

/** The translation form's schema: each localized field with the English field's own schema
 *  (bounds, required), and the translation's own publication (flag, time, end). */
export function translationInput(def: AnyDef) {
  const pub = def.publication!;
  const shape: Record<string, z.core.$ZodType> = {};
  for (const name of [...localizedFields(def), pub.flag, pub.at, ...(pub.until ? [pub.until] : [])])
    shape[name] = fieldSchema(def.input, name) as z.core.$ZodType;
  type Values = Record<string, unknown>;
  return z.object(shape).check(
    z.refine((v: Values) => !v[pub.flag] || Boolean(v[pub.at]), {
      message: 'Choose a publish date',
      path: [pub.at],
    }),
    z.refine(
      (v: Values) =>
        !pub.until || !v[pub.until] || !v[pub.at] || Date.parse(String(v[pub.until])) > Date.parse(String(v[pub.at])),
      { message: 'Choose an unpublish date after the publish date', path: [pub.until ?? pub.at] },
    ),
  );
}

/** The translation's form values (empty fields for a language not translated yet). */
export function translationToInput(def: AnyDef, t: Translation | null | undefined): DocData {
  const pub = def.publication!;
  const values: DocData = {};
  for (const name of localizedFields(def)) values[name] = typeof t?.[name] === 'string' ? t[name] : '';
  values[pub.flag] = t?.published === true;
  values[pub.at] = t?.publishedAt ?? null;
  if (pub.until) values[pub.until] = t?.unpublishAt ?? null;
  return values;
}

const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** The translated fields whose English text changed since they were translated: a field with a
 *  translation whose `sourceTexts[field]` is not the record's text now. */
export function outdatedFields(
  fields: readonly string[],
  record: DocData,
  translation: Pick<Translation, 'sourceTexts'> & DocData,
): string[] {
  return fields.filter((f) => filled(translation[f]) && (translation.sourceTexts?.[f] ?? null) !== (record[f] ?? ''));
}

/** The English source each translated field is saved with: the English text now for a field
 *  changed in this save (or checked and kept as it is), the recorded one for the others, so they
 *  stay outdated until someone looks at them. `stored` null: the first save, every field's now. */
export function sourceTextsOf(
  fields: readonly string[],
  made: DocData,
  stored: (DocData & { sourceTexts?: Record<string, string> }) | null,
  english: DocData,
  kept: ReadonlySet<string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const changed = !stored || (made[f] ?? '') !== (stored[f] ?? '') || kept.has(f);
    const source = changed ? String(english[f] ?? '') : stored?.sourceTexts?.[f];
    if (typeof source === 'string') out[f] = source;
  }
  return out;
}

export type TranslationState = 'missing' | 'outdated' | 'translated';

/** Where a record stands in a language: missing (no translation, or no translated title yet),
 *  outdated (a translated field's English text changed), or translated. */
export function translationState(
  fields: readonly string[],
  record: DocData,
  translation: Translation | null | undefined,
  titleField = 'title',
): TranslationState {
  if (!translation || !filled(translation[titleField])) return 'missing';
  return outdatedFields(fields, record, translation).length ? 'outdated' : 'translated';
}

export interface TranslationProgress {
  locale: Locale;
  total: number;
  /** Records with a translation (outdated ones included). */
  translated: number;
  outdated: number;
  missing: number;
}

/** A language's progress over the records: how many are translated, and of those outdated. */
export function translationProgress(
  fields: readonly string[],
  records: readonly DocData[],
  translationOf: (recordId: string) => Translation | null | undefined,
  locale: Locale,
): TranslationProgress {
  const p: TranslationProgress = { locale, total: records.length, translated: 0, outdated: 0, missing: 0 };
  for (const r of records) {
    const state = translationState(fields, r, translationOf(String(r.id)));
    if (state === 'missing') p.missing++;
    else p.translated++;
    if (state === 'outdated') p.outdated++;
  }
  return p;
}

/** "Deutsch: 2 of 5 translated, 1 outdated". */
export const progressText = (p: TranslationProgress) =>
  `${localeInfo(p.locale).nativeName}: ${p.translated} of ${p.total} translated` +
  (p.outdated ? `, ${p.outdated} outdated` : '');

// ---------------------------------------------------------------------------- what changed

export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** Above this many word pairs the middle of two texts is shown as replaced whole, not diffed. */
const DIFF_CELLS = 4_000_000;

/**
 * What changed from `before` to `after`, word by word (whitespace kept with the words): the longest
 * common subsequence of the two word lists, after trimming their common start and end. Adjacent
 * parts of one kind are merged.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = before.match(/\s+|[^\s]+/g) ?? [];
  const b = after.match(/\s+|[^\s]+/g) ?? [];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], text: string) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  push('same', a.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length * midB.length > DIFF_CELLS) {
    push('removed', midA.join(''));
    push('added', midB.join(''));
  } else {
    // lcs[i][j]: the common subsequence's length of midA[i..] and midB[j..].
    const n = midA.length;
    const m = midB.length;
    const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
    for (let i = n - 1; i >= 0; i--)
      for (let j = m - 1; j >= 0; j--)
        lcs[i]![j] = midA[i] === midB[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (midA[i] === midB[j]) {
        push('same', midA[i]!);
        i++;
        j++;
      } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) push('removed', midA[i++]!);
      else push('added', midB[j++]!);
    }
    while (i < n) push('removed', midA[i++]!);
    while (j < m) push('added', midB[j++]!);
  }
  push('same', a.slice(endA).join(''));
  return parts;
}

// ---------------------------------------------------------------------------- the write

export interface TranslationSave {
  id: string;
  locale: Locale;
  /** Validated form values (translationInput). */
  values: DocData;
  /** The English text each translated field was translated from (the form keeps it). */
  sourceTexts: Record<string, string>;
  /** The stored translation (null: the first save in this language). */
  stored: Translation | null;
}

/**
 * The batch of a translation's save (without its audit entry): the translation itself (its `rev`
 * the stored one's + 1, `live` cleared when the save unpublishes or reschedules it), the claim of
 * its slug (`slugs/{collection}__{locale}__{slug}`; a renamed slug's old claim stays, for the
 * 301), and its schedule entry (written while published, deleted otherwise).
 */
export function translationOps(def: AnyDef, save: TranslationSave, user: AuthUser | null | undefined): BatchOp[] {
  const { id, locale, values, stored } = save;
  const pub = def.publication!;
  const fields = localizedFields(def);
  const sourceTexts = Object.fromEntries(
    Object.entries(save.sourceTexts).filter(([f]) => fields.includes(f) && filled(values[f])),
  );
  const data: DocData = { locale, [SOURCE_TEXTS]: sourceTexts, updatedBy: user?.uid ?? '' };
  for (const f of fields) data[f] = typeof values[f] === 'string' ? values[f] : '';
  data.published = values[pub.flag] === true;
  data.publishedAt = values[pub.at] || null;
  if (pub.until) data.unpublishAt = values[pub.until] || null;
  data[REV] = revOf(stored) + 1;
  const cleared = liveFields(def, { ...values }, stored as DocData | null);
  if (LIVE_FIELD in cleared) data[LIVE_FIELD] = false;
  const dates = ['publishedAt', ...(pub.until ? ['unpublishAt'] : [])];
  const path = translationPath(def.collection, id, locale);
  const ops: BatchOp[] = [
    stored
      ? { op: 'update', path, data, options: { dates, serverTimestamps: ['updatedAt'] } }
      : { op: 'set', path, data, options: { dates, serverTimestamps: ['createdAt', 'updatedAt'] } },
  ];
  const slug = def.uniqueSlug ? values[def.uniqueSlug] : undefined;
  if (typeof slug === 'string' && slug)
    ops.push({
      op: 'set',
      path: `${COLLECTIONS.slugs}/${translationSlugKey(def.collection, locale, slug)}`,
      data: { collection: def.collection, recordId: id, locale },
    });
  const schedule = `${COLLECTIONS.schedule}/${translationScheduleKey(def.collection, id, locale)}`;
  ops.push(
    data.published === true && data.publishedAt
      ? {
          op: 'set',
          path: schedule,
          data: {
            collection: def.collection,
            publishAt: data.publishedAt,
            ...(pub.until ? { unpublishAt: data.unpublishAt ?? null } : {}),
          },
          options: { dates: ['publishAt', 'unpublishAt'] },
        }
      : { op: 'delete', path: schedule },
  );
  return ops;
}
