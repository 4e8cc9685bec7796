/// <reference lib="webworker" />
// The live-data worker's work: Firestore's SDK and its listeners, in a thread of their own. A visitor
// who is not signed in reads only published content, so the page's listeners can run there
// (src/app/backends.ts chooses it, src/lib/data/worker-listeners.ts talks to it, src/app/live-worker.ts
// is its entry): the SDK evaluates and its snapshots decode off the main thread, and so do the
// listeners' parsers (zod and the schemas). The page receives plain, validated data. Same code as the
// page's own backend (./firestore.ts), on the same configuration, emulators included.
import { WORKER_CALLS, type LiveReply, type LiveRequest } from '../live-protocol';
import { listenTo, parseHere, type LiveParser } from '../live-parser';
import { toAppError } from './errors';
import { firestoreBackend } from './firestore';

/** Answers the page's requests (src/lib/data/worker-listeners.ts) in the worker `scope`, running each
 *  listener's parser by its name in `parsers`. */
export function serveLiveData(
  scope: DedicatedWorkerGlobalScope,
  parsers: ReadonlyMap<string, LiveParser<never, unknown>>,
): void {
  const stops = new Map<number, () => void>();

  const reply = (message: LiveReply) => {
    try {
      scope.postMessage(message);
    } catch (e) {
      // Data that cannot be copied to the page (it never should be: documents are plain).
      scope.postMessage({ id: message.id, error: toAppError(e) } satisfies LiveReply);
    }
  };

  scope.onmessage = ({ data: request }: MessageEvent<LiveRequest>) => {
    const { id } = request;
    if (request.type === 'stop') {
      stops.get(id)?.();
      stops.delete(id);
      return;
    }
    if (request.type === 'call') {
      // A visitor's read or write (a demo request, a view counted): no credentials, the rules decide.
      if (!WORKER_CALLS.includes(request.method))
        return reply({ id, error: { code: 'invalid-argument', message: request.method } });
      const method = firestoreBackend[request.method] as (...args: unknown[]) => Promise<unknown>;
      method(...request.args).then(
        (result) => reply({ id, result }),
        (e: unknown) => reply({ id, error: toAppError(e) }),
      );
      return;
    }
    const failed = (error: ReturnType<typeof toAppError>) => {
      stops.delete(id);
      reply({ id, error });
    };
    const next = (data: unknown) => reply({ id, data });
    try {
      if (request.parser !== undefined) {
        const parser = parsers.get(request.parser);
        if (!parser) return failed({ code: 'invalid-argument', message: `no live parser "${request.parser}"` });
        stops.set(id, parseHere(firestoreBackend, request, parser, next, failed));
      } else stops.set(id, listenTo(firestoreBackend, request, next, failed));
    } catch (e) {
      failed(toAppError(e));
    }
  };
}
