import { liveQuery } from '@/lib/live-query';
import type { PublishedPage } from './parse';
import type { PageId } from './types';

/** A page's published content, live (src/lib/live-query.ts: the API loads after the first paint). */
export const publishedPageQuery = liveQuery<PublishedPage | null, PageId>('getPublishedPage', () =>
  import('./api').then((m) => m.pageContentApi.endpoints.getPublishedPage),
);
