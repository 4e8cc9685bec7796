// The back office's endpoints of page translations (./translation.ts): one page's translation in
// a language, live (its sources and revision too), and saving it. A save publishes it (a page's
// translation has no draft of its own: the public page reads it at once); it names the revision
// it was edited from, so a save from a stale copy is a conflict, as a page's publish is.
import { api } from '@/lib/data/api';
import { call, streamed } from '@/lib/data/stream';
import { conflictError, revOf } from '@/lib/entity/conflict';
import { defineToasts, type ToastTable } from '@/lib/util/toasts';
import { COLLECTIONS } from '@/domain/collections';
import { TRANSLATIONS } from '@/domain/translations';
import { localeInfo, type Locale } from '@/domain/locales';
import type { PlainDoc } from '@/lib/data';
import type { PageTranslation } from './translation';
import type { PageId, Section } from './types';

export const pageTranslationPath = (pageId: PageId, locale: Locale) =>
  `${COLLECTIONS.pages}/${pageId}/${TRANSLATIONS}/${locale}`;

const sectionsOf = (v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, Section>) : {};

const toTranslation = (d: PlainDoc | null): PageTranslation | null =>
  d
    ? {
        sections: sectionsOf(d.sections),
        sourceSections: sectionsOf(d.sourceSections),
        lastUpdated: typeof d.lastUpdated === 'string' ? d.lastUpdated : '',
        rev: revOf(d),
      }
    : null;

export interface SavePageTranslationArg {
  pageId: PageId;
  locale: Locale;
  sections: Record<string, Section>;
  sourceSections: Record<string, Section>;
  lastUpdated: string;
  /** The revision the editor started from (0: none yet). */
  baseRev: number;
}

export const pageTranslationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStoredPageTranslation: build.query<PageTranslation | null, { pageId: PageId; locale: Locale }>({
      ...streamed<PageTranslation | null, { pageId: PageId; locale: Locale }>(
        'pageTranslation',
        (backend, { pageId, locale }, next, error) =>
          backend.listenDoc(pageTranslationPath(pageId, locale), (d) => next(toTranslation(d)), error),
      ),
    }),
    savePageTranslation: build.mutation<null, SavePageTranslationArg>({
      queryFn: ({ pageId, locale, sections, sourceSections, lastUpdated, baseRev }, { extra }) =>
        call(extra, async (backend) => {
          const path = pageTranslationPath(pageId, locale);
          const noun = `${localeInfo(locale).name} translation`;
          if (revOf(await backend.getDoc(path)) !== baseRev) throw conflictError(noun);
          try {
            await backend.batch([
              {
                op: 'set',
                path,
                data: { locale, sections, sourceSections, lastUpdated, rev: baseRev + 1 },
                options: { serverTimestamps: ['publishedAt'] },
              },
            ]);
          } catch (e) {
            if (revOf(await backend.getDoc(path).catch(() => null)) !== baseRev) throw conflictError(noun);
            throw e;
          }
          return null;
        }),
    }),
  }),
});

export const { useGetStoredPageTranslationQuery, useSavePageTranslationMutation } = pageTranslationApi;

export const pageTranslationToasts: ToastTable = {
  savePageTranslation: defineToasts<SavePageTranslationArg>({
    success: (arg) => `${localeInfo(arg.locale).nativeName} published`,
    error: 'Failed to save the translation',
    errorDetail: {
      'permission-denied': 'Your account may not publish pages.',
      conflict: 'Someone else saved this translation after you opened it: your changes are still here.',
    },
  }),
};
