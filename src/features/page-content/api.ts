import { api } from '@/lib/api';
import { streamed } from '@/lib/stream';
import type { PageContent, PageId } from './types';

/** Published content of a page from pages/{pageId}; null when nothing is published. */
export const pageContentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublishedPage: build.query<PageContent | null, PageId>({
      ...streamed<PageContent | null, PageId>('pages', (backend, pageId, next, error) =>
        backend.listenDoc(
          `pages/${pageId}`,
          (doc) =>
            next(
              doc && typeof doc.sections === 'object' && doc.sections
                ? { sections: doc.sections as PageContent['sections'], lastUpdated: String(doc.lastUpdated ?? '') }
                : null,
            ),
          error,
        ),
      ),
      providesTags: (_r, _e, pageId) => [{ type: 'Page', id: pageId }],
    }),
  }),
});

export const { useGetPublishedPageQuery } = pageContentApi;
