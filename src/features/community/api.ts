import { api } from '@/lib/data/api';
import { isAppError, type AuthUser, type Backend, type QuerySpec } from '@/lib/data/backend-types';
import { byCodeUnits } from '@/lib/util/compare';
import { listenParsed } from '@/lib/data/live-parser';
import { call, streamed } from '@/lib/data/stream';
import type { CommunityPost, NewPostInput, Reply, ReplyInput } from './schema';
import { COLLECTIONS } from '@/domain/collections';
import { communityPostParser, communityPostsParser, repliesParser } from './parsers';

const POSTS = COLLECTIONS.communityPosts;
// The schemas and the parsers (and zod) load where the listeners run (./parsers.ts), not with the page.

// Hidden and deleted ones are not the public's (the rules refuse them): the queries leave them out.
const VISIBLE_ONLY: QuerySpec['where'] = [
  ['hidden', '==', false],
  ['deleted', '==', false],
];
const visible = <T extends { hidden: boolean; deleted: boolean }>(items: T[]) =>
  items.filter((i) => !i.hidden && !i.deleted);
// A pending server timestamp (null) is "now": it sorts as the newest.
const time = (iso: string | null) => iso ?? '9999';

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new document id like Firestore's own (20 random characters from 62), made before the batch
 *  so the post can name the reply its +1 counts. */
export function newDocId(): string {
  let id = '';
  while (id.length < 20) {
    for (const byte of crypto.getRandomValues(new Uint8Array(40))) {
      // 248 = 4 * 62: bytes above it would favour the first characters.
      if (byte < 248 && id.length < 20) id += ID_CHARS[byte % 62];
    }
  }
  return id;
}

/** The name shown on a member's posts: their display name, exactly as their profile holds it
 *  (src/features/auth/listen.ts saveProfile); the rules accept no other. */
export function authorNameOf(user: AuthUser): string {
  return (user.displayName ?? '').slice(0, 80);
}

/** Seconds between two discussions and between two replies of one account (firestore.rules
 *  validPace; docs/data-model.md says why). */
export const PACE_SECONDS = { post: 60, reply: 15 } as const;
export type PaceKind = keyof typeof PACE_SECONDS;
const CLOCK = {
  post: { at: 'lastPostAt', names: 'lastPostId' },
  reply: { at: 'lastReplyAt', names: 'lastReplyId' },
} as const;

/** A refused write, explained when the account's pace clock is why: `rate-limited`, with the
 *  seconds left as the message. When the clock already names this very write (`written`), the write
 *  went through and the refusal was the SDK resending it after losing the first answer (a dropped
 *  connection): it resolves, as the write did. Anything else is passed on as it was. */
async function explainRefusal(
  b: Backend,
  user: AuthUser,
  kind: PaceKind,
  written: string,
  error: unknown,
): Promise<void> {
  if (isAppError(error) && error.code === 'permission-denied') {
    const clock = await b.getDoc(`${COLLECTIONS.rateLimits}/${user.uid}`).catch(() => null);
    if (clock?.[CLOCK[kind].names] === written) return;
    const last = clock?.[CLOCK[kind].at];
    const left = typeof last === 'string' ? PACE_SECONDS[kind] - (Date.now() - Date.parse(last)) / 1000 : 0;
    if (left > 0) throw { code: 'rate-limited', message: String(Math.ceil(left)) };
  }
  throw error;
}

export const communityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Visible discussions, most recently active first; live. */
    getCommunityPosts: build.query<CommunityPost[], void>({
      ...streamed<CommunityPost[], void>(POSTS, (backend, _arg, next, error) =>
        listenParsed(
          backend,
          {
            type: 'query',
            path: POSTS,
            spec: {
              where: VISIBLE_ONLY,
              orderBy: [['lastActivityAt', 'desc']],
            },
          },
          communityPostsParser,
          (posts) =>
            next(
              // Pinned discussions first, then the most recently active.
              visible(posts).sort(
                (a, b) =>
                  Number(b.pinned) - Number(a.pinned) || byCodeUnits(time(b.lastActivityAt), time(a.lastActivityAt)),
              ),
            ),
          error,
        ),
      ),
      providesTags: ['Post'],
    }),
    /** One visible discussion; null when it does not exist or is hidden/deleted (which the rules
     *  answer with permission-denied). */
    getCommunityPost: build.query<CommunityPost | null, string>({
      ...streamed<CommunityPost | null, string>(POSTS, (backend, id, next, error) =>
        listenParsed(
          backend,
          { type: 'doc', path: `${POSTS}/${id}` },
          communityPostParser,
          (post) => next(post ? (visible([post])[0] ?? null) : null),
          (e) => (e.code === 'permission-denied' ? next(null) : error(e)),
        ),
      ),
      providesTags: ['Post'],
    }),
    /** Visible replies of a discussion, oldest first; live. */
    getReplies: build.query<Reply[], string>({
      ...streamed<Reply[], string>('replies', (backend, postId, next, error) =>
        listenParsed(
          backend,
          {
            type: 'query',
            path: `${POSTS}/${postId}/replies`,
            spec: {
              where: VISIBLE_ONLY,
              orderBy: [['createdAt', 'asc']],
            },
          },
          repliesParser,
          (replies) => next(visible(replies).sort((a, b) => byCodeUnits(time(a.createdAt), time(b.createdAt)))),
          error,
        ),
      ),
      providesTags: ['Post'],
    }),
    /** Starts a discussion; resolves with its id. */
    /** The post and the author's pace clock (rate_limits/{uid}: now, naming the post) in one
     *  batch; refused within PACE_SECONDS.post of the last (code 'rate-limited'). */
    createCommunityPost: build.mutation<string, NewPostInput & { user: AuthUser }>({
      queryFn: ({ title, body, user }, { extra }) =>
        call(extra, async (b) => {
          const id = newDocId();
          await b
            .batch([
              {
                op: 'set',
                path: `${POSTS}/${id}`,
                data: {
                  title,
                  body,
                  authorId: user.uid,
                  authorName: authorNameOf(user),
                  replyCount: 0,
                  hidden: false,
                  deleted: false,
                },
                options: { serverTimestamps: ['createdAt', 'lastActivityAt'] },
              },
              {
                op: 'set',
                path: `${COLLECTIONS.rateLimits}/${user.uid}`,
                data: { lastPostId: id },
                options: { merge: true, serverTimestamps: ['lastPostAt'] },
              },
            ])
            .catch((error: unknown) => explainRefusal(b, user, 'post', id, error));
          return id;
        }),
    }),
    /** A reply and the post's replyCount + 1 / lastActivityAt / lastReplyId (the reply's id), in
     *  one batch: the rules accept a +1 only with the new reply it names. */
    addReply: build.mutation<string, ReplyInput & { postId: string; user: AuthUser }>({
      queryFn: ({ postId, body, user }, { extra }) =>
        call(extra, async (b) => {
          const id = newDocId();
          await b
            .batch([
              {
                op: 'set',
                path: `${POSTS}/${postId}/replies/${id}`,
                data: { body, authorId: user.uid, authorName: authorNameOf(user), hidden: false, deleted: false },
                options: { serverTimestamps: ['createdAt'] },
              },
              {
                op: 'update',
                path: `${POSTS}/${postId}`,
                data: { lastReplyId: id },
                increments: { replyCount: 1 },
                options: { serverTimestamps: ['lastActivityAt'] },
              },
              {
                op: 'set',
                path: `${COLLECTIONS.rateLimits}/${user.uid}`,
                data: { lastReplyId: `${postId}/${id}` },
                options: { merge: true, serverTimestamps: ['lastReplyAt'] },
              },
            ])
            .catch((error: unknown) => explainRefusal(b, user, 'reply', `${postId}/${id}`, error));
          return id;
        }),
    }),
  }),
});

export const {
  useGetCommunityPostsQuery,
  useGetCommunityPostQuery,
  useGetRepliesQuery,
  useCreateCommunityPostMutation,
  useAddReplyMutation,
} = communityApi;
