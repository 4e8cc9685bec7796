import { defineEntity } from '@/lib/entity';
import { z } from '@/lib/zod';

/** media/{id}: metadata of a file in the media library (the file itself is in Storage). */
export const mediaSchema = z.object({
  id: z.string(),
  name: z.string(),
  path: z.string(),
  url: z._default(z.string(), ''),
  contentType: z._default(z.string(), ''),
  size: z._default(z.number(), 0),
  uploadedBy: z._default(z.string(), ''),
  createdAt: z.optional(z.nullable(z.string())),
});
export type MediaItem = z.infer<typeof mediaSchema>;

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
    { field: 'uploadedBy', header: 'Uploaded by' },
    { field: 'createdAt', header: 'Uploaded', kind: 'date' },
  ],
  orderBy: [['createdAt', 'desc']],
  titleField: 'name',
  access: { read: 'editor', write: 'editor', remove: 'editor' },
});
