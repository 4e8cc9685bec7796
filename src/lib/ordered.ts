import { parseDocs } from './docs';
import { streamed } from './stream';
import type { z } from './zod';

/** Streaming endpoint definition for a whole collection in display order (`order` ascending),
 *  each document validated by `schema` (a malformed one is skipped and reported). */
export function orderedCollection<T>(collection: string, schema: z.core.$ZodType<T>) {
  return streamed<T[], void>(collection, (backend, _arg, next, error) =>
    backend.listenQuery(
      collection,
      { orderBy: [['order', 'asc']] },
      (docs) => next(parseDocs(schema, docs, collection) as T[]),
      error,
    ),
  );
}
