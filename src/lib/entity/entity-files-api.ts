// Endpoints for entities whose records are files (a definition with `uploads`, e.g. the media
// library): record an uploaded file's metadata, and delete records, refused while a record is still
// used (the definition's `usage`) and taking the stored file with them where storage can be reached.
import type { TypedUseMutation } from '@reduxjs/toolkit/query/react';
import { api } from '@/lib/data/api';
import type { AppError, AuthUser, Backend, BatchOp, PlainDoc } from '@/lib/data';
import { endpointNames, entityToastTexts, type EntityDef } from './entity';
import { auditEntry, DELETES_PER_BATCH, newDocId, signerReady } from './entity-api';
import { call } from '@/lib/data/stream';
import { defineToasts, registerToasts, type ToastTable } from '@/lib/util/toasts';
import type { UploadedFile } from '@/domain/media';
import { findUses, IN_USE, usageMessage, type EntityUsage, type Use } from './usage';
import { z } from '@/lib/schema/zod';

export interface FileEntityApi {
  /** Writes the metadata document of a file already uploaded to storage; resolves with its id. */
  useRecord: TypedUseMutation<string, UploadedFile, never>;
  /** Deletes records (and their stored files); refused with code 'in-use' naming each use. */
  useRemove: TypedUseMutation<null, string[], never>;
}

/** "recordFile": the endpoint that records an uploaded file. */
export const recordEndpointName = (def: Pick<EntityDef, 'singular'>) =>
  `record${def.singular.replace(/(^|\s+)(\w)/g, (_m, _s, c: string) => c.toUpperCase())}`;

/** Every use of a record in the places its definition names. A place whose fields all match
 *  exactly is asked only for the documents holding a key (one `in` query per field), so a
 *  collection of 10,000 resources is not read whole; one with a 'contains' field is read once. */
export async function usesOf<T>(backend: Backend, usage: EntityUsage<T>, record: T): Promise<Use[]> {
  const keys = usage.keys(record);
  const wanted = [...new Set(keys.filter((k) => k.length > 0))].slice(0, 30);
  const found = await Promise.all(
    usage.places.map(async (place) => {
      if (place.doc) {
        const doc = await backend.getDoc(`${place.collection}/${place.doc}`);
        return findUses(keys, place, doc ? [doc] : []);
      }
      if (wanted.length === 0) return [];
      if (place.fields.every((f) => f.match === 'equals')) {
        const matches = await Promise.all(
          place.fields.map((f) => backend.getQuery(place.collection, { where: [[f.name, 'in', wanted]] })),
        );
        const byId = new Map(matches.flat().map((d): [string, PlainDoc] => [d.id, d]));
        return findUses(keys, place, [...byId.values()]);
      }
      return findUses(keys, place, await backend.getQuery(place.collection));
    }),
  );
  return found.flat();
}

/** Toasts of the file endpoints: an upload says nothing on success (its row says "Done"). */
export function fileToasts(def: Pick<EntityDef, 'singular' | 'plural' | 'toasts'>): ToastTable {
  const t = entityToastTexts(def);
  return {
    [recordEndpointName(def)]: { error: `Failed to record ${def.singular.toLowerCase()}` },
    [endpointNames(def).remove]: defineToasts<string[]>({
      success: (ids) => (ids.length === 1 ? t.deleted : `${ids.length} ${def.plural.toLowerCase()} deleted`),
      error: t.deleteFailed,
      errorDetail: { [IN_USE]: 'It is still in use; the page says where.' },
    }),
  };
}

/** The file endpoints of a definition with `uploads` (its list comes from entityEndpoints). */
export function fileEndpoints<T extends { id: string }, I extends object>(def: EntityDef<T, I>): FileEntityApi {
  const { uploads, usage } = def;
  if (!uploads) throw new Error(`${def.name}: fileEndpoints needs a definition with uploads`);
  const names = endpointNames(def);
  const recordName = recordEndpointName(def);
  const anyDef = def as unknown as EntityDef<{ id: string }, object>;
  const injected = api.injectEndpoints({
    endpoints: (build) => ({
      [recordName]: build.mutation<string, UploadedFile>({
        queryFn: (file, { extra, getState }) =>
          call(extra, async (backend) => {
            const user = (getState() as { auth?: { user?: AuthUser | null } }).auth?.user;
            const by = { uid: user?.uid ?? '', name: user?.displayName || user?.email || '' };
            const parsed = z.safeParse(uploads.schema, uploads.record(file, by));
            if (!parsed.success) {
              const issue = parsed.error.issues[0];
              throw { code: 'invalid-argument', message: `${String(issue?.path[0] ?? '')}: ${issue?.message}` };
            }
            const data = parsed.data as Record<string, unknown>;
            // The record's id is the random part of the file's name, so storage.rules can find the
            // record of a file (a media file is public only while its record exists).
            const id = /-([a-z0-9]{20})(?:\.[a-z0-9]{1,8})?$/.exec(file.path)?.[1] ?? newDocId();
            const options = { serverTimestamps: def.write?.createTimestamps ?? [] };
            await signerReady(getState);
            await backend.batch([
              { op: 'set', path: `${def.collection}/${id}`, data, options },
              ...auditEntry(anyDef, getState, id, String(data[def.titleField] ?? id), 'created'),
            ]);
            return id;
          }),
      }),
      [names.remove]: build.mutation<null, string[]>({
        queryFn: (ids, { extra, getState }) =>
          call(extra, async (backend) => {
            const records = await Promise.all(ids.map((id) => backend.getDoc(`${def.collection}/${id}`)));
            const present = records.filter((r): r is PlainDoc => r !== null);
            if (usage) {
              for (const record of present) {
                const uses = await usesOf(backend, usage, record as unknown as T);
                if (uses.length)
                  throw { code: IN_USE, message: usageMessage(String(record[def.titleField] ?? record.id), uses) };
              }
            }
            // The stored files first: a record whose file is gone can be deleted again; a file
            // whose record is gone could never be found. Where storage cannot be reached, the
            // files stay (the page says so).
            if (backend.storage.available && backend.storage.remove) {
              for (const record of present) {
                const path = record[uploads.pathField];
                if (typeof path === 'string' && path) await backend.storage.remove(path);
              }
            }
            await signerReady(getState);
            for (let i = 0; i < present.length; i += DELETES_PER_BATCH)
              await backend.batch(
                present
                  .slice(i, i + DELETES_PER_BATCH)
                  .flatMap((r): BatchOp[] => [
                    { op: 'delete', path: `${def.collection}/${r.id}` },
                    ...auditEntry(anyDef, getState, r.id, String(r[def.titleField] ?? r.id), 'deleted'),
                  ]),
              );
            return null;
          }),
      }),
    }),
  });
  registerToasts(fileToasts(def));
  const endpoints = injected.endpoints as unknown as Record<string, { useMutation: unknown }>;
  return {
    useRecord: endpoints[recordName]!.useMutation as FileEntityApi['useRecord'],
    useRemove: endpoints[names.remove]!.useMutation as FileEntityApi['useRemove'],
  };
}

/** The message of a refused delete (the uses), or null for other failures. */
export function inUseMessage(error: unknown): string | null {
  const e = error as AppError | undefined;
  return e?.code === IN_USE ? e.message : null;
}
