// The endpoints of a windowed entity (EntityDef.window) besides its list: the count of the records
// a window's where-clauses match (recounted by the server whenever that window's snapshot moves),
// a live server search (prefix ranges on the search fields) and one live record (a record opened
// by a link that the window does not hold).
import type { TypedUseQuery } from '@reduxjs/toolkit/query/react';
import { api } from '@/lib/data/api';
import { toAppError, type AppError, type PlainDoc, type Unsubscribe } from '@/lib/data/backend-types';
import { parseDocs } from '@/lib/data/docs';
import type { EntityDef } from './entity';
import { listSpec, searchSpecs, SEARCH_LIMIT, type CountArg, type SearchArg, type SearchResult } from './entity-window';
import { streamed } from '@/lib/data/stream';
import { z } from '@/lib/schema/zod';

/** The hooks a windowed entity gets besides its list. */
export interface WindowHooks<T> {
  /** How many records match the where-clauses (no argument: all), counted by the server. */
  useCount?: TypedUseQuery<number, CountArg | void, never>;
  /** Records whose search fields start with the text (live; the window's where-clauses too). */
  useSearch?: TypedUseQuery<SearchResult<T>, SearchArg, never>;
  /** One record, live (null when there is none). */
  useRecord?: TypedUseQuery<T | null, string, never>;
}

const pascal = (words: string) => words.replace(/(^|\s+)(\w)/g, (_m, _s, c: string) => c.toUpperCase());

/** "countLeads", "searchLeads", "getLeadsRecord". */
export function windowNames(def: { plural: string }) {
  const many = pascal(def.plural);
  return { count: `count${many}`, search: `search${many}`, record: `get${many}Record` } as const;
}

/** Seconds an unused search stays cached (and listened to): each keystroke pause is one search. */
const SEARCH_KEPT_S = 10;

export function windowEndpoints<T extends { id: string }, I extends object>(def: EntityDef<T, I>): WindowHooks<T> {
  const names = windowNames(def);
  const injected = api.injectEndpoints({
    endpoints: (build) => ({
      [names.count]: build.query<number, CountArg | void>({
        ...streamed<number, CountArg | void>(`${def.collection} count`, (backend, arg, next, error) =>
          countWhileListening(
            (onChange, onError) =>
              backend.listenQuery(def.collection, listSpec(def, arg?.shared ? undefined : arg), onChange, onError),
            async () =>
              (await backend.aggregate(def.collection, { where: arg?.where ?? [] }, { n: { op: 'count' } })).n ?? 0,
            next,
            error,
          ),
        ),
      }),
      [names.search]: build.query<SearchResult<T>, SearchArg>({
        keepUnusedDataFor: SEARCH_KEPT_S,
        ...streamed<SearchResult<T>, SearchArg>(`${def.collection} search`, (backend, arg, next, error) => {
          const specs = searchSpecs(def, arg);
          if (specs.length === 0) {
            next({ rows: [], capped: false });
            return () => {};
          }
          const latest: (PlainDoc[] | null)[] = specs.map(() => null);
          const emit = () => {
            if (latest.some((docs) => docs === null)) return;
            const byId = new Map<string, PlainDoc>();
            for (const docs of latest) for (const doc of docs!) byId.set(doc.id, doc);
            next({
              rows: parseDocs(def.read, [...byId.values()], `${def.collection} search`) as T[],
              capped: latest.some((docs) => docs!.length >= SEARCH_LIMIT),
            });
          };
          const stops = specs.map((spec, i) =>
            backend.listenQuery(
              def.collection,
              spec,
              (docs) => {
                latest[i] = docs;
                emit();
              },
              error,
            ),
          );
          return () => stops.forEach((stop) => stop());
        }),
      }),
      [names.record]: build.query<T | null, string>({
        ...streamed<T | null, string>(`${def.collection} record`, (backend, id, next, error) =>
          backend.listenDoc(
            `${def.collection}/${id}`,
            (doc) => {
              const parsed = doc ? z.safeParse(def.read, doc) : null;
              next(parsed?.success ? parsed.data : null);
            },
            error,
          ),
        ),
      }),
    }),
  });
  const endpoints = injected.endpoints as unknown as Record<string, { useQuery: unknown }>;
  return {
    useCount: endpoints[names.count]!.useQuery as WindowHooks<T>['useCount'],
    useSearch: endpoints[names.search]!.useQuery as WindowHooks<T>['useSearch'],
    useRecord: endpoints[names.record]!.useQuery as WindowHooks<T>['useRecord'],
  };
}

/**
 * A count kept fresh: counted at once (not after the listener's first answer: one round trip
 * sooner), then again on every snapshot of the listened window (one count at a time; snapshots
 * that come meanwhile make one more, so a change between the first count and the listener's first
 * answer is counted too). The first error ends it.
 */
export function countWhileListening(
  listen: (onChange: () => void, onError: (e: AppError) => void) => Unsubscribe,
  count: () => Promise<number>,
  next: (n: number) => void,
  error: (e: AppError) => void,
): Unsubscribe {
  let stopped = false;
  let running = false;
  let again = false;
  const fail = (e: unknown) => {
    if (stopped) return;
    stopped = true;
    error(toAppError(e));
  };
  const recount = async () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const n = await count();
        if (!stopped) next(n);
      } while (again && !stopped);
    } catch (e) {
      fail(e);
    } finally {
      running = false;
    }
  };
  const unsubscribe = listen(() => void recount(), fail);
  void recount();
  return () => {
    stopped = true;
    unsubscribe();
  };
}
