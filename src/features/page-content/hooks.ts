import { useGetPublishedPageQuery } from './api';
import { withDefaults, type PublishedContent } from './merge';
import type { PageContent, PageId, Section } from './types';

/** What the public site shows: published content where present, the page's defaults otherwise
 *  (also on the server and before the backend has answered). Published sections override the
 *  default ones; a malformed published field shows the default's. Each page passes its own
 *  defaults, so its copy ships in its own chunk. */
export function usePageContent(pageId: PageId, defaults: PageContent): PageContent {
  return withDefaults(defaults, usePublishedContent(pageId));
}

/** The page's published content as it is (null before the backend has answered, or when nothing
 *  is published), for a page that merges its defaults in parts (the landing page: HomeSections). */
export function usePublishedContent(pageId: PageId): PublishedContent | null | undefined {
  return useGetPublishedPageQuery(pageId).data;
}

export function useSection(pageId: PageId, defaults: PageContent, section: string): Section {
  return usePageContent(pageId, defaults).sections[section] ?? {};
}
