import type { TypedUseMutation, TypedUseQuery } from '@reduxjs/toolkit/query/react';
import { api } from '@/lib/data/api';
import type { AppError, BatchOp, PlainDoc } from '@/lib/data';
import { parseDocs } from '@/lib/data/docs';
import type { EntityDef } from './entity';
import {
  actionEndpointName,
  childDeletes,
  childDocId,
  childKey,
  childListName,
  planAction,
  planChildAction,
  type ChildDef,
  type RowAction,
} from './row-actions';
import { call, streamed } from '@/lib/data/stream';

type AnyDef = EntityDef<{ id: string }, object>;
type ChildRow = PlainDoc & { parentId: string };
/** The audit entry of a write (src/lib/entity/entity-api.ts auditEntry), passed in to keep imports one-way. */
export type AuditOf = (
  def: AnyDef,
  getState: () => unknown,
  recordId: string,
  title: string,
  action: 'updated' | 'deleted',
  child?: string,
) => BatchOp[];
/** Waits until the signer's profile is stored (src/lib/entity/entity-api.ts signerReady). */
export type SignerReady = (getState: () => unknown) => Promise<void>;

/** The hooks an entity with row actions or children gets besides its list and form. */
export interface RowActionHooks {
  /** Runs one of the definition's row actions on a record (with its audit entry). */
  useRowAction?: TypedUseMutation<null, { id: string; action: string }, never>;
  /** The children of every record, live (a collection-group query; staff only). */
  useChildren?: TypedUseQuery<ChildRow[], void, never>;
  /** Runs one of the child definition's row actions on a child (the parent's counter with it). */
  useChildAction?: TypedUseMutation<null, { id: string; parentId: string; action: string }, never>;
}

const notFound = (what: string): AppError => ({ code: 'not-found', message: `${what} is no longer there` });

function find<T>(actions: readonly RowAction<T>[] | undefined, key: string): RowAction<T> {
  const action = actions?.find((a) => a.key === key);
  if (!action) throw { code: 'invalid-argument', message: `unknown action ${key}` } satisfies AppError;
  return action;
}

/** The rows a list endpoint holds in the store (the first cached entry), or []. */
function rowsOf(getState: () => unknown, endpoint: string): PlainDoc[] {
  const queries = (getState() as { api?: { queries?: Record<string, { endpointName?: string; data?: unknown }> } }).api
    ?.queries;
  for (const q of Object.values(queries ?? {}))
    if (q?.endpointName === endpoint && Array.isArray(q.data)) return q.data as PlainDoc[];
  return [];
}

const titleOf = (row: PlainDoc | undefined, field: string, fallback: string) =>
  String(row?.[field] ?? fallback).slice(0, 200);

/**
 * The endpoints of a definition's row actions and child collection: `run<Singular>Action`, the
 * children's live list (`list<ChildPlural>`) and `run<ChildSingular>Action`. Each action is one
 * atomic batch with an audit entry; a child's entry is an update of its parent (whose counter the
 * batch may move). Deleting a record with children deletes them too (in further batches when many).
 */
export function rowActionEndpoints(
  def: AnyDef,
  listName: string,
  audit: AuditOf,
  signerReady: SignerReady,
): RowActionHooks {
  const child = def.children as ChildDef | undefined;
  const runName = actionEndpointName(def);
  const childList = child ? childListName(child) : '';
  const childRun = child ? actionEndpointName(child) : '';
  if (!def.rowActions?.length && !child) return {};
  const injected = api.injectEndpoints({
    endpoints: (build) => ({
      ...(def.rowActions?.length && {
        [runName]: build.mutation<null, { id: string; action: string }>({
          queryFn: ({ id, action }, { extra, getState }) =>
            call(extra, async (backend) => {
              const a = find(def.rowActions, action);
              const row = rowsOf(getState, listName).find((r) => r.id === id);
              if (!row) throw notFound(def.singular);
              const title = `${a.label}: ${titleOf(row, def.titleField, id)}`;
              const kids = a.remove && child ? rowsOf(getState, childList).filter((r) => r.parentId === id) : [];
              const [first = [], ...rest] = child
                ? childDeletes(
                    `${def.collection}/${id}`,
                    child,
                    kids.map((r) => childDocId(r as ChildRow)),
                  )
                : [];
              await signerReady(getState);
              await backend.batch([
                planAction(def.collection, id, a as RowAction<never>),
                ...audit(def, getState, id, title, a.remove ? 'deleted' : 'updated'),
                ...first,
              ]);
              // The record is gone: its remaining children are orphans the rules let admins delete.
              for (const ops of rest) await backend.batch(ops);
              return null;
            }),
        }),
      }),
      ...(child && {
        [childList]: build.query<ChildRow[], void>({
          ...streamed<ChildRow[], void>(`${child.collection} (all)`, (backend, _arg, next, error) =>
            backend.listenQuery(
              child.collection,
              { collectionGroup: true, withParent: true, orderBy: child.orderBy.map(([f, d]) => [f, d]) },
              (docs) =>
                next(
                  (parseDocs(child.read, docs, child.collection) as ChildRow[]).map((r) => ({
                    ...r,
                    id: childKey(r.parentId, r.id),
                  })),
                ),
              error,
            ),
          ),
        }),
      }),
      ...(child?.rowActions?.length && {
        [childRun]: build.mutation<null, { id: string; parentId: string; action: string }>({
          queryFn: ({ id, parentId, action }, { extra, getState }) =>
            call(extra, async (backend) => {
              const a = find(child.rowActions, action);
              const row = rowsOf(getState, childList).find((r) => r.id === id && r.parentId === parentId);
              if (!row) throw notFound(child.singular);
              const parent = rowsOf(getState, listName).find((r) => r.id === parentId);
              const title = `${a.label} ${child.singular.toLowerCase()}: ${titleOf(parent, def.titleField, parentId)}`;
              await signerReady(getState);
              await backend.batch([
                ...planChildAction(def.collection, child, row as ChildRow, a),
                ...audit(
                  def,
                  getState,
                  parentId,
                  title.slice(0, 200),
                  'updated',
                  `${child.collection}/${childDocId(row as ChildRow)}`,
                ),
              ]);
              return null;
            }),
        }),
      }),
    }),
  });
  const endpoints = injected.endpoints as unknown as Record<string, { useQuery?: unknown; useMutation?: unknown }>;
  return {
    ...(def.rowActions?.length && {
      useRowAction: endpoints[runName]!.useMutation as RowActionHooks['useRowAction'],
    }),
    ...(child && { useChildren: endpoints[childList]!.useQuery as RowActionHooks['useChildren'] }),
    ...(child?.rowActions?.length && {
      useChildAction: endpoints[childRun]!.useMutation as RowActionHooks['useChildAction'],
    }),
  };
}
