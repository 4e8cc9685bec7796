import { defineEntity } from '@/lib/entity/entity';
import { socialLinkId, socialLinkInputSchema, socialLinkSchema } from './schema';
import { COLLECTIONS } from '@/domain/collections';

/** The site's social profiles (social_links/{network}), shown in the public footer when enabled. */
export const socialLinkEntity = defineEntity({
  name: 'social-media',
  singular: 'Social link',
  plural: 'Social links',
  collection: COLLECTIONS.socialLinks,
  read: socialLinkSchema,
  input: socialLinkInputSchema,
  empty: { network: 'LinkedIn', url: '', enabled: true, order: 0 },
  toInput: ({ network, url, enabled, order }) => ({ network, url, enabled, order }),
  fields: [
    { name: 'network', label: 'Network', kind: 'select', help: 'One link per network' },
    { name: 'url', label: 'URL', kind: 'url', help: 'https:// link to the profile' },
    { name: 'enabled', label: 'Shown on the site', kind: 'switch' },
    { name: 'order', label: 'Order', kind: 'number', help: 'Lower numbers come first' },
  ],
  columns: [
    { field: 'order', kind: 'number' },
    { field: 'network', kind: 'chip' },
    { field: 'url', flex: 2, header: 'URL' },
    { field: 'enabled', kind: 'boolean', header: 'Shown' },
  ],
  orderBy: [['order', 'asc']],
  orderable: { field: 'order' },
  keyField: { field: 'network', toId: socialLinkId },
  titleField: 'network',
  access: { read: 'admin', write: 'admin', remove: 'admin' },
  creatable: true,
  removable: true,
});
