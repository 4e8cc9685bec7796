import { z } from 'zod';

export const RESOURCE_TYPES = ['guide', 'whitepaper', 'webinar', 'event', 'tool', 'video'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const resourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().default(''),
  type: z.enum(RESOURCE_TYPES),
  url: z.string().optional(),
  fileUrl: z.string().optional(),
  location: z.string().optional(),
  active: z.boolean(),
  views: z.number().int().nonnegative(),
  rating: z.number().min(0).max(5),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  eventDate: z.string().optional(),
});
export type Resource = z.infer<typeof resourceSchema>;

/** What an editor fills in; mirrored by firestore.rules (sizes, enum). */
export const resourceInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'At most 200 characters'),
  description: z.string().trim().max(2000, 'At most 2000 characters').default(''),
  type: z.enum(RESOURCE_TYPES, { error: 'Choose a type' }),
  url: z.string().trim().max(2000).optional(),
  fileUrl: z.string().trim().max(2000).optional(),
  location: z.string().trim().max(200).optional(),
  eventDate: z.iso.datetime({ error: 'A valid date and time' }).optional(),
});
export type ResourceInput = z.input<typeof resourceInputSchema>;
