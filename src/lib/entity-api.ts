import type { TypedUseMutation, TypedUseQuery } from '@reduxjs/toolkit/query/react';
import { api } from './api';
import type { AppError, DocData } from './backend-types';
import { parseDocs } from './docs';
import { endpointNames, parseInput, prepareCreate, prepareUpdate, type EntityDef } from './entity';
import { call, streamed } from './stream';

/** What the back office does with any entity: a live staff list, add, update, remove (one or
 *  several in one atomic batch). */
export interface EntityApi<T, I> {
  names: ReturnType<typeof endpointNames>;
  useList: TypedUseQuery<T[], void, never>;
  /** Absent for entities without an input schema (listed, not edited). */
  useAdd?: TypedUseMutation<string, I, never>;
  useUpdate?: TypedUseMutation<null, { id: string; values: I }, never>;
  useRemove?: TypedUseMutation<null, string[], never>;
}

const invalid = (field: string, message: string): AppError => ({
  code: 'invalid-argument',
  message: field ? `${field}: ${message}` : message,
});

/**
 * Injects an entity's endpoints (named from the definition: listResources, addResource,
 * updateResource, deleteResource) on the one API, streaming the list through `streamed`. Input is
 * validated with the entity's schema before any write; the toasts come from `entityToasts(def)`.
 */
export function entityEndpoints<T extends { id: string }, I extends object>(def: EntityDef<T, I>): EntityApi<T, I> {
  const names = endpointNames(def);
  const input = def.input;
  const injected = api.injectEndpoints({
    endpoints: (build) => ({
      [names.list]: build.query<T[], void>({
        ...streamed<T[], void>(def.collection, (backend, _arg, next, error) =>
          backend.listenQuery(
            def.collection,
            { orderBy: def.orderBy.map(([f, d]) => [f, d]) },
            (docs) => next(parseDocs(def.read, docs, def.collection)),
            error,
          ),
        ),
      }),
      ...(input && {
        [names.add]: build.mutation<string, I>({
          queryFn: (values, { extra }) =>
            call(extra, async (backend) => {
              const parsed = parseInput({ input }, values);
              if (!parsed.ok) throw invalid(parsed.field, parsed.message);
              const { data, options } = prepareCreate(def, parsed.data);
              return backend.add(def.collection, data, options);
            }),
        }),
        [names.update]: build.mutation<null, { id: string; values: I }>({
          queryFn: ({ id, values }, { extra }) =>
            call(extra, async (backend) => {
              const parsed = parseInput({ input }, values);
              if (!parsed.ok) throw invalid(parsed.field, parsed.message);
              const { data, options } = prepareUpdate({ ...def, input }, parsed.data as DocData);
              await backend.update(`${def.collection}/${id}`, data, options);
              return null;
            }),
        }),
        [names.remove]: build.mutation<null, string[]>({
          queryFn: (ids, { extra }) =>
            call(extra, async (backend) => {
              if (ids.length === 1) await backend.remove(`${def.collection}/${ids[0]}`);
              else await backend.batch(ids.map((id) => ({ op: 'delete', path: `${def.collection}/${id}` })));
              return null;
            }),
        }),
      }),
    }),
  });
  // The endpoint names are computed, so their hooks are typed here, once, from the definition.
  const endpoints = injected.endpoints as unknown as Record<string, { useQuery?: unknown; useMutation?: unknown }>;
  const hooks: EntityApi<T, I> = {
    names,
    useList: endpoints[names.list]!.useQuery as EntityApi<T, I>['useList'],
  };
  if (!input) return hooks;
  return {
    ...hooks,
    useAdd: endpoints[names.add]!.useMutation as EntityApi<T, I>['useAdd'],
    useUpdate: endpoints[names.update]!.useMutation as EntityApi<T, I>['useUpdate'],
    useRemove: endpoints[names.remove]!.useMutation as EntityApi<T, I>['useRemove'],
  };
}
