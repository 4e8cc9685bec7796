import { defineEntity } from '@/lib/entity/entity';
import type { ChildDef, RowAction } from '@/lib/entity';
import { communityPostSchema, queuedReplySchema, type QueuedReply } from './schema';
import { COLLECTIONS } from '@/domain/collections';

type Flags = { hidden: boolean; deleted: boolean };
const visible = (r: Flags) => !r.hidden && !r.deleted;
const filters = [
  { key: 'all', label: 'All' },
  { key: 'visible', label: 'Visible', keep: visible },
  { key: 'hidden', label: 'Hidden', keep: (r: Flags) => !visible(r) },
];
/** Hide / Restore / Delete, for discussions and replies alike. */
const moderation = (what: string): RowAction<Flags>[] => [
  { key: 'hide', label: 'Hide', when: (r) => !r.hidden, patch: { hidden: true }, done: `${what} hidden` },
  { key: 'restore', label: 'Restore', when: (r) => r.hidden, patch: { hidden: false }, done: `${what} restored` },
  {
    key: 'delete',
    label: 'Delete',
    remove: true,
    confirm: `The ${what.toLowerCase()} is removed for good, from the site and from this queue.`,
    done: `${what} deleted`,
  },
];

/** Replies of every discussion, newest first: Hide / Restore / Delete move the post's count. */
const replies: ChildDef<QueuedReply> = {
  singular: 'Reply',
  plural: 'Replies',
  collection: 'replies',
  read: queuedReplySchema,
  columns: [
    { field: 'body', header: 'Reply', flex: 2 },
    { field: 'authorName', header: 'Author' },
    { field: 'hidden', kind: 'boolean' },
    { field: 'createdAt', header: 'Written', kind: 'date' },
  ],
  orderBy: [['createdAt', 'desc']],
  titleField: 'body',
  rowActions: moderation('Reply'),
  filters,
  counter: { field: 'replyCount', nameField: 'moderatedReplyId', counts: visible },
};

/** Community moderation: every discussion (hidden and deleted ones too) and every reply, newest
 *  first, with Hide, Restore, Delete, Pin and Lock, and how many posts each member has written. */
export const communityPostEntity = defineEntity({
  name: 'community',
  singular: 'Discussion',
  plural: 'Discussions',
  collection: COLLECTIONS.communityPosts,
  read: communityPostSchema,
  columns: [
    { field: 'title', flex: 2 },
    { field: 'authorName', header: 'Author' },
    { field: 'replyCount', header: 'Replies', kind: 'number' },
    { field: 'hidden', kind: 'boolean' },
    { field: 'createdAt', header: 'Started', kind: 'date' },
  ],
  details: [
    { field: 'body', header: 'Post' },
    { field: 'authorName', header: 'Author' },
    { field: 'deleted', header: 'Deleted by author', kind: 'boolean' },
    { field: 'pinned', header: 'Pinned', kind: 'boolean' },
    { field: 'locked', header: 'Locked', kind: 'boolean' },
    { field: 'lastActivityAt', header: 'Last activity', kind: 'date' },
  ],
  orderBy: [['createdAt', 'desc']],
  titleField: 'title',
  access: { read: 'editor', write: 'editor', remove: 'admin' },
  rowActions: [
    ...moderation('Discussion'),
    { key: 'pin', label: 'Pin', when: (r) => !r.pinned, patch: { pinned: true }, done: 'Discussion pinned' },
    { key: 'unpin', label: 'Unpin', when: (r) => r.pinned, patch: { pinned: false }, done: 'Discussion unpinned' },
    { key: 'lock', label: 'Lock', when: (r) => !r.locked, patch: { locked: true }, done: 'Discussion locked' },
    { key: 'unlock', label: 'Unlock', when: (r) => r.locked, patch: { locked: false }, done: 'Discussion unlocked' },
  ],
  filters,
  children: replies,
  tally: { field: 'authorId', header: 'Member’s posts' },
});
