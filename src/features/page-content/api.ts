// A page's published content, as visitors (and the server renderer) read it. What the page editor
// adds (publish, history, restore) is injected by ./editor-api.ts, which only the back office loads.
import { api } from '@/lib/data/api';
import { streamed } from '@/lib/data/stream';
import type { PublishedPage } from './parse';
import type { PageId } from './types';
import { COLLECTIONS } from '@/lib/data/collections';

// The parser and the schema (./parse, ./schema, and zod with them) are loaded by the listener when
// it opens (after the page is interactive), never by the first paint.

export const pageContentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Published content of a page from pages/{pageId}, validated section by section; null when
     *  nothing is published. */
    getPublishedPage: build.query<PublishedPage | null, PageId>({
      ...streamed<PublishedPage | null, PageId>(COLLECTIONS.pages, async (backend, pageId, next, error) => {
        const { parsePublishedPage } = await import('./parse');
        return backend.listenDoc(`${COLLECTIONS.pages}/${pageId}`, (doc) => next(parsePublishedPage(doc)), error);
      }),
      providesTags: (_r, _e, pageId) => [{ type: 'Page', id: pageId }],
    }),
  }),
});

export const { useGetPublishedPageQuery } = pageContentApi;
