import type { PlainDoc } from './backend-types';
import { listenParsed, type LiveParser } from './live-parser';
import { streamed } from './stream';

/** Streaming endpoint definition for a whole collection in display order (`order` ascending), its
 *  snapshots parsed by `parser` where the listener runs (./live-parser.ts). */
export function orderedCollection<T>(collection: string, parser: LiveParser<PlainDoc[], T[]>) {
  return streamed<T[], void>(collection, (backend, _arg, next, error) =>
    listenParsed(
      backend,
      { type: 'query', path: collection, spec: { orderBy: [['order', 'asc']] } },
      parser,
      next,
      error,
    ),
  );
}
