// The backend port: everything the app asks of Firebase, in plain serializable types. Three
// implementations: the page's own Firebase SDK (src/lib/data/firebase, loaded lazily, after first
// paint), the live-data worker's for signed-out visitors (src/lib/data/worker-listeners.ts, chosen in
// src/app/backends.ts) and the site function's read-only Admin SDK one for server rendering
// (functions/src/site/server-backend.ts). Unit tests may pass a narrow stub; integration tests use
// the real one against the emulators.

/** Errors cross the port as { code, message }: Firestore/Auth codes ('permission-denied',
 *  'not-found', 'auth/invalid-credential' ...) or 'storage/unavailable'. */
export interface AppError {
  code: string;
  message: string;
}

export type Unsubscribe = () => void;
export type DocData = Record<string, unknown>;
/** A document as the app sees it: plain data (Timestamps as ISO strings) plus its id. */
export type PlainDoc = DocData & { id: string };

export type WhereOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'array-contains' | 'in';
export interface QuerySpec {
  /** Query every collection with this id, wherever it is (e.g. all `replies`). */
  collectionGroup?: boolean;
  where?: [field: string, op: WhereOp, value: unknown][];
  orderBy?: [field: string, direction: 'asc' | 'desc'][];
  limit?: number;
  /** Each document also carries `parentId` and `parentPath`: the id and path of the document its
   *  collection sits under (e.g. a reply's post, in a collection-group query). */
  withParent?: boolean;
  /** Only results the server has confirmed: no first answer from the local cache, which for a
   *  limited query (a window of the newest N) may hold only some of the records. */
  fromServer?: boolean;
}

/** Figures computed by the database over a query's documents without reading them (Firestore
 *  aggregation queries): a count, or the sum / average of a numeric field. */
export type Aggregation = { op: 'count' } | { op: 'sum' | 'average'; field: string };
/** Each aggregation's result by name; an average over no documents is null. */
export type AggregateResult<K extends string = string> = Record<K, number | null>;

export interface WriteOptions {
  /** Fields set to the server's time. */
  serverTimestamps?: string[];
  /** Fields holding ISO strings to store as timestamps. */
  dates?: string[];
  /** Fields to delete from the document (update and merge only). */
  removes?: string[];
}

/** One write of an atomic batch. 'add' creates a document with a new id in the collection at
 *  `path`; `increments` adds to numeric fields (update only). */
export type BatchOp =
  | { op: 'add'; path: string; data: DocData; options?: WriteOptions }
  | { op: 'set'; path: string; data: DocData; options?: WriteOptions & { merge?: boolean } }
  | { op: 'update'; path: string; data: DocData; options?: WriteOptions; increments?: Record<string, number> }
  | { op: 'delete'; path: string };

export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** When the account was created (ISO), where the identity service says. */
  createdAt?: string | null;
  /** The identity service has seen the address verified (community posts require it). */
  emailVerified?: boolean;
}

export interface Backend {
  listenDoc(path: string, next: (doc: PlainDoc | null) => void, error: (e: AppError) => void): Unsubscribe;
  listenQuery(
    path: string,
    spec: QuerySpec,
    next: (docs: PlainDoc[]) => void,
    error: (e: AppError) => void,
  ): Unsubscribe;
  getDoc(path: string): Promise<PlainDoc | null>;
  getQuery(path: string, spec?: QuerySpec): Promise<PlainDoc[]>;
  /** Aggregation queries (counted by the server, evaluated by the rules as a list of `spec`). */
  aggregate<K extends string>(
    path: string,
    spec: QuerySpec,
    aggregations: Record<K, Aggregation>,
  ): Promise<AggregateResult<K>>;
  add(collectionPath: string, data: DocData, options?: WriteOptions): Promise<string>;
  set(path: string, data: DocData, options?: WriteOptions & { merge?: boolean }): Promise<void>;
  /** Rejects with code 'not-found' when the document does not exist. */
  update(path: string, data: DocData, options?: WriteOptions): Promise<void>;
  remove(path: string): Promise<void>;
  increment(path: string, field: string, by: number): Promise<void>;
  /** Commits the writes atomically (all or none); resolves with each op's document id. */
  batch(ops: BatchOp[]): Promise<string[]>;
  auth: {
    onChange(listener: (user: AuthUser | null) => void): Unsubscribe;
    signIn(email: string, password: string): Promise<AuthUser>;
    signUp(email: string, password: string, displayName: string): Promise<AuthUser>;
    signOut(): Promise<void>;
    /** Sends the address-verification email to the signed-in account. */
    sendVerification(): Promise<void>;
    /** Reloads the signed-in account (and its token, so the database sees a newly verified
     *  address); the identity listeners hear it. Null when signed out. */
    refresh(): Promise<AuthUser | null>;
    /** Sends a password-reset email. Resolves alike whether or not the address has an account. */
    resetPassword(email: string): Promise<void>;
  };
  storage: {
    /** False where no storage backend is reachable (e.g. no Storage emulator on this machine). */
    available: boolean;
    /** Uploads and resolves with the download URL; `onProgress` hears the fraction sent (0-1). */
    upload(path: string, file: Blob, contentType?: string, onProgress?: (fraction: number) => void): Promise<string>;
    /** Deletes the object at `path` (a missing object is not an error). Rejects with
     *  'storage/unavailable' where storage cannot be reached. */
    remove?(path: string): Promise<void>;
  };
}

export type BackendLoader = () => Promise<Backend>;

/** Any thrown value as a plain, serializable AppError (Firebase errors are class instances). */
export function toAppError(value: unknown): AppError {
  if (isAppError(value)) return { code: value.code, message: value.message };
  return { code: 'unknown', message: value instanceof Error ? value.message : String(value) };
}

export function isAppError(value: unknown): value is AppError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AppError).code === 'string' &&
    typeof (value as AppError).message === 'string'
  );
}
