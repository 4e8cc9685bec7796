import { articleBehaviour, articleStatusColumn, articleToInput, emptyArticle } from '@/lib/schema/article';
import { coverFields, seoFields } from '@/lib/entity/article-fields';
import { defineEntity } from '@/lib/entity/entity';
import { articleContributions, publicationActions } from '@/lib/entity/entity-actions';
import { blogPostInputSchema, blogPostSchema, type BlogPostInput } from './schema';
import { COLLECTIONS } from '@/domain/collections';

/** Blog posts: drafts, scheduled and published, with unique slugs and a revision per save. */
export const blogEntity = defineEntity({
  name: 'blog',
  singular: 'Blog post',
  plural: 'Blog posts',
  collection: COLLECTIONS.blogPosts,
  read: blogPostSchema,
  input: blogPostInputSchema,
  empty: emptyArticle as BlogPostInput,
  toInput: (p) => articleToInput(p),
  signedInDefaults: (name) => ({ author: name.slice(0, 100) }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text', localized: true },
    { name: 'slug', label: 'Slug', kind: 'slug', localized: true, from: 'title', help: 'The address: /blog/<slug>' },
    {
      name: 'excerpt',
      label: 'Excerpt',
      kind: 'textarea',
      localized: true,
      help: 'Shown on cards and under the title',
    },
    { name: 'body', label: 'Body', kind: 'markdown', localized: true },
    ...coverFields<BlogPostInput>(),
    { name: 'author', label: 'Author', kind: 'text' },
    { name: 'tags', label: 'Tags', kind: 'tags', help: 'Press Enter after each tag' },
    ...seoFields<BlogPostInput>(),
    { name: 'publishedAt', label: 'Publish date', kind: 'datetime', seconds: true, help: 'Schedule publishes then' },
    {
      name: 'unpublishAt',
      label: 'Unpublish date',
      kind: 'datetime',
      seconds: true,
      help: 'Optional: the post leaves the site then',
    },
  ],
  actions: publicationActions<BlogPostInput>(),
  contributions: articleContributions<BlogPostInput>(),
  columns: [
    { field: 'title', flex: 2 },
    { field: 'author' },
    articleStatusColumn,
    { field: 'publishedAt', header: 'Publish date', kind: 'date' },
    { field: 'views', kind: 'number' },
    { field: 'updatedAt', header: 'Updated', kind: 'date' },
  ],
  orderBy: [['updatedAt', 'desc']],
  titleField: 'title',
  ...articleBehaviour,
  newLabel: 'New post',
  toasts: { added: 'Blog post saved', updated: 'Blog post saved' },
});
