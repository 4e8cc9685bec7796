import { WRITE_ACK_TIMEOUT_MS } from '@/config/constants';
import { api } from '@/lib/api';
import type { AuthUser, PlainDoc } from '@/lib/backend-types';
import { withTimeout } from '@/lib/docs';
import { call, streamed } from '@/lib/stream';
import { defineToasts, type ToastTable } from '@/lib/toasts';
import { z } from '@/lib/zod';
import { draftDiscarded, draftReplaced } from './pageContentSlice';
import { parsePublishedPage, parseSections, type PublishedPage } from './parse';
import { pageSchema } from './schema';
import type { PageContent, PageId } from './types';

/** One publish of a page (pages/{pageId}/revisions/{id}): staff only. */
export interface PageRevision extends PageContent {
  id: string;
  /** null while the write is pending (the server has not stamped it yet). */
  publishedAt: string | null;
  publishedBy: string;
  publishedByName: string;
}

export interface PublishPageArg {
  pageId: PageId;
  content: PageContent;
  user: AuthUser;
}

/** How a publisher is named in the history (the rules allow 1-120 characters). */
export const publisherName = (user: AuthUser) => (user.displayName || user.email || user.uid).slice(0, 120);

const revisionMeta = z.object({
  publishedBy: z.string(),
  publishedByName: z.string(),
  publishedAt: z.nullable(z.string()),
  lastUpdated: z.string(),
});

function parseRevision(doc: PlainDoc): PageRevision | null {
  const meta = z.safeParse(revisionMeta, { publishedAt: null, ...doc });
  if (!meta.success) {
    console.warn(`[pageRevisions] skipped malformed revision ${doc.id}:`, meta.error.issues);
    return null;
  }
  const { sections } = parseSections(doc.sections, `revision ${doc.id}`);
  return { id: doc.id, ...meta.data, sections };
}

const revisionsPath = (pageId: PageId) => `pages/${pageId}/revisions`;

export const pageContentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Published content of a page from pages/{pageId}, validated section by section; null when
     *  nothing is published. */
    getPublishedPage: build.query<PublishedPage | null, PageId>({
      ...streamed<PublishedPage | null, PageId>('pages', (backend, pageId, next, error) =>
        backend.listenDoc(`pages/${pageId}`, (doc) => next(parsePublishedPage(doc)), error),
      ),
      providesTags: (_r, _e, pageId) => [{ type: 'Page', id: pageId }],
    }),

    /** The page and a revision of it, in one atomic batch (the rules require both together).
     *  Validated against the page schema first; the local draft is cleared once it is stored. */
    publishPage: build.mutation<string, PublishPageArg>({
      queryFn: ({ pageId, content, user }, { extra }) => {
        const parsed = z.safeParse(pageSchema, content);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          return { error: { code: 'invalid-argument', message: `${issue?.path.join('.')}: ${issue?.message}` } };
        }
        // The public page names no publisher (a staff uid for anyone to read); the staff-only
        // revision does.
        const page = { ...parsed.data };
        const options = { serverTimestamps: ['publishedAt'] };
        return call(extra, async (b) => {
          const ids = await withTimeout(
            b.batch([
              { op: 'set', path: `pages/${pageId}`, data: page, options },
              {
                op: 'add',
                path: revisionsPath(pageId),
                data: { ...page, publishedBy: user.uid, publishedByName: publisherName(user) },
                options,
              },
            ]),
            WRITE_ACK_TIMEOUT_MS,
          );
          return ids[1] ?? '';
        });
      },
      async onQueryStarted({ pageId }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(draftDiscarded(pageId));
        } catch {
          // The draft and the editor's values stay; the toast says it failed.
        }
      },
    }),

    /** The page's publish history, newest first (staff only, by the rules). */
    listPageRevisions: build.query<PageRevision[], PageId>({
      ...streamed<PageRevision[], PageId>('pageRevisions', (backend, pageId, next, error) =>
        backend.listenQuery(
          revisionsPath(pageId),
          { orderBy: [['publishedAt', 'desc']], limit: 50 },
          (docs) => next(docs.map(parseRevision).filter((r): r is PageRevision => r !== null)),
          error,
        ),
      ),
    }),

    /** Loads a revision into the local draft (like Payload's "restore"): the editor can review,
     *  preview and change it, and Publish makes it live, recorded as a new revision. */
    restorePageRevision: build.mutation<PageContent, { pageId: PageId; revisionId: string }>({
      queryFn: ({ pageId, revisionId }, { extra, dispatch }) =>
        call(extra, async (b) => {
          const doc = await b.getDoc(`${revisionsPath(pageId)}/${revisionId}`);
          if (!doc) throw { code: 'not-found', message: `revision ${revisionId} not found` };
          const content: PageContent = {
            sections: parseSections(doc.sections, `revision ${revisionId}`).sections,
            lastUpdated: typeof doc.lastUpdated === 'string' ? doc.lastUpdated : '',
          };
          dispatch(draftReplaced({ pageId, content }));
          return content;
        }),
    }),
  }),
});

export const {
  useGetPublishedPageQuery,
  usePublishPageMutation,
  useListPageRevisionsQuery,
  useRestorePageRevisionMutation,
} = pageContentApi;

/** Toasts for the page-content mutations (merged into the store's toast table). */
export const pageContentToasts: ToastTable = {
  publishPage: defineToasts<PublishPageArg>({
    success: 'Page published',
    error: 'Failed to publish page',
    errorDetail: {
      'invalid-argument': 'Some fields are not valid: fix the marked fields and publish again.',
      'permission-denied': 'Your account may not publish pages.',
      'deadline-exceeded': 'The server did not confirm the publish: check your connection.',
    },
  }),
  restorePageRevision: defineToasts({ success: 'Revision restored as a draft', error: 'Failed to restore revision' }),
};
