/// <reference lib="webworker" />
// The live-data worker: Firestore's SDK and its listeners, in a thread of their own. A visitor who is
// not signed in reads only published content, so the page's listeners can run here (src/app/backends.ts chooses it,
// src/lib/data/worker-listeners.ts talks to it): the SDK's ~114 kB gzipped evaluate and its snapshots decode off the
// main thread, which only receives plain documents. Same code as the page's own backend
// (./firestore.ts), on the same configuration, emulators included.
import { WORKER_CALLS, type LiveReply, type LiveRequest } from '../live-protocol';
import { toAppError } from './errors';
import { firestoreBackend } from './firestore';

declare const self: DedicatedWorkerGlobalScope;

const stops = new Map<number, () => void>();

const reply = (message: LiveReply) => {
  try {
    self.postMessage(message);
  } catch (e) {
    // Data that cannot be copied to the page (it never should be: documents are plain).
    self.postMessage({ id: message.id, error: toAppError(e) } satisfies LiveReply);
  }
};

self.onmessage = ({ data: request }: MessageEvent<LiveRequest>) => {
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
  try {
    stops.set(
      id,
      request.type === 'doc'
        ? firestoreBackend.listenDoc(request.path, (data) => reply({ id, data }), failed)
        : firestoreBackend.listenQuery(request.path, request.spec, (data) => reply({ id, data }), failed),
    );
  } catch (e) {
    failed(toAppError(e));
  }
};
