import { z } from '@/lib/schema/zod';
import { COMMUNITY_REASONS, type CommunityReasons } from './reasons';

/** community_posts/{id} as the app reads it (docs/data-model.md). A server timestamp that has not
 *  reached the server yet reads as null. */
export const communityPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  createdAt: z.nullable(z.string()),
  lastActivityAt: z.nullable(z.string()),
  replyCount: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  hidden: z.boolean(),
  deleted: z.boolean(),
  /** Set by moderators: pinned discussions come first on /community; a locked one takes no replies. */
  pinned: z._default(z.boolean(), false),
  locked: z._default(z.boolean(), false),
});
export type CommunityPost = z.infer<typeof communityPostSchema>;

/** community_posts/{id}/replies/{rid}. */
export const replySchema = z.object({
  id: z.string(),
  body: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  createdAt: z.nullable(z.string()),
  hidden: z.boolean(),
  deleted: z.boolean(),
});
export type Reply = z.infer<typeof replySchema>;

/** A reply in the moderation queue (a collection-group list): with its post's id. */
export const queuedReplySchema = z.extend(replySchema, { parentId: z.string() });
export type QueuedReply = z.infer<typeof queuedReplySchema>;

// What a member types; mirrored by firestore.rules (title 3-200, body 1-10000, reply 1-5000). The
// reasons are the page's language's (./reasons.ts; English by default).
export const newPostSchemaFor = (r: CommunityReasons = COMMUNITY_REASONS) =>
  z.object({
    title: z.string().check(z.trim(), z.minLength(3, r.titleShort), z.maxLength(200, r.titleLong)),
    body: z.string().check(z.trim(), z.minLength(1, r.bodyEmpty), z.maxLength(10000, r.bodyLong)),
  });
export const newPostSchema = newPostSchemaFor();
export type NewPostInput = z.infer<typeof newPostSchema>;

export const replyInputSchemaFor = (r: CommunityReasons = COMMUNITY_REASONS) =>
  z.object({
    body: z.string().check(z.trim(), z.minLength(1, r.replyEmpty), z.maxLength(5000, r.replyLong)),
  });
export const replyInputSchema = replyInputSchemaFor();
export type ReplyInput = z.infer<typeof replyInputSchema>;
