import { defineEntity } from '@/lib/entity/entity';
import { uniquePath } from '@/lib/entity/upload';
import { RESOURCE_TYPES, resourceInputSchema, resourceSchema, type ResourceInput } from './schema';
import { COLLECTIONS } from '@/domain/collections';

const isEvent = (v: Partial<ResourceInput>) => v.type === 'event';
const label = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** Resources in the back office (Content > Resources). Spec: created active with 0 views and 0
 *  rating; uploads go to resources/{type}/{filename}. */
export const resourceEntity = defineEntity({
  name: 'resources',
  singular: 'Resource',
  plural: 'Resources',
  collection: COLLECTIONS.resources,
  read: resourceSchema,
  input: resourceInputSchema,
  empty: { title: '', description: '', type: 'guide', url: '', fileUrl: '', location: '', eventDate: '', active: true },
  toInput: (r) => ({
    title: r.title,
    description: r.description,
    type: r.type,
    url: r.url ?? '',
    fileUrl: r.fileUrl ?? '',
    location: r.location ?? '',
    eventDate: r.eventDate ?? '',
    active: r.active,
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    {
      name: 'type',
      label: 'Type',
      kind: 'select',
      options: RESOURCE_TYPES.map((t) => ({ value: t, label: label(t) })),
    },
    { name: 'description', label: 'Description', kind: 'textarea' },
    { name: 'url', label: 'URL', kind: 'url', help: 'https:// link, or a path on this site' },
    {
      name: 'fileUrl',
      label: 'File URL',
      kind: 'url',
      help: 'Filled in by an upload, or paste a link',
    },
    {
      name: 'fileUrl',
      label: 'Upload file',
      kind: 'file',
      help: 'PDF, image or video, under 20 MB',
      upload: { target: 'fileUrl', path: (v, file) => uniquePath(`resources/${v.type ?? 'guide'}`, file.name) },
    },
    { name: 'eventDate', label: 'Event date', kind: 'datetime', when: isEvent },
    { name: 'location', label: 'Location', kind: 'text', when: isEvent },
    { name: 'active', label: 'Active (shown on the public site)', kind: 'switch', editOnly: true },
  ],
  columns: [
    { field: 'title', flex: 2 },
    { field: 'type', kind: 'chip' },
    { field: 'active', kind: 'boolean' },
    { field: 'views', kind: 'number' },
    { field: 'rating', kind: 'number' },
    { field: 'eventDate', kind: 'date' },
    { field: 'createdAt', header: 'Created', kind: 'date' },
  ],
  orderBy: [['createdAt', 'desc']],
  // A library that keeps growing: the newest 500, "Load more", a server search on the title.
  window: { size: 500, search: ['title'] },
  titleField: 'title',
  access: { read: 'editor', write: 'editor', remove: 'editor' },
  creatable: true,
  removable: true,
  write: {
    createDefaults: { active: true, views: 0, rating: 0 },
    createTimestamps: ['createdAt', 'updatedAt'],
    updateTimestamps: ['updatedAt'],
    dates: ['eventDate'],
  },
});
