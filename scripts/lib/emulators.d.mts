// Types for the parts of emulators.mjs the TypeScript browser tests use.
export const PORTS: Record<'auth' | 'firestore' | 'storage' | 'hub' | 'logging', number>;
export const PROJECT_ID: string;
/** Kills the Firestore emulator and starts it again with the same data (see emulators.mjs). */
export function restartFirestore(options?: { downMs?: number }): Promise<void>;
/** Runs a scheduled function once through its emulator URL; resolves with the HTTP status. */
export function runScheduledFunction(name: string, origin?: string): Promise<number>;
