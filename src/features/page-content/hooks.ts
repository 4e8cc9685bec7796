import { DEFAULT_LOCALE } from '@/domain/locales';
import { useLocale } from '@/i18n/locale-context';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetPageTranslationQuery, useGetPublishedPageQuery } from './api';
import { withDefaults, withTranslation, type PublishedContent } from './merge';
import type { PageContent, PageId, Section } from './types';

/** What the public site shows: published content where present, the page's defaults otherwise
 *  (also on the server and before the backend has answered). Published sections override the
 *  default ones; a malformed published field shows the default's. Each page passes its own
 *  defaults, so its copy ships in its own chunk. In another language, the page's translation
 *  over that, field by field (pages/{pageId}/translations/{locale}). */
export function usePageContent(pageId: PageId, defaults: PageContent): PageContent {
  const english = withDefaults(defaults, useGetPublishedPageQuery(pageId).data);
  return (withTranslation(english, usePageTranslation(pageId)) as PageContent | undefined) ?? english;
}

/** The page's translation into the page's language (undefined in English, or before it answered). */
function usePageTranslation(pageId: PageId): PublishedContent | null | undefined {
  const locale = useLocale();
  return useGetPageTranslationQuery(locale === DEFAULT_LOCALE ? skipToken : { pageId, locale }).data;
}

/** The page's published content as it is (null before the backend has answered, or when nothing
 *  is published), for a page that merges its defaults in parts (the landing page: HomeSections);
 *  in another language with its translation over it. */
export function usePublishedContent(pageId: PageId): PublishedContent | null | undefined {
  const english = useGetPublishedPageQuery(pageId).data;
  return withTranslation(english, usePageTranslation(pageId));
}

export function useSection(pageId: PageId, defaults: PageContent, section: string): Section {
  return usePageContent(pageId, defaults).sections[section] ?? {};
}
