import { useGetPublishedPageQuery } from './api';
import type { PageContent, PageId, Section } from './types';

/** What the public site shows: published content where present, the page's defaults otherwise
 *  (also on the server and before the backend has answered). Published sections override the
 *  default ones. Each page passes its own defaults, so its copy ships in its own chunk. */
export function usePageContent(pageId: PageId, defaults: PageContent): PageContent {
  const { data } = useGetPublishedPageQuery(pageId);
  if (!data) return defaults;
  return {
    lastUpdated: data.lastUpdated || defaults.lastUpdated,
    sections: { ...defaults.sections, ...data.sections },
  };
}

export function useSection(pageId: PageId, defaults: PageContent, section: string): Section {
  return usePageContent(pageId, defaults).sections[section] ?? {};
}
