// How the resources' live snapshots are parsed, by name (src/lib/data/live-parser.ts): where the
// listener runs, so in the live-data worker for a visitor.
import { COLLECTIONS } from '@/domain/collections';
import { docsParser } from '@/lib/data/docs-parser';
import type { Resource } from './schema';

export const resourcesParser = docsParser<Resource>('resources', COLLECTIONS.resources, () =>
  import('./schema').then((m) => m.resourceSchema),
);
