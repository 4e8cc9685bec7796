import type { Aggregation, AppError, AuthUser, Backend, DocData, PlainDoc } from '@/lib/data';

/**
 * A narrow stand-in for the Backend port in jsdom unit tests: listeners answer with canned data
 * for a path, writes are recorded and can be made to fail. It is not a database (no queries, no
 * rules); the real backend is covered by the emulator integration tests.
 */
type WriteOp = 'add' | 'set' | 'update' | 'remove' | 'increment' | 'batch';
export interface StubOptions {
  docs?: Record<string, PlainDoc | null>;
  collections?: Record<string, PlainDoc[]>;
  /** Every write fails with this error. */
  failWrites?: AppError;
  /** Only these operations fail. */
  failOps?: Partial<Record<WriteOp, AppError>>;
}

export function stubBackend(options: StubOptions = {}) {
  const writes: { op: string; path: string; data?: DocData }[] = [];
  const write = async <T>(op: WriteOp, path: string, result: T, data?: DocData): Promise<T> => {
    writes.push({ op, path, ...(data ? { data } : {}) });
    const failure = options.failOps?.[op] ?? options.failWrites;
    if (failure) throw failure;
    return result;
  };
  const listeners = new Map<string, Set<(value: never) => void>>();
  const listen = (path: string, next: (value: never) => void, initial: unknown) => {
    const set = listeners.get(path) ?? new Set();
    listeners.set(path, set);
    set.add(next);
    queueMicrotask(() => next(initial as never));
    return () => set.delete(next);
  };
  const authListeners = new Set<(user: AuthUser | null) => void>();
  const announce = (user: AuthUser) => (authListeners.forEach((l) => l(user)), user);
  const backend: Backend = {
    listenDoc: (path, next) => listen(path, next as never, options.docs?.[path] ?? null),
    listenQuery: (path, _spec, next) => listen(path, next as never, options.collections?.[path] ?? []),
    getDoc: async (path) => options.docs?.[path] ?? null,
    getQuery: async (path) => options.collections?.[path] ?? [],
    // Over the whole canned collection (the stub ignores the query's filters).
    aggregate: async (path, _spec, aggregations) => {
      const docs = options.collections?.[path] ?? [];
      const values = (field: string) => docs.map((d) => d[field]).filter((v): v is number => typeof v === 'number');
      const total = (field: string) => values(field).reduce((a, b) => a + b, 0);
      return Object.fromEntries(
        Object.entries<Aggregation>(aggregations).map(([k, a]) => [
          k,
          a.op === 'count'
            ? docs.length
            : a.op === 'sum'
              ? total(a.field)
              : values(a.field).length
                ? total(a.field) / values(a.field).length
                : null,
        ]),
      ) as never;
    },
    add: (path, data) => write('add', path, 'new-id', data),
    set: (path, data) => write('set', path, undefined, data),
    update: (path, data) => write('update', path, undefined, data),
    remove: (path) => write('remove', path, undefined),
    increment: (path) => write('increment', path, undefined),
    batch: async (ops) => {
      for (const o of ops) writes.push({ op: `batch:${o.op}`, path: o.path, ...('data' in o ? { data: o.data } : {}) });
      const failure = options.failOps?.batch ?? options.failWrites;
      if (failure) throw failure;
      return ops.map((o, i) => (o.op === 'add' ? `new-id-${i}` : (o.path.split('/').pop() ?? '')));
    },
    // Like the real port: the identity listeners hear every sign-in, sign-up (with its display
    // name) and sign-out.
    auth: {
      onChange: (listener) => {
        authListeners.add(listener);
        queueMicrotask(() => listener(null));
        return () => authListeners.delete(listener);
      },
      signIn: async (email) => announce({ uid: 'u1', email, displayName: 'A' }),
      signUp: async (email, _p, displayName) => announce({ uid: 'u1', email, displayName }),
      signOut: async () => void authListeners.forEach((l) => l(null)),
      sendVerification: async () => undefined,
      refresh: async () => null,
      resetPassword: async () => undefined,
    },
    storage: {
      available: false,
      upload: async () => Promise.reject({ code: 'storage/unavailable', message: 'unavailable' }),
    },
  };
  /** Pushes a new value to the live listeners of a path, as a snapshot would. */
  const emit = (path: string, value: unknown) => listeners.get(path)?.forEach((l) => l(value as never));
  return { backend, writes, emit };
}
