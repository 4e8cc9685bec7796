import { defineEntity } from '@/lib/entity';
import { z } from '@/lib/zod';

export const SOCIAL_NETWORKS = ['LinkedIn', 'X', 'YouTube', 'GitHub', 'Facebook', 'Instagram'] as const;

export const socialLinkSchema = z.object({
  id: z.string(),
  network: z.enum(SOCIAL_NETWORKS),
  url: z.string(),
  enabled: z.boolean(),
  order: z.number(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** What an admin fills in; firestore.rules mirror it (https only). */
export const socialLinkInputSchema = z.object({
  network: z.enum(SOCIAL_NETWORKS, { error: 'Choose a network' }),
  url: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'URL is required'),
      z.maxLength(2048, 'At most 2048 characters'),
      z.regex(/^https:\/\/[^\s]+$/, 'Use an https:// link'),
    ),
  enabled: z._default(z.boolean(), true),
  order: z
    .number({ error: 'Enter a whole number' })
    .check(z.int('Enter a whole number'), z.gte(0, 'At least 0'), z.lte(9999, 'At most 9999')),
});
export type SocialLinkInput = z.input<typeof socialLinkInputSchema>;

/** The site's social profiles (social_links/{id}). */
export const socialLinkEntity = defineEntity({
  name: 'social-media',
  singular: 'Social link',
  plural: 'Social links',
  collection: 'social_links',
  read: socialLinkSchema,
  input: socialLinkInputSchema,
  empty: { network: 'LinkedIn', url: '', enabled: true, order: 0 },
  toInput: ({ network, url, enabled, order }) => ({ network, url, enabled, order }),
  fields: [
    { name: 'network', label: 'Network', kind: 'select' },
    { name: 'url', label: 'URL', kind: 'url', help: 'https:// link to the profile' },
    { name: 'enabled', label: 'Shown on the site', kind: 'switch' },
    { name: 'order', label: 'Order', kind: 'number', help: 'Lower numbers come first' },
  ],
  columns: [
    { field: 'order', kind: 'number' },
    { field: 'network', kind: 'chip' },
    { field: 'url', flex: 2, header: 'URL' },
    { field: 'enabled', kind: 'boolean' },
  ],
  orderBy: [['order', 'asc']],
  titleField: 'network',
  access: { read: 'admin', write: 'admin', remove: 'admin' },
  creatable: true,
  removable: true,
});
