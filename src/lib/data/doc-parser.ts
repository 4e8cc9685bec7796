// Document parsers that load when a listener opens (after the page is interactive), so the chunk
// defining an endpoint carries neither zod nor the schema. parseDocs itself is in ./docs.
import type { PlainDoc } from './backend-types';
import type { z } from '@/lib/schema/zod';

/** A document schema, or a loader of it (`() => import('./schema').then((m) => m.xSchema)`): a
 *  loader keeps the schema and zod out of the endpoint's chunk. */
export type SchemaSource<T> = z.core.$ZodType<T> | (() => Promise<z.core.$ZodType<T>>);

/** Loads parseDocs and the schema; resolves with the collection's parser (a malformed document is
 *  skipped and reported). Rejects when either cannot be loaded: the listener then fails. */
export async function docParser<T>(source: SchemaSource<T>, collection: string): Promise<(docs: PlainDoc[]) => T[]> {
  const [{ parseDocs }, schema] = await Promise.all([
    import('./docs'),
    typeof source === 'function' ? source() : source,
  ]);
  return (docs) => parseDocs(schema, docs, collection) as T[];
}
