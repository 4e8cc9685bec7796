// The live-data runtime: the one RTK Query API, the Backend port it reads through (backend-types,
// backend), the streaming endpoints (stream, published, ordered) and the worker that keeps
// Firestore's listeners off the main thread (worker-listeners, live-protocol).
// Not here, imported by their path: ./docs (brings zod: loads with the listeners, never on the first
// paint) and ./firebase (the Firebase adapter, the only code that imports firebase/*, loaded on first
// use by ./backend and in the live worker).
// How to import (src/lib/README.md): types from this index; values from the module by its path
// (`import { X } from '@/lib/data/api'`): the bundler splits chunks by the import graph, in
// which this index links every module below, so a value imported through it loads modules the page
// never uses (the back office's shell grew 21 kB gzipped that way). Tests and scripts import from
// the index.
export * from './after-interactive';
export * from './api';
export * from './backend';
export * from './backend-types';
export * from './docs-parser';
export * from './live-parser';
export * from './public-articles';
export * from './hooks';
export * from './live-actions';
export * from './live-protocol';
export * from './ordered';
export * from './published';
export * from './session-hint';
export * from './stream';
export * from './worker-listeners';
