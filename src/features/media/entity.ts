import { defineEntity } from '@/lib/entity/entity';
import {
  isImageType,
  MEDIA_MAX_BYTES,
  MEDIA_TYPE_NAMES,
  MEDIA_TYPES,
  mediaInputSchema,
  mediaRecordSchema,
  mediaSchema,
} from './schema';
import { COLLECTIONS } from '@/domain/collections';

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

/** media/{id}: the media library, a grid of uploaded files (Storage + one metadata document each).
 *  An image's panel edits its alt text (or marks it decorative); nothing else of a file changes. */
export const mediaEntity = defineEntity({
  name: 'media',
  singular: 'File',
  plural: 'Files',
  collection: COLLECTIONS.media,
  read: mediaSchema,
  input: mediaInputSchema,
  empty: { alt: '', decorative: false },
  toInput: ({ alt, decorative }) => ({ alt, decorative }),
  fields: [
    {
      name: 'alt',
      label: 'Alt text',
      kind: 'textarea',
      help: 'What the image shows, for people who cannot see it. A cover chosen from the library starts with it.',
      when: (v) => !v.decorative,
    },
    { name: 'decorative', label: 'Decorative image (no alt text)', kind: 'switch' },
  ],
  creatable: false,
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
    alt: 'alt',
    editable: (file) => isImageType(file.contentType),
    note: (file) =>
      !isImageType(file.contentType)
        ? null
        : file.decorative
          ? 'Decorative: no alt text'
          : file.alt
            ? `Alt text: ${file.alt}`
            : 'No alt text yet',
    facts: [
      { field: 'size', format: 'bytes' },
      { field: 'contentType' },
      { field: 'uploadedByName' },
      { field: 'createdAt', format: 'date' },
    ],
    search: ['name', 'alt', 'contentType', 'uploadedByName'],
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
      article(COLLECTIONS.blogPosts, 'blog post'),
      article(COLLECTIONS.caseStudies, 'case study'),
      {
        collection: COLLECTIONS.team,
        label: 'team member',
        titleField: 'name',
        fields: [{ name: 'image', label: 'photo', match: 'equals' }],
      },
      {
        collection: COLLECTIONS.resources,
        label: 'resource',
        titleField: 'title',
        fields: [
          { name: 'fileUrl', label: 'download', match: 'equals' },
          { name: 'url', label: 'link', match: 'equals' },
        ],
      },
      {
        collection: COLLECTIONS.settings,
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
