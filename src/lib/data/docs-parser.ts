// A live parser (./live-parser.ts) for a collection's documents validated by a zod schema. Its own
// module: the pages whose listeners use one load it, not every page.
import type { PlainDoc } from './backend-types';
import { liveParser, type LiveParser } from './live-parser';
import type { z } from '@/lib/schema/zod';

/** A collection's documents, each validated by `schema` (a malformed one is skipped and reported)
 *  and then shaped by `map`. */
export function docsParser<T, U = T>(
  name: string,
  collection: string,
  schema: () => Promise<z.core.$ZodType<T>>,
  map?: (item: T) => U,
): LiveParser<PlainDoc[], U[]> {
  return liveParser(name, async () => {
    const [{ parseDocs }, s] = await Promise.all([import('./docs'), schema()]);
    return (docs) => {
      const parsed = parseDocs(s, docs, collection) as T[];
      return map ? parsed.map(map) : (parsed as unknown as U[]);
    };
  });
}
