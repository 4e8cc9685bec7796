import type { AppError, Backend, BackendLoader, PlainDoc, Unsubscribe } from './backend-types';
import { toAppError } from './backend-types';
import type { LiveReply, LiveRequest } from './live-protocol';

/** What this needs of a Worker (the page passes a real one; src/lib/firebase/live-worker.ts). */
export interface LiveWorker {
  postMessage(message: LiveRequest): void;
  terminate(): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<LiveReply>) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: (event: Event) => void): void;
}

type Listen = Exclude<LiveRequest, { type: 'stop' }>;
interface Entry {
  request: Listen;
  next: (data: never) => void;
  error: (e: AppError) => void;
  closed: boolean;
  /** The listener that took over on the page after the worker failed. */
  moved: Unsubscribe | null;
}

/**
 * Firestore listeners that run in the live-data worker: each listen is a message, each snapshot a
 * message back with plain documents. The worker starts with the first listener. Should it fail (its
 * script cannot load, or it crashes), every open listener moves to `fallback`, the page's own
 * backend, and so do later ones: the page keeps its live data either way.
 */
export function workerListeners(
  createWorker: () => LiveWorker,
  fallback: BackendLoader,
): Pick<Backend, 'listenDoc' | 'listenQuery'> {
  let worker: LiveWorker | null = null;
  let broken = false;
  let ids = 0;
  const open = new Map<number, Entry>();

  const listenOnPage = (entry: Entry) =>
    fallback().then(
      (backend) => {
        if (entry.closed) return;
        const { request: r } = entry;
        const next = entry.next as (data: unknown) => void;
        entry.moved =
          r.type === 'doc'
            ? backend.listenDoc(r.path, next, entry.error)
            : backend.listenQuery(r.path, r.spec, next, entry.error);
      },
      (e: unknown) => {
        if (!entry.closed) entry.error(toAppError(e));
      },
    );

  const fail = (reason: unknown) => {
    if (broken) return;
    broken = true;
    console.warn('[live] the live-data worker failed; listening on the page instead.', reason);
    worker?.terminate();
    worker = null;
    const moving = [...open.values()];
    open.clear();
    moving.forEach((entry) => void listenOnPage(entry));
  };

  const started = (): LiveWorker | null => {
    if (worker || broken) return worker;
    try {
      worker = createWorker();
    } catch (e) {
      fail(e);
      return null;
    }
    worker.addEventListener('message', ({ data: reply }) => {
      const entry = open.get(reply.id);
      if (!entry) return;
      if ('error' in reply) {
        open.delete(reply.id);
        entry.error(reply.error);
      } else (entry.next as (data: unknown) => void)(reply.data);
    });
    worker.addEventListener('error', (event) => fail((event as ErrorEvent).message ?? event));
    worker.addEventListener('messageerror', (event) => fail(event));
    return worker;
  };

  const listen = (request: Listen, next: Entry['next'], error: Entry['error']): Unsubscribe => {
    const entry: Entry = { request, next, error, closed: false, moved: null };
    const w = started();
    if (w) {
      open.set(request.id, entry);
      w.postMessage(request);
    } else void listenOnPage(entry);
    return () => {
      entry.closed = true;
      entry.moved?.();
      if (open.delete(request.id)) worker?.postMessage({ type: 'stop', id: request.id });
    };
  };

  return {
    listenDoc: (path, next: (doc: PlainDoc | null) => void, error) =>
      listen({ type: 'doc', id: (ids += 1), path }, next, error),
    listenQuery: (path, spec, next: (docs: PlainDoc[]) => void, error) =>
      listen({ type: 'query', id: (ids += 1), path, spec }, next, error),
  };
}

/**
 * A whole Backend whose listeners are `listeners` and whose every other call (reads, writes) loads
 * and uses `full`, the page's own backend. Identity comes from `auth`, which loads Firebase Auth only
 * for a session or a sign-in, and never Firestore.
 */
export function withListeners(
  listeners: Pick<Backend, 'listenDoc' | 'listenQuery'>,
  full: BackendLoader,
  auth: () => Promise<Backend['auth']>,
): Backend {
  return {
    ...listeners,
    getDoc: (path) => full().then((b) => b.getDoc(path)),
    getQuery: (path, spec) => full().then((b) => b.getQuery(path, spec)),
    aggregate: (path, spec, aggregations) => full().then((b) => b.aggregate(path, spec, aggregations)),
    add: (path, data, options) => full().then((b) => b.add(path, data, options)),
    set: (path, data, options) => full().then((b) => b.set(path, data, options)),
    update: (path, data, options) => full().then((b) => b.update(path, data, options)),
    remove: (path) => full().then((b) => b.remove(path)),
    increment: (path, field, by) => full().then((b) => b.increment(path, field, by)),
    batch: (ops) => full().then((b) => b.batch(ops)),
    auth: {
      onChange(listener) {
        let stop: Unsubscribe | null = null;
        let stopped = false;
        auth().then(
          (a) => {
            if (!stopped) stop = a.onChange(listener);
          },
          () => {
            if (!stopped) listener(null);
          },
        );
        return () => {
          stopped = true;
          stop?.();
        };
      },
      signIn: (email, password) => auth().then((a) => a.signIn(email, password)),
      signUp: (email, password, name) => auth().then((a) => a.signUp(email, password, name)),
      signOut: () => auth().then((a) => a.signOut()),
      sendVerification: () => auth().then((a) => a.sendVerification()),
      refresh: () => auth().then((a) => a.refresh()),
      resetPassword: (email) => auth().then((a) => a.resetPassword(email)),
    },
    // Only listeners and identity are asked of a live backend; storage is the page's own.
    storage: {
      available: false,
      upload: (path, file, contentType, onProgress) =>
        full().then((b) => b.storage.upload(path, file, contentType, onProgress)),
    },
  };
}
