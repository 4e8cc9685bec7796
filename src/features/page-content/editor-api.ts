// The page editor's endpoints (back office only): publish a page with its revision, its publish
// history and restoring a revision into the draft. Injected into the same API as the public read
// (./api.ts), so a publish updates the page the editor shows.
import { WRITE_ACK_TIMEOUT_MS } from '@/config/constants';
import { api } from '@/lib/data/api';
import { toAppError, type AuthUser } from '@/lib/data/backend-types';
import { withTimeout } from '@/lib/util/async';
import { conflictError } from '@/lib/entity/conflict';
import { staffName } from '@/lib/entity/staff-name';
import { profileSettled } from '@/lib/entity/profile-writes';
import { call, streamed } from '@/lib/data/stream';
import { defineToasts, type ToastTable } from '@/lib/util/toasts';
import { draftDiscarded, draftReplaced } from './pageContentSlice';
import type { PageContent, PageId, PageRevision } from './types';
import { COLLECTIONS } from '@/domain/collections';

export type { PageRevision } from './types';

export interface PublishPageArg {
  pageId: PageId;
  content: PageContent;
  user: AuthUser;
  /** The published revision the editor started from ('' when none): a stale one is a conflict.
   *  Left out: the page as stored now (callers that track no base; the editor always names it). */
  basedOn?: string;
}

/** How a publisher is named in the history: their profile's name (the rules compare the two). */
export const publisherName = (user: AuthUser) => staffName(user).slice(0, 120);

const revisionsPath = (pageId: PageId) => `${COLLECTIONS.pages}/${pageId}/revisions`;

export const pageEditorApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The page and a revision of it, in one atomic batch (the rules require both together).
     *  Validated against the page schema first; the local draft is cleared once it is stored. */
    publishPage: build.mutation<string, PublishPageArg>({
      queryFn: async ({ pageId, content, user, basedOn }, { extra }) => {
        const checked = await import('./parse').then(
          ({ checkPage }) => checkPage(content),
          (e: unknown) => ({ error: toAppError(e) }),
        );
        if ('error' in checked) return checked;
        // The public page names no publisher (a staff uid for anyone to read); the staff-only
        // revision does.
        const page = { ...checked.data };
        const options = { serverTimestamps: ['publishedAt'] };
        // The page names its revision; the rules require the two together.
        const revisionId = crypto.randomUUID().replace(/-/g, '');
        return call(extra, async (b) => {
          // Someone published since this editor started: say so rather than overwrite (the rules
          // refuse it too, should their publish land first).
          const published = async () => {
            const now = await b.getDoc(`${COLLECTIONS.pages}/${pageId}`);
            return now ? (typeof now.revisionId === 'string' ? now.revisionId : '') : null;
          };
          const current = await published();
          const base = basedOn ?? current ?? '';
          if (current !== null && current !== base) throw conflictError('page');
          await profileSettled(user.uid);
          await withTimeout(
            b.batch([
              {
                op: 'set',
                path: `${COLLECTIONS.pages}/${pageId}`,
                data: { ...page, revisionId, basedOn: base },
                options,
              },
              {
                op: 'set',
                path: `${revisionsPath(pageId)}/${revisionId}`,
                data: { ...page, publishedBy: user.uid, publishedByName: publisherName(user) },
                options,
              },
            ]),
            WRITE_ACK_TIMEOUT_MS,
          ).catch(async (e: unknown) => {
            if ((e as { code?: string }).code === 'permission-denied' && (await published()) !== base)
              throw conflictError('page');
            throw e;
          });
          return revisionId;
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
      ...streamed<PageRevision[], PageId>('pageRevisions', async (backend, pageId, next, error) => {
        const { parseRevision } = await import('./parse');
        return backend.listenQuery(
          revisionsPath(pageId),
          { orderBy: [['publishedAt', 'desc']], limit: 50 },
          (docs) => next(docs.map(parseRevision).filter((r): r is PageRevision => r !== null)),
          error,
        );
      }),
    }),

    /** Loads a revision into the local draft (like Payload's "restore"): the editor can review,
     *  preview and change it, and Publish makes it live, recorded as a new revision. */
    restorePageRevision: build.mutation<PageContent, { pageId: PageId; revisionId: string }>({
      queryFn: ({ pageId, revisionId }, { extra, dispatch }) =>
        call(extra, async (b) => {
          const { parseSections } = await import('./parse');
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

export const { usePublishPageMutation, useListPageRevisionsQuery, useRestorePageRevisionMutation } = pageEditorApi;

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
