import { defineEntity } from '@/lib/entity';
import { blogPostSchema } from './schema';

/** Blog posts, listed live in the back office (drafts too). */
export const blogEntity = defineEntity({
  name: 'blog',
  singular: 'Blog post',
  plural: 'Blog posts',
  collection: 'blog_posts',
  read: blogPostSchema,
  columns: [
    { field: 'title', flex: 2 },
    { field: 'author' },
    { field: 'published', kind: 'boolean' },
    { field: 'publishedAt', header: 'Published', kind: 'date' },
    { field: 'updatedAt', header: 'Updated', kind: 'date' },
  ],
  orderBy: [['updatedAt', 'desc']],
  titleField: 'title',
  access: { read: 'editor', write: 'editor', remove: 'editor' },
});
