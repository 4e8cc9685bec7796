// Live parsers: how a listener's snapshots become the data a page holds (validated by a schema, so
// they bring zod), named so that the live-data worker can run them. A visitor's listeners run in
// that worker (src/app/backends.ts), and so do their parsers: zod and the schemas never load on a
// visitor's page. Anywhere else (the back office, a signed-in page, the server's render, tests)
// the parser loads where the listener runs. The worker finds a parser by its name in
// src/app/live-parsers.ts, which lists every one.
import type { AppError, Backend, PlainDoc, QuerySpec, Unsubscribe } from './backend-types';
import { toAppError } from './backend-types';

/** What a listener's snapshots are parsed by: a name the worker knows it by, and its code, loaded on
 *  first use (a dynamic import, so the chunk declaring it carries neither zod nor the schema). */
export interface LiveParser<In, Out> {
  readonly name: string;
  load(): Promise<(input: In) => Out>;
}

export type DocRequest = { type: 'doc'; path: string };
export type QueryRequest = { type: 'query'; path: string; spec: QuerySpec };
export type ListenRequest = DocRequest | QueryRequest;

/** A backend that runs parsers where its listeners run (the live-data worker's client). */
export interface ParsingListeners {
  listenParsed(
    request: ListenRequest,
    parser: LiveParser<never, unknown>,
    next: (data: unknown) => void,
    error: (e: AppError) => void,
  ): Unsubscribe;
}

export function liveParser<In, Out>(name: string, load: () => Promise<(input: In) => Out>): LiveParser<In, Out> {
  let loaded: Promise<(input: In) => Out> | null = null;
  return {
    name,
    load: () =>
      (loaded ??= load().catch((e: unknown) => {
        loaded = null; // a chunk that failed to load may load on a retry
        throw e;
      })),
  };
}

/** Listens to a document or a query through `backend`, each snapshot parsed by `parser`: in the
 *  live-data worker when the backend runs its listeners there, else here, in snapshot order. A
 *  parser that cannot load, or throws on a snapshot, fails the listener (once) and closes it, as
 *  any listener error does (the page keeps its data and offers Retry: ./stream.ts). */
export function listenParsed<Out>(
  backend: Backend,
  request: QueryRequest,
  parser: LiveParser<PlainDoc[], Out>,
  next: (data: Out) => void,
  error: (e: AppError) => void,
): Unsubscribe;
export function listenParsed<Out>(
  backend: Backend,
  request: DocRequest,
  parser: LiveParser<PlainDoc | null, Out>,
  next: (data: Out) => void,
  error: (e: AppError) => void,
): Unsubscribe;
export function listenParsed(
  backend: Backend & Partial<ParsingListeners>,
  request: ListenRequest,
  parser: LiveParser<never, unknown>,
  next: (data: unknown) => void,
  error: (e: AppError) => void,
): Unsubscribe {
  if (backend.listenParsed) return backend.listenParsed(request, parser, next, error);
  return parseHere(backend, request, parser, next, error);
}

/** The listener `request` names, on `backend`, its snapshots as plain documents. */
export function listenTo(
  backend: Pick<Backend, 'listenDoc' | 'listenQuery'>,
  request: ListenRequest,
  next: (data: unknown) => void,
  error: (e: AppError) => void,
): Unsubscribe {
  return request.type === 'doc'
    ? backend.listenDoc(request.path, next, error)
    : backend.listenQuery(request.path, request.spec, next, error);
}

/** The listener on `backend`, its snapshots parsed in this thread. */
export function parseHere(
  backend: Pick<Backend, 'listenDoc' | 'listenQuery'>,
  request: ListenRequest,
  parser: LiveParser<never, unknown>,
  next: (data: unknown) => void,
  error: (e: AppError) => void,
): Unsubscribe {
  let closed = false;
  const parse = (parser as LiveParser<unknown, unknown>).load();
  const close = () => {
    closed = true;
    stop();
  };
  const fail = (e: unknown) => {
    if (closed) return;
    close();
    error(toAppError(e));
  };
  // Every snapshot waits on the same promise, so they arrive in order; one that fails to parse
  // closes the listener before the next is handled.
  const parsed = (input: unknown) =>
    parse.then((p) => {
      if (closed) return;
      let data: unknown;
      try {
        data = p(input);
      } catch (e) {
        return fail(e);
      }
      next(data);
    }, fail);
  const failed = (e: AppError) => {
    if (!closed) error(e);
  };
  const stop = listenTo(backend, request, parsed, failed);
  return close;
}
