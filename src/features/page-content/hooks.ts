import { useLiveQuery } from '@/lib/live-query';
import { publishedPageQuery } from './queries';
import { withDefaults } from './merge';
import type { PageContent, PageId, Section } from './types';

/** What the public site shows: published content where present, the page's defaults otherwise
 *  (also on the server and before the backend has answered). Published sections override the
 *  default ones; a malformed published field shows the default's. Each page passes its own
 *  defaults, so its copy ships in its own chunk. */
export function usePageContent(pageId: PageId, defaults: PageContent): PageContent {
  const { data } = useLiveQuery(publishedPageQuery, pageId);
  return withDefaults(defaults, data);
}

export function useSection(pageId: PageId, defaults: PageContent, section: string): Section {
  return usePageContent(pageId, defaults).sections[section] ?? {};
}
