// A page's published content, as visitors (and the server renderer) read it. What the page editor
// adds (publish, history, restore) is injected by ./editor-api.ts, which only the back office loads.
import { api } from '@/lib/data/api';
import { listenParsed } from '@/lib/data/live-parser';
import { streamed } from '@/lib/data/stream';
import { publishedPageParser } from './parsers';
import type { PublishedPage } from './parse';
import type { PageId } from './types';
import { COLLECTIONS } from '@/domain/collections';

// The parser and the schema (./parse, ./schema, and zod with them) load where the listener runs
// (./parsers.ts: in the live-data worker for a visitor), never with the first paint.

export const pageContentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Published content of a page from pages/{pageId}, validated section by section; null when
     *  nothing is published. */
    getPublishedPage: build.query<PublishedPage | null, PageId>({
      ...streamed<PublishedPage | null, PageId>(COLLECTIONS.pages, (backend, pageId, next, error) =>
        listenParsed(
          backend,
          { type: 'doc', path: `${COLLECTIONS.pages}/${pageId}` },
          publishedPageParser,
          next,
          error,
        ),
      ),
      providesTags: (_r, _e, pageId) => [{ type: 'Page', id: pageId }],
    }),
  }),
});

export const { useGetPublishedPageQuery } = pageContentApi;
