// The messages between the page and the live-data worker (src/lib/firebase/live-worker.ts), which
// runs Firestore's listeners off the main thread for a visitor who is not signed in (src/boot/state.ts).
import type { AppError, PlainDoc, QuerySpec } from './backend-types';

export type LiveRequest =
  | { type: 'doc'; id: number; path: string }
  | { type: 'query'; id: number; path: string; spec: QuerySpec }
  | { type: 'stop'; id: number };

export type LiveReply = { id: number; data: PlainDoc | null | PlainDoc[] } | { id: number; error: AppError };
