import { defineEntity } from '@/lib/entity/entity';
import { MEDIA_MAX_BYTES, MEDIA_TYPE_NAMES, MEDIA_TYPES, mediaRecordSchema, mediaSchema } from './schema';

export { mediaSchema, type MediaItem } from './schema';

const article = (collection: string, label: string) =>
  ({
    collection,
    label,
    titleField: 'title',
    fields: [
      { name: 'coverImage', label: 'cover image', match: 'equals' },
      { name: 'body', label: 'body', match: 'contains' },
    ],
  }) as const;

/** media/{id}: the media library, a grid of uploaded files (Storage + one metadata document each). */
export const mediaEntity = defineEntity({
  name: 'media',
  singular: 'File',
  plural: 'Files',
  collection: 'media',
  read: mediaSchema,
  columns: [
    { field: 'name', flex: 2 },
    { field: 'contentType', header: 'Type' },
    { field: 'size', header: 'Size (bytes)', kind: 'number' },
    { field: 'uploadedByName', header: 'Uploaded by' },
    { field: 'createdAt', header: 'Uploaded', kind: 'date' },
  ],
  orderBy: [['createdAt', 'desc']],
  titleField: 'name',
  access: { read: 'editor', write: 'editor', remove: 'editor' },
  removable: true,
  grid: {
    url: 'url',
    contentType: 'contentType',
    facts: [
      { field: 'size', format: 'bytes' },
      { field: 'contentType' },
      { field: 'uploadedByName' },
      { field: 'createdAt', format: 'date' },
    ],
    search: ['name', 'contentType', 'uploadedByName'],
  },
  uploads: {
    folder: 'media',
    accept: MEDIA_TYPES,
    typeNames: MEDIA_TYPE_NAMES,
    maxBytes: MEDIA_MAX_BYTES,
    schema: mediaRecordSchema,
    pathField: 'path',
    record: (file, by) => ({ ...file, uploadedBy: by.uid, uploadedByName: by.name.slice(0, 120) }),
  },
  write: { createTimestamps: ['createdAt'] },
  usage: {
    keys: (file) => [file.url, encodeURIComponent(file.path)],
    places: [
      article('blog_posts', 'blog post'),
      article('case_studies', 'case study'),
      {
        collection: 'team',
        label: 'team member',
        titleField: 'name',
        fields: [{ name: 'image', label: 'photo', match: 'equals' }],
      },
      {
        collection: 'resources',
        label: 'resource',
        titleField: 'title',
        fields: [
          { name: 'fileUrl', label: 'download', match: 'equals' },
          { name: 'url', label: 'link', match: 'equals' },
        ],
      },
      {
        collection: 'settings',
        doc: 'branding',
        label: 'the site branding',
        fields: [
          { name: 'logoUrl', label: 'logo', match: 'equals' },
          { name: 'faviconUrl', label: 'favicon', match: 'equals' },
        ],
      },
    ],
  },
});
