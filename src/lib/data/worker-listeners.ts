import type { AppError, Backend, BackendLoader, PlainDoc, Unsubscribe } from './backend-types';
import { toAppError } from './backend-types';
import type { LiveReply, LiveRequest, WorkerCall } from './live-protocol';
import { listenTo, parseHere, type LiveParser, type ParsingListeners } from './live-parser';

/** What this needs of a Worker (the page passes a real one; src/app/live-worker.ts). */
export interface LiveWorker {
  postMessage(message: LiveRequest): void;
  terminate(): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<LiveReply>) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: (event: Event) => void): void;
}

type Listen = Extract<LiveRequest, { type: 'doc' | 'query' }>;
interface Entry {
  request: Listen;
  /** The parser the worker runs on its snapshots (by name); the page runs it should it take over. */
  parser: LiveParser<never, unknown> | null;
  next: (data: never) => void;
  error: (e: AppError) => void;
  closed: boolean;
  /** The listener that took over on the page after the worker failed. */
  moved: Unsubscribe | null;
}

/** The live-data worker's side of the Backend port: its listeners, and `call` for a read or write. */
export interface WorkerClient extends Pick<Backend, 'listenDoc' | 'listenQuery'>, ParsingListeners {
  call<M extends WorkerCall>(method: M, args: Parameters<Backend[M]>): ReturnType<Backend[M]>;
}

/**
 * Firestore listeners (and reads and writes) that run in the live-data worker: each listen or call
 * is a message, each snapshot or result a message back with plain data. The worker starts with
 * the first request. Should it fail (its script cannot load, or it crashes), every open listener
 * moves to `fallback`, the page's own backend, and so do later listeners and calls: the page keeps
 * its live data either way. A call in flight at that moment fails ('unavailable'); it is not
 * repeated, since the worker may have made the write already.
 */
export function workerListeners(createWorker: () => LiveWorker, fallback: BackendLoader): WorkerClient {
  let worker: LiveWorker | null = null;
  let broken = false;
  let ids = 0;
  const open = new Map<number, Entry>();
  const calls = new Map<number, { resolve: (value: unknown) => void; reject: (e: AppError) => void }>();

  const listenOnPage = (entry: Entry) =>
    fallback().then(
      (backend) => {
        if (entry.closed) return;
        const { request: r, parser } = entry;
        const next = entry.next as (data: unknown) => void;
        entry.moved = parser
          ? parseHere(backend, r, parser, next, entry.error)
          : listenTo(backend, r, next, entry.error);
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
    for (const pending of calls.values())
      pending.reject({ code: 'unavailable', message: 'The connection was interrupted. Please try again.' });
    calls.clear();
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
      const pending = calls.get(reply.id);
      if (pending) {
        calls.delete(reply.id);
        if ('error' in reply) pending.reject(reply.error);
        else if ('result' in reply) pending.resolve(reply.result);
        return;
      }
      const entry = open.get(reply.id);
      if (!entry) return;
      if ('error' in reply) {
        open.delete(reply.id);
        entry.error(reply.error);
      } else if ('data' in reply) (entry.next as (data: unknown) => void)(reply.data);
    });
    worker.addEventListener('error', (event) => fail((event as ErrorEvent).message ?? event));
    worker.addEventListener('messageerror', (event) => fail(event));
    return worker;
  };

  const listen = (
    request: Listen,
    next: Entry['next'],
    error: Entry['error'],
    parser: Entry['parser'] = null,
  ): Unsubscribe => {
    const entry: Entry = { request, parser, next, error, closed: false, moved: null };
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

  const call = (method: WorkerCall, args: unknown[]): Promise<unknown> => {
    const w = started();
    if (!w) return fallback().then((backend) => (backend[method] as (...a: unknown[]) => Promise<unknown>)(...args));
    const id = (ids += 1);
    return new Promise((resolve, reject) => {
      calls.set(id, { resolve, reject });
      w.postMessage({ type: 'call', id, method, args });
    });
  };

  return {
    call: call as WorkerClient['call'],
    listenDoc: (path, next: (doc: PlainDoc | null) => void, error) =>
      listen({ type: 'doc', id: (ids += 1), path }, next, error),
    listenQuery: (path, spec, next: (docs: PlainDoc[]) => void, error) =>
      listen({ type: 'query', id: (ids += 1), path, spec }, next, error),
    listenParsed: (request, parser, next, error) =>
      listen({ ...request, id: (ids += 1), parser: parser.name }, next, error, parser),
  };
}

/**
 * A whole Backend for a visitor who is not signed in: its listeners, reads and writes go to the
 * worker. Identity comes from `auth`, the page's lazy identity port (src/lib/data/firebase/auth-port.ts),
 * which loads Firebase Auth only for a session or a sign-in, and never Firestore. Once the visitor
 * uses identity (signs in or up, resets a password), reads and writes go to `full`, the page's own
 * backend, which carries the account's credentials, and
 * `onIdentity` tells the page (its later listeners go there too). Storage is always the page's.
 */
export function withListeners(
  client: WorkerClient,
  full: BackendLoader,
  auth: Backend['auth'],
  onIdentity: () => void = () => {},
): Backend & ParsingListeners {
  let identity = false;
  const identified = <T>(work: () => Promise<T>) => {
    identity = true;
    onIdentity();
    return work();
  };
  const via = <M extends WorkerCall>(method: M) =>
    ((...args: unknown[]) =>
      identity
        ? full().then((b) => (b[method] as (...a: unknown[]) => Promise<unknown>)(...args))
        : client.call(method, args as Parameters<Backend[M]>)) as unknown as Backend[M];
  return {
    listenDoc: client.listenDoc,
    listenQuery: client.listenQuery,
    listenParsed: client.listenParsed,
    getDoc: via('getDoc'),
    getQuery: via('getQuery'),
    aggregate: via('aggregate'),
    add: via('add'),
    set: via('set'),
    update: via('update'),
    remove: via('remove'),
    increment: via('increment'),
    batch: via('batch'),
    auth: {
      onChange: auth.onChange,
      signIn: (email, password) => identified(() => auth.signIn(email, password)),
      signUp: (email, password, name) => identified(() => auth.signUp(email, password, name)),
      signOut: () => identified(() => auth.signOut()),
      sendVerification: () => identified(() => auth.sendVerification()),
      refresh: () => identified(() => auth.refresh()),
      resetPassword: (email) => identified(() => auth.resetPassword(email)),
    },
    storage: {
      available: false,
      upload: (path, file, contentType, onProgress) =>
        full().then((b) => b.storage.upload(path, file, contentType, onProgress)),
    },
  };
}
