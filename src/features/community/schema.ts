import { z } from '@/lib/schema/zod';

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

// What a member types; mirrored by firestore.rules (title 3-200, body 1-10000, reply 1-5000).
export const newPostSchema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, 'Give your discussion a title of at least 3 characters'),
      z.maxLength(200, 'Keep the title to 200 characters or fewer'),
    ),
  body: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Write something to start the discussion'),
      z.maxLength(10000, 'Keep the post to 10,000 characters or fewer'),
    ),
});
export type NewPostInput = z.infer<typeof newPostSchema>;

export const replyInputSchema = z.object({
  body: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Write a reply first'),
      z.maxLength(5000, 'Keep the reply to 5,000 characters or fewer'),
    ),
});
export type ReplyInput = z.infer<typeof replyInputSchema>;
