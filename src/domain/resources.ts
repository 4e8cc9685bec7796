// The resource kinds (src/features/resources/schema.ts re-exports them; the seed reads them): the
// public filter needs the list, not zod.
export const RESOURCE_TYPES = ['guide', 'whitepaper', 'webinar', 'event', 'tool', 'video'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
