// The messages between the page and the live-data worker (src/app/live-worker.ts), which
// runs Firestore's listeners off the main thread for a visitor who is not signed in (src/app/backends.ts).
import type { AppError, Backend, QuerySpec } from './backend-types';

/** The reads and writes a visitor's page may ask of the worker (all plain arguments and results). */
export const WORKER_CALLS = [
  'getDoc',
  'getQuery',
  'aggregate',
  'add',
  'set',
  'update',
  'remove',
  'increment',
  'batch',
] as const;
export type WorkerCall = (typeof WORKER_CALLS)[number] & keyof Backend;

export type LiveRequest =
  // `parser`: the name of the live parser (./live-parser.ts) the worker runs on each snapshot; without
  // one, the worker sends the plain documents.
  | { type: 'doc'; id: number; path: string; parser?: string }
  | { type: 'query'; id: number; path: string; spec: QuerySpec; parser?: string }
  | { type: 'stop'; id: number }
  | { type: 'call'; id: number; method: WorkerCall; args: unknown[] };

export type LiveReply =
  // A snapshot: the plain document(s), or what the request's parser made of them.
  { id: number; data: unknown } | { id: number; result: unknown } | { id: number; error: AppError };
