// An article section's public articles in the page's language (./localize.ts over the section's
// queries and the live translations, ./api.ts), for the list and article pages of the blog and the
// case studies. English reads what it always read, plus the live translations (its alternates).
import { skipToken } from '@reduxjs/toolkit/query';
import { DEFAULT_LOCALE, type Locale } from '@/domain/locales';
import { useLocale } from '@/i18n/locale-context';
import { useGetArticleTranslationsQuery } from './article-translations';
import { findBySlug, localizeList, slugsOf } from '@/domain/site/localize-articles';

interface QueryResult<T> {
  data?: T | undefined;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}
interface Article {
  id: string;
  slug: string;
}

/** The section's endpoints, as its api module exports them. */
export interface SectionQueries<T extends Article> {
  useList: (arg: void | typeof skipToken) => QueryResult<T[]>;
  useBySlug: (slug: string | typeof skipToken) => QueryResult<T | null>;
}

const combined = <T>(a: QueryResult<unknown>, b: QueryResult<unknown>, data: T | undefined): QueryResult<T> => ({
  data,
  isLoading: a.isLoading || b.isLoading,
  isError: a.isError || b.isError,
  refetch: () => {
    if (a.isError) a.refetch();
    if (b.isError) b.refetch();
  },
});

/** The section's public articles in the page's language, newest first. */
export function useLocalizedList<T extends Article>({ useList }: Pick<SectionQueries<T>, 'useList'>): QueryResult<T[]> {
  const locale = useLocale();
  const list = useList();
  const translations = useGetArticleTranslationsQuery(locale === DEFAULT_LOCALE ? skipToken : undefined);
  if (locale === DEFAULT_LOCALE) return list;
  const data = list.data && translations.data ? localizeList(list.data, locale, translations.data) : undefined;
  return combined(list, translations, data);
}

/** The public article whose slug in the page's language is `slug` (null: none), and its slug in
 *  every language it has. */
export function useLocalizedArticle<T extends Article>(
  { useList, useBySlug }: SectionQueries<T>,
  slug: string,
): QueryResult<T | null> & { slugs: Partial<Record<Locale, string>> } {
  const locale = useLocale();
  const english = locale === DEFAULT_LOCALE;
  // English: the post by its slug; another language: the section's public records, joined.
  const bySlug = useBySlug(english ? slug : skipToken);
  const list = useList(english ? skipToken : undefined);
  const translations = useGetArticleTranslationsQuery();
  const source = english ? bySlug : list;
  let data: T | null | undefined;
  if (english) data = bySlug.data;
  else if (list.data && translations.data) data = findBySlug(list.data, locale, slug, translations.data);
  // The alternates wait for the translations only where they are ready (the English page renders
  // with its post; its alternates complete when the translations answer).
  const record = data && !english ? list.data?.find((r) => r.id === data.id) : data;
  const slugs = record ? slugsOf(record, translations.data) : {};
  const result = english ? source : combined(source, translations, data);
  return { ...result, data, slugs };
}
