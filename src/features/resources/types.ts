// The resource kinds, apart from the schema (./schema re-exports them): the public filter needs the
// list, not zod.
export const RESOURCE_TYPES = ['guide', 'whitepaper', 'webinar', 'event', 'tool', 'video'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
