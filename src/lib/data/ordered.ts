import { docParser, type SchemaSource } from './doc-parser';
import { streamed } from './stream';

/** Streaming endpoint definition for a whole collection in display order (`order` ascending),
 *  each document validated by `schema` (a malformed one is skipped and reported). Given a loader,
 *  the schema loads with the listener. */
export function orderedCollection<T>(collection: string, schema: SchemaSource<T>) {
  return streamed<T[], void>(collection, async (backend, _arg, next, error) => {
    const parse = await docParser(schema, collection);
    return backend.listenQuery(collection, { orderBy: [['order', 'asc']] }, (docs) => next(parse(docs)), error);
  });
}
