// The endpoints of article translations (src/lib/entity/translation.ts), for an entity with
// localized fields: every translation of the collection (live, staff: the list's languages,
// filters and progress), one record's translations (live: the translation editor; a contributor's
// own record too), and saving one language's translation with its slug claim, schedule entry and
// audit entry in one batch.
import type { TypedUseMutation, TypedUseQuery } from '@reduxjs/toolkit/query/react';
import { api } from '@/lib/data/api';
import type { AppError, AuthUser, BatchOp, DocData, PlainDoc } from '@/lib/data';
import { call, streamed } from '@/lib/data/stream';
import { TRANSLATIONS, translationPath, translationSlugKey, translationsPath } from '@/domain/translations';
import { TRANSLATION_LOCALES, localeInfo, type Locale } from '@/domain/locales';
import { COLLECTIONS } from '@/domain/collections';
import { conflictError, revOf } from './conflict';
import { parseInput, type EntityDef } from './entity';
import { slugIsFree } from './entity-companions';
import { localizedFields, translationInput, translationOps, type Translation } from './translation';

type AnyDef = EntityDef<{ id: string }, object>;
type Audit = (
  def: AnyDef,
  getState: () => unknown,
  recordId: string,
  title: string,
  action: 'updated',
  child?: string,
) => BatchOp[];
type SignerReady = (getState: () => unknown) => Promise<void>;

export interface SaveTranslationArg {
  id: string;
  locale: Locale;
  values: DocData;
  /** The English text of each translated field when it was translated (the editor keeps it). */
  sourceTexts: Record<string, string>;
  /** The translation's revision the values were edited from (0: none yet). A stale one is refused
   *  with a 'conflict' error, as a record's is. */
  baseRev: number;
}

/** The hooks an entity with localized fields gets. */
export interface TranslationHooks {
  /** Every translation of the collection, live (staff), each with its record's id (`parentId`). */
  useTranslations?: TypedUseQuery<Translation[], void, never>;
  /** One record's translations, live. */
  useRecordTranslations?: TypedUseQuery<Translation[], string, never>;
  useSaveTranslation?: TypedUseMutation<null, SaveTranslationArg, never>;
}

const pascal = (words: string) => words.replace(/(^|\s+)(\w)/g, (_m, _s, c: string) => c.toUpperCase());
export const translationEndpointNames = (def: Pick<AnyDef, 'singular' | 'plural'>) =>
  ({
    all: `list${pascal(def.plural)}Translations`,
    record: `list${pascal(def.singular)}Translations`,
    save: `save${pascal(def.singular)}Translation`,
  }) as const;

const invalid = (field: string, message: string): AppError => ({
  code: 'invalid-argument',
  message: `${field}: ${message}`,
});

/** Translation documents as read: only the languages the site translates into. */
const toTranslations = (docs: PlainDoc[]): Translation[] =>
  docs.flatMap((d) =>
    (TRANSLATION_LOCALES as readonly string[]).includes(d.id) && d.locale === d.id
      ? [
          {
            ...d,
            sourceTexts:
              d.sourceTexts && typeof d.sourceTexts === 'object' ? (d.sourceTexts as Record<string, string>) : {},
            published: d.published === true,
            publishedAt: typeof d.publishedAt === 'string' ? d.publishedAt : null,
            rev: revOf(d),
          } as Translation,
        ]
      : [],
  );

/** Injects the translation endpoints of an entity with localized fields and returns their hooks. */
export function translationEndpoints(def: AnyDef, audit: Audit, signerReady: SignerReady): TranslationHooks {
  if (!def.input || !def.publication || localizedFields(def).length === 0) return {};
  const names = translationEndpointNames(def);
  const input = translationInput(def);
  const injected = api.injectEndpoints({
    endpoints: (build) => ({
      [names.all]: build.query<Translation[], void>({
        ...streamed<Translation[], void>(`${def.collection} translations`, (backend, _arg, next, error) =>
          backend.listenQuery(
            TRANSLATIONS,
            { collectionGroup: true, withParent: true },
            // Pages have translations too: only this collection's records'.
            (docs) =>
              next(toTranslations(docs.filter((d) => String(d.parentPath ?? '').startsWith(`${def.collection}/`)))),
            error,
          ),
        ),
      }),
      [names.record]: build.query<Translation[], string>({
        ...streamed<Translation[], string>(`${def.collection} record translations`, (backend, id, next, error) =>
          backend.listenQuery(
            translationsPath(def.collection, id),
            {},
            (docs) => next(toTranslations(docs).map((t) => ({ ...t, parentId: id }))),
            error,
          ),
        ),
      }),
      [names.save]: build.mutation<null, SaveTranslationArg>({
        queryFn: ({ id, locale, values, sourceTexts, baseRev }, { extra, getState }) =>
          call(extra, async (backend) => {
            const parsed = parseInput({ input }, values);
            if (!parsed.ok) throw invalid(parsed.field, parsed.message);
            const path = translationPath(def.collection, id, locale);
            const [record, storedDoc] = await Promise.all([
              backend.getDoc(`${def.collection}/${id}`),
              backend.getDoc(path),
            ]);
            if (!record) throw { code: 'not-found', message: `This ${def.singular.toLowerCase()} no longer exists.` };
            const stored = storedDoc ? (toTranslations([storedDoc])[0] ?? null) : null;
            const noun = `${localeInfo(locale).name} translation`;
            if (revOf(stored) !== baseRev) throw conflictError(noun);
            // A translated slug another record holds in this language: said at the field.
            const slug = def.uniqueSlug ? parsed.data[def.uniqueSlug] : undefined;
            if (typeof slug === 'string' && slug !== stored?.[def.uniqueSlug!]) {
              const owner = await backend.getDoc(
                `${COLLECTIONS.slugs}/${translationSlugKey(def.collection, locale, slug)}`,
              );
              if (!slugIsFree(owner, id))
                throw invalid(def.uniqueSlug!, `This slug is already used in ${localeInfo(locale).name}`);
            }
            const user = (getState() as { auth?: { user?: AuthUser | null } }).auth?.user;
            const title = `${String(record[def.titleField] ?? id)} (${localeInfo(locale).nativeName})`;
            await signerReady(getState);
            try {
              await backend.batch([
                ...translationOps(def, { id, locale, values: parsed.data, sourceTexts, stored }, user),
                ...audit(def, getState, id, title, 'updated', `${TRANSLATIONS}/${locale}`),
              ]);
            } catch (e) {
              const now =
                (e as AppError).code === 'permission-denied' ? await backend.getDoc(path).catch(() => null) : null;
              if (revOf(now) !== baseRev) throw conflictError(noun);
              throw e;
            }
            return null;
          }),
      }),
    }),
  });
  const endpoints = injected.endpoints as unknown as Record<string, { useQuery?: unknown; useMutation?: unknown }>;
  return {
    useTranslations: endpoints[names.all]!.useQuery as TranslationHooks['useTranslations'],
    useRecordTranslations: endpoints[names.record]!.useQuery as TranslationHooks['useRecordTranslations'],
    useSaveTranslation: endpoints[names.save]!.useMutation as TranslationHooks['useSaveTranslation'],
  };
}
