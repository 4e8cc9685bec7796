import { defineEntity } from '@/lib/entity';
import { communityPostSchema } from './schema';

/** Community discussions as moderators see them: hidden and deleted ones too, newest activity
 *  first. */
export const communityPostEntity = defineEntity({
  name: 'community',
  singular: 'Discussion',
  plural: 'Discussions',
  collection: 'community_posts',
  read: communityPostSchema,
  columns: [
    { field: 'title', flex: 2 },
    { field: 'authorName', header: 'Author' },
    { field: 'replyCount', header: 'Replies', kind: 'number' },
    { field: 'hidden', kind: 'boolean' },
    { field: 'deleted', kind: 'boolean' },
    { field: 'lastActivityAt', header: 'Last activity', kind: 'date' },
  ],
  orderBy: [['lastActivityAt', 'desc']],
  titleField: 'title',
  access: { read: 'editor', write: 'editor', remove: 'admin' },
});
