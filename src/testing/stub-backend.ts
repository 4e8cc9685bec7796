import type { AppError, Backend, DocData, PlainDoc } from '@/lib/backend-types';

/**
 * A narrow stand-in for the Backend port in jsdom unit tests: listeners answer with canned data
 * for a path, writes are recorded and can be made to fail. It is not a database (no queries, no
 * rules); the real backend is covered by the emulator integration tests.
 */
export function stubBackend(
  options: {
    docs?: Record<string, PlainDoc | null>;
    collections?: Record<string, PlainDoc[]>;
    failWrites?: AppError;
  } = {},
) {
  const writes: { op: string; path: string; data?: DocData }[] = [];
  const write = async <T>(op: string, path: string, result: T, data?: DocData): Promise<T> => {
    writes.push({ op, path, ...(data ? { data } : {}) });
    if (options.failWrites) throw options.failWrites;
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
  const backend: Backend = {
    listenDoc: (path, next) => listen(path, next as never, options.docs?.[path] ?? null),
    listenQuery: (path, _spec, next) => listen(path, next as never, options.collections?.[path] ?? []),
    getDoc: async (path) => options.docs?.[path] ?? null,
    getQuery: async (path) => options.collections?.[path] ?? [],
    add: (path, data) => write('add', path, 'new-id', data),
    set: (path, data) => write('set', path, undefined, data),
    update: (path, data) => write('update', path, undefined, data),
    remove: (path) => write('remove', path, undefined),
    increment: (path) => write('increment', path, undefined),
    auth: {
      onChange: (listener) => {
        queueMicrotask(() => listener(null));
        return () => {};
      },
      signIn: async () => ({ uid: 'u1', email: 'a@b.c', displayName: 'A' }),
      signUp: async (email, _p, displayName) => ({ uid: 'u1', email, displayName }),
      signOut: async () => {},
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
