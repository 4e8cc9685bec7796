// The messages between the page and the live-data worker (src/lib/data/firebase/live-worker.ts), which
// runs Firestore's listeners off the main thread for a visitor who is not signed in (src/app/backends.ts).
import type { AppError, Backend, PlainDoc, QuerySpec } from './backend-types';

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
  | { type: 'doc'; id: number; path: string }
  | { type: 'query'; id: number; path: string; spec: QuerySpec }
  | { type: 'stop'; id: number }
  | { type: 'call'; id: number; method: WorkerCall; args: unknown[] };

export type LiveReply =
  | { id: number; data: PlainDoc | null | PlainDoc[] }
  | { id: number; result: unknown }
  | { id: number; error: AppError };
