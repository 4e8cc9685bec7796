import type { TypedUseMutation, TypedUseQuery } from '@reduxjs/toolkit/query/react';
import { api } from '@/lib/data/api';
import type { AppError, AuthUser, BatchOp, DocData, PlainDoc } from '@/lib/data';
import { incrementalParser } from './incremental';
import {
  endpointNames,
  keyedId,
  moveEndpointName,
  parseInput,
  planMove,
  prepareCreate,
  prepareUpdate,
  revisionsEndpointName,
  type EntityDef,
  type MoveDirection,
} from './entity';
import { companionOps, liveFields, removalOps, REVISION_ID, revisionsPath, slugIsFree } from './entity-companions';
import { conflictError, REV, revOf, type LastChange } from './conflict';
import { staffName } from '@/lib/entity/staff-name';
import { profileSettled } from './profile-writes';
import { rowActionEndpoints, type RowActionHooks } from './row-actions-api';
import { call, streamed } from '@/lib/data/stream';
import { windowEndpoints, type WindowHooks } from './entity-window-api';
import { listSpec, type ListArg } from './entity-window';
import { pendingEndpoints, type PendingHooks } from './pending-api';
import { translationEndpoints, type TranslationHooks } from './translation-api';
import { COLLECTIONS } from '@/domain/collections';
import { auditHeadPath, pendingPath, slugPath } from '@/domain/document-keys';

/** What the back office does with any entity: a live staff list, add, update, remove (one or
 *  several in one atomic batch). */
export interface EntityApi<T, I> extends RowActionHooks, WindowHooks<T>, PendingHooks<I>, TranslationHooks {
  names: ReturnType<typeof endpointNames>;
  /** The live list: the whole collection, or for a windowed entity (EntityDef.window) the window
   *  the argument names (no argument: the newest `window.size` records). */
  useList: TypedUseQuery<T[], ListArg | void, never>;
  /** Absent for entities without an input schema (listed, not edited). */
  useAdd?: TypedUseMutation<string, I, never>;
  /** `baseRev`: the revision of the record the values were edited from (default: the one the
   *  live list holds). A stale one is refused with a 'conflict' error (src/lib/entity/conflict.ts). */
  useUpdate?: TypedUseMutation<null, UpdateArg<I>, never>;
  useRemove?: TypedUseMutation<null, string[], never>;
  /** Orderable entities: moves a record one place up or down (swapping order with its neighbour). */
  useMove?: TypedUseMutation<null, { id: string; direction: MoveDirection }, never>;
  /** Entities with revisions: a record's saves, newest first (live). */
  useRevisions?: TypedUseQuery<EntityRevision[], string, never>;
}

export interface UpdateArg<I> {
  id: string;
  values: I;
  baseRev?: number;
  /** Staged entities: the record's pending version goes in the same batch (Publish changes, or a
   *  save that makes the record a draft again). */
  dropPending?: boolean;
}

/** One save of a record (EntityDef.revisions): its values, who saved them and when. */
export interface EntityRevision {
  id: string;
  values: DocData;
  savedAt: string | null;
  savedBy: string;
  savedByName: string;
}
const REVISIONS_SHOWN = 20;

/** The audit trail: every back-office write records what changed, who and when, in the same
 *  atomic batch (firestore.rules check the record was really written, changed or deleted, and that
 *  the entry is signed with the caller's profile name). */
export const AUDIT_COLLECTION = COLLECTIONS.auditLog;
/** audit_heads/{collection}__{recordId}: names the record's last entry; the rules let a batch write
 *  one entry per record by requiring the head to name it. */
/** Records deleted per batch: each audit entry costs the rules five lookups of the 20 allowed. */
export const DELETES_PER_BATCH = 3;
export type AuditAction = 'created' | 'updated' | 'deleted';

/** The signed-in person, who signs the audit entries. */
const signerOf = (getState: () => unknown) => (getState() as { auth?: { user?: AuthUser | null } }).auth?.user;

/** The audit entry of a write and its record's head (two batch ops). `child`: 'replies/<id>' when
 *  the write changes one of the record's replies rather than the record. */
export function auditEntry(
  def: EntityDef<{ id: string }, object>,
  getState: () => unknown,
  recordId: string,
  title: string,
  action: AuditAction,
  child?: string,
): BatchOp[] {
  const user = signerOf(getState);
  const id = newDocId();
  return [
    {
      op: 'set',
      path: `${AUDIT_COLLECTION}/${id}`,
      data: {
        entity: def.name,
        collection: def.collection,
        recordId,
        title: title.slice(0, 200),
        action,
        byUid: user?.uid ?? '',
        byName: user ? staffName(user).slice(0, 120) : '',
        ...(child ? { child } : {}),
      },
      options: { serverTimestamps: ['at'] },
    },
    {
      op: 'set',
      path: auditHeadPath(def.collection, recordId),
      data: { lastId: id },
      options: { serverTimestamps: ['at'] },
    },
  ];
}

/** Waits until the signed-in person's profile (whose name signs audit entries) is stored. */
export const signerReady = (getState: () => unknown) => profileSettled(signerOf(getState)?.uid);

/** A Firestore-style document id (20 characters), made here so the audit entry can name it. */
export function newDocId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

const titleOf = (def: EntityDef<{ id: string }, object>, data: DocData, fallback: string) =>
  String(data[def.titleField] ?? fallback);

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
  const anyDef = def as unknown as EntityDef<{ id: string }, object>;
  const orderField = def.orderable?.field;
  const moveName = moveEndpointName(def);
  const revisionsName = revisionsEndpointName(def);
  const injected = api.injectEndpoints({
    endpoints: (build) => ({
      [names.list]: build.query<T[], ListArg | void>({
        ...streamed<T[], ListArg | void>(def.collection, (backend, arg, next, error) => {
          // One parser per listener: a snapshot re-validates only the documents that changed,
          // and unchanged rows keep their identity (src/lib/entity/incremental.ts).
          const parse = incrementalParser(def.read, def.collection);
          let first = true;
          return backend.listenQuery(
            def.collection,
            listSpec(def, arg),
            (docs) => {
              // For scripts/bench-admin.mjs: when the list's first records arrived and were parsed
              // (not an empty snapshot from the cache while the server has not answered yet).
              const firstData = first && docs.length > 0;
              if (firstData) markOnce(`list-data:${def.collection}`);
              const rows = parse(docs);
              if (firstData) markOnce(`list-parsed:${def.collection}`);
              if (firstData) first = false;
              next(rows);
            },
            error,
          );
        }),
      }),
      ...(input && {
        [names.add]: build.mutation<string, I>({
          queryFn: (values, { extra, getState }) =>
            call(extra, async (backend) => {
              const parsed = parseInput({ input }, values);
              if (!parsed.ok) throw invalid(parsed.field, parsed.message);
              const { data, options } = prepareCreate(def, parsed.data);
              const id = keyedId(def, parsed.data) ?? newDocId();
              if (def.revisions) data[REVISION_ID] = newDocId();
              data[REV] = 1;
              // Who made it (issue 22): a contributor lists and edits only their own.
              const owner = signerOf(getState)?.uid;
              if (def.contributions && owner) data[def.contributions.owner] = owner;
              // One record per key: say so here rather than let the rules refuse the batch.
              if (def.keyField && listedAll(getState, names.list).some((r) => r.id === id))
                throw invalid(def.keyField.field, `${String(parsed.data[def.keyField.field])} already has a record`);
              await signerReady(getState);
              await backend.batch([
                { op: 'set', path: `${def.collection}/${id}`, data, options },
                ...(await companions(backend, anyDef, id, data, null, getState)),
                ...auditEntry(anyDef, getState, id, titleOf(anyDef, data, id), 'created'),
              ]);
              return id;
            }),
        }),
        [names.update]: build.mutation<null, UpdateArg<I>>({
          queryFn: ({ id, values, baseRev, dropPending }, { extra, getState }) =>
            call(extra, async (backend) => {
              const parsed = parseInput({ input }, values);
              if (!parsed.ok) throw invalid(parsed.field, parsed.message);
              const { data, options } = prepareUpdate({ ...def, input }, parsed.data);
              if (def.keyField && keyedId(def, parsed.data) !== id)
                throw invalid(def.keyField.field, 'cannot be changed once created');
              const inList = listed(getState, names.list, id);
              // A save that changes nothing is no write (the rules record only real changes): for
              // records without an update time, compared with the stored record.
              const stored =
                'id' in inList || (options.serverTimestamps?.length && baseRev !== undefined)
                  ? inList
                  : ((await backend.getDoc(`${def.collection}/${id}`)) ?? {});
              const title = titleOf(anyDef, { ...stored, ...data }, id);
              // The revision this save is based on: a stale one is no write (someone else saved in
              // between); the rules refuse it too, should their save land first (revNext).
              const base = baseRev ?? revOf(stored);
              if ('id' in stored && revOf(stored) !== base) throw conflictError(def.singular);
              const pendingOps: BatchOp[] =
                dropPending && def.staged ? [{ op: 'delete', path: pendingPath(def.collection, id) }] : [];
              if (unchanged(stored, data, options)) {
                if (pendingOps.length) await backend.batch(pendingOps);
                return null;
              }
              const before = anyDef.uniqueSlug ? await backend.getDoc(`${def.collection}/${id}`) : null;
              if (def.revisions) data[REVISION_ID] = newDocId();
              data[REV] = base + 1;
              await signerReady(getState);
              try {
                await backend.batch([
                  {
                    op: 'update',
                    path: `${def.collection}/${id}`,
                    data: { ...data, ...liveFields(anyDef, data, 'id' in stored ? stored : null) },
                    options,
                  },
                  ...(await companions(backend, anyDef, id, data, before, getState)),
                  ...auditEntry(anyDef, getState, id, title, 'updated'),
                  ...pendingOps,
                ]);
              } catch (e) {
                // Refused: because the record moved on since `base`? Then say so, not "no permission".
                const now =
                  (e as AppError).code === 'permission-denied'
                    ? await backend.getDoc(`${def.collection}/${id}`).catch(() => null)
                    : null;
                if (now && revOf(now) !== base) throw conflictError(def.singular);
                throw e;
              }
              return null;
            }),
        }),
      }),
      // Records that are files are deleted by their file endpoint (the stored file too, refused
      // while used: src/lib/entity/entity-files-api.ts), under the same name.
      ...(input &&
        !def.uploads && {
          [names.remove]: build.mutation<null, string[]>({
            queryFn: (ids, { extra, getState }) =>
              call(extra, async (backend) => {
                // The rules check each audit entry against its record (two lookups), and Firestore
                // allows 20 lookups per request: large selections go in several batches.
                // Slug and schedule documents are checked against their record too: smaller batches.
                const size = anyDef.uniqueSlug || anyDef.publication ? 2 : DELETES_PER_BATCH;
                await signerReady(getState);
                for (let i = 0; i < ids.length; i += size)
                  await backend.batch(
                    ids
                      .slice(i, i + size)
                      .flatMap((id): BatchOp[] => [
                        { op: 'delete', path: `${def.collection}/${id}` },
                        ...removalOps(anyDef, id, listed(getState, names.list, id)),
                        ...auditEntry(
                          anyDef,
                          getState,
                          id,
                          titleOf(anyDef, listed(getState, names.list, id), id),
                          'deleted',
                        ),
                      ]),
                  );
                return null;
              }),
          }),
        }),
      ...(input &&
        def.revisions && {
          [revisionsName]: build.query<EntityRevision[], string>({
            ...streamed<EntityRevision[], string>(`${def.collection} revisions`, (backend, id, next, error) =>
              backend.listenQuery(
                revisionsPath(def.collection, id),
                { orderBy: [['savedAt', 'desc']], limit: REVISIONS_SHOWN },
                (docs) => next(docs.map(toRevision)),
                error,
              ),
            ),
          }),
        }),
      ...(input &&
        orderField && {
          [moveName]: build.mutation<null, { id: string; direction: MoveDirection }>({
            queryFn: ({ id, direction }, { extra, getState }) =>
              call(extra, async (backend) => {
                const rows = listedAll(getState, names.list) as unknown as T[];
                const plan = planMove(rows, id, direction, orderField);
                if (!plan) return null;
                await signerReady(getState);
                // Both records and their audit entries in one batch: never two records in one place.
                await backend.batch(
                  plan.flatMap(({ id: recordId, order }): BatchOp[] => [
                    {
                      op: 'update',
                      path: `${def.collection}/${recordId}`,
                      data: { [orderField]: order, [REV]: revOf(listed(getState, names.list, recordId)) + 1 },
                    },
                    ...auditEntry(
                      anyDef,
                      getState,
                      recordId,
                      titleOf(anyDef, listed(getState, names.list, recordId), recordId),
                      'updated',
                    ),
                  ]),
                );
                return null;
              }),
          }),
        }),
    }),
  });
  lastChangeApi();
  // The endpoint names are computed, so their hooks are typed here, once, from the definition.
  const endpoints = injected.endpoints as unknown as Record<string, { useQuery?: unknown; useMutation?: unknown }>;
  const hooks: EntityApi<T, I> = {
    names,
    useList: endpoints[names.list]!.useQuery as EntityApi<T, I>['useList'],
    ...rowActionEndpoints(anyDef, names.list, auditEntry, signerReady),
    ...(def.window && windowEndpoints(def)),
    ...pendingEndpoints<I>(anyDef, signerReady),
    ...translationEndpoints(anyDef, auditEntry, signerReady),
  };
  if (!input) return hooks;
  return {
    ...hooks,
    useAdd: endpoints[names.add]!.useMutation as EntityApi<T, I>['useAdd'],
    useUpdate: endpoints[names.update]!.useMutation as EntityApi<T, I>['useUpdate'],
    ...(!def.uploads && { useRemove: endpoints[names.remove]!.useMutation as EntityApi<T, I>['useRemove'] }),
    ...(orderField && { useMove: endpoints[moveName]!.useMutation as EntityApi<T, I>['useMove'] }),
    ...(def.revisions && { useRevisions: endpoints[revisionsName]!.useQuery as EntityApi<T, I>['useRevisions'] }),
  };
}

/** Whether an update would leave the stored record as it is: no server timestamps, no removed
 *  fields, and every value equal (as JSON) to the one the live list holds. */
function unchanged(stored: DocData, data: DocData, options: { serverTimestamps?: string[]; removes?: string[] }) {
  if (!('id' in stored) || options.serverTimestamps?.length) return false;
  if (options.removes?.some((key) => key in stored)) return false;
  return Object.entries(data).every(([key, value]) => JSON.stringify(stored[key]) === JSON.stringify(value));
}

/** A performance mark (the first of its name only; nothing where the Performance API is absent). */
function markOnce(name: string) {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  if (performance.getEntriesByName(name, 'mark').length === 0) performance.mark(name);
}

const toRevision = (doc: PlainDoc): EntityRevision => ({
  id: doc.id,
  values: doc.values && typeof doc.values === 'object' ? (doc.values as DocData) : {},
  savedAt: typeof doc.savedAt === 'string' ? doc.savedAt : null,
  savedBy: String(doc.savedBy ?? ''),
  savedByName: String(doc.savedByName ?? ''),
});

/** The companion writes of a save (src/lib/entity/entity-companions.ts), after checking the slug is
 *  free, so a taken slug is named at its field (the rules refuse it anyway). */
async function companions(
  backend: { getDoc: (path: string) => Promise<PlainDoc | null> },
  def: EntityDef<{ id: string }, object>,
  id: string,
  data: DocData,
  before: DocData | null,
  getState: () => unknown,
): Promise<BatchOp[]> {
  const slug = def.uniqueSlug ? data[def.uniqueSlug] : undefined;
  if (typeof slug === 'string' && slug && slug !== before?.[def.uniqueSlug!]) {
    const owner = await backend.getDoc(slugPath(def.collection, slug));
    if (!slugIsFree(owner, id))
      throw invalid(def.uniqueSlug!, `This slug is already used by another ${def.singular.toLowerCase()}`);
  }
  const user = (getState() as { auth?: { user?: AuthUser | null } }).auth?.user;
  return companionOps(def, id, data, before, user);
}

/** Every record of the entity's live list in the store (the first cached list found), or []. */
function listedAll(getState: () => unknown, endpoint: string): PlainDoc[] {
  const queries = (getState() as { api?: { queries?: Record<string, { endpointName?: string; data?: unknown }> } }).api
    ?.queries;
  for (const q of Object.values(queries ?? {}))
    if (q?.endpointName === endpoint && Array.isArray(q.data)) return q.data as PlainDoc[];
  return [];
}

/** A record as the entity's live list in the store has it (for audit titles), or {}. For a
 *  windowed entity also its server searches and single records (a record outside the window). */
function listed(getState: () => unknown, endpoint: string, id: string): DocData {
  const queries = (getState() as { api?: { queries?: Record<string, { endpointName?: string; data?: unknown }> } }).api
    ?.queries;
  const also = endpoint.replace(/^list/, '');
  for (const q of Object.values(queries ?? {})) {
    const name = q?.endpointName ?? '';
    if (name !== endpoint && name !== `search${also}` && name !== `get${also}Record`) continue;
    const data = q!.data as { rows?: unknown } | PlainDoc[] | PlainDoc | null | undefined;
    const rows = Array.isArray(data)
      ? data
      : Array.isArray(data?.rows)
        ? (data.rows as PlainDoc[])
        : data
          ? [data]
          : [];
    const found = (rows as PlainDoc[]).find((r) => r?.id === id);
    if (found) return found;
  }
  return {};
}

/** Who made a record's last change and when (a conflict's "Changed by Dana Editor 2 minutes
 *  ago"): the entry its audit head names. The audit trail is staff-only: for a contributor (refused
 *  it) a record with revisions names its newest revision's saver instead, which firestore.rules
 *  let them read on their own article. `rev` only keys the cache: a newer save asks again. */
let lastChangeInjected: ReturnType<typeof injectLastChange> | null = null;
const injectLastChange = () =>
  api.injectEndpoints({
    endpoints: (build) => ({
      getLastChange: build.query<LastChange | null, LastChangeArg>({
        queryFn: ({ collection, id, revisions }, { extra }) =>
          call(extra, async (backend) => {
            try {
              const head = await backend.getDoc(auditHeadPath(collection, id));
              const lastId = typeof head?.lastId === 'string' ? head.lastId : '';
              const entry = lastId ? await backend.getDoc(`${AUDIT_COLLECTION}/${lastId}`) : null;
              if (!entry) return null;
              return { byName: String(entry.byName ?? ''), at: typeof entry.at === 'string' ? entry.at : null };
            } catch (e) {
              if ((e as AppError).code !== 'permission-denied' || !revisions) throw e;
            }
            const [newest] = await backend.getQuery(revisionsPath(collection, id), {
              orderBy: [['savedAt', 'desc']],
              limit: 1,
            });
            if (!newest) return null;
            const at = typeof newest.savedAt === 'string' ? newest.savedAt : null;
            return { byName: String(newest.savedByName ?? ''), at };
          }),
      }),
    }),
  });
function lastChangeApi() {
  return (lastChangeInjected ??= injectLastChange());
}
/** Which record's last change to name; `revisions`: the entity keeps revisions (EntityDef.revisions). */
export interface LastChangeArg {
  collection: string;
  id: string;
  rev: number;
  revisions?: boolean;
}
/** The last change of a record (skip: no conflict to explain). */
export const useLastChange = (arg: LastChangeArg | null) =>
  lastChangeApi().useGetLastChangeQuery(arg ?? { collection: '', id: '', rev: 0 }, { skip: !arg });
/** The endpoint itself, for tests through the app's store. */
export const lastChangeEndpoint = () => lastChangeApi().endpoints.getLastChange;
