import { link, storedLink } from '@/lib/schema/links';
import { z } from '@/lib/schema/zod';
import { RESOURCE_TYPES } from '@/domain/resources';

export { RESOURCE_TYPES, type ResourceType } from '@/domain/resources';

export const resourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z._default(z.string(), ''),
  type: z.enum(RESOURCE_TYPES),
  url: z.optional(storedLink()),
  fileUrl: z.optional(storedLink()),
  location: z.optional(z.string()),
  active: z.boolean(),
  views: z.number().check(z.int(), z.nonnegative()),
  rating: z.number().check(z.gte(0), z.lte(5)),
  createdAt: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
  eventDate: z.optional(z.string()),
});
export type Resource = z.infer<typeof resourceSchema>;

/** What an editor fills in; mirrored by firestore.rules (sizes, enum, links). */
export const resourceInputSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(200, 'At most 200 characters')),
  description: z._default(z.string().check(z.trim(), z.maxLength(2000, 'At most 2000 characters')), ''),
  type: z.enum(RESOURCE_TYPES, { error: 'Choose a type' }),
  url: z.optional(link(2048)),
  fileUrl: z.optional(link(2048)),
  location: z.optional(z.string().check(z.trim(), z.maxLength(200, 'At most 200 characters'))),
  eventDate: z.optional(z.iso.datetime({ error: 'Enter a valid date and time' })),
  active: z._default(z.boolean(), true),
});
export type ResourceInput = z.input<typeof resourceInputSchema>;
