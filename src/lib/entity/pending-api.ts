// The endpoints of staged changes (src/lib/entity/pending.ts): a staged entity's pending versions
// (live, staff only), saving one, discarding one; and, for the staff-only preview page, a record
// with its pending version applied. Publishing a pending version is the entity's ordinary update
// with `dropPending` (src/lib/entity/entity-api.ts), so it gets the record's revision, slug claim
// and audit entry in the same batch.
import type { TypedUseMutation, TypedUseQuery } from '@reduxjs/toolkit/query/react';
import { api } from '@/lib/data/api';
import type { AppError, AuthUser, PlainDoc } from '@/lib/data';
import { call, streamed } from '@/lib/data/stream';
import { z } from '@/lib/schema/zod';
import { conflictError, revOf } from './conflict';
import { parseInput, pendingEndpointNames, type EntityDef } from './entity';
import { slugIsFree } from './entity-companions';
import { pendingPath, slugPath } from '@/domain/document-keys';
import { PENDING_CHANGES, pendingChangeSchema, pendingDoc, type PendingChange } from './pending';
import { staffName } from './staff-name';

type AnyDef = EntityDef<{ id: string }, object>;
/** Waits until the signer's profile is stored (src/lib/entity/entity-api.ts signerReady). */
type SignerReady = (getState: () => unknown) => Promise<void>;

export interface SavePendingArg<I> {
  id: string;
  values: I;
  /** The revision of the record the values were edited from. */
  baseRev: number;
  /** The revision of the pending version the values were edited from (0: there was none). A
   *  stale one is refused with a 'conflict' error, as a stale `baseRev` is. Absent: whatever is
   *  stored now (a save that cannot have seen anyone else's pending version). */
  pendingRev?: number;
}

/** The hooks a staged entity gets (EntityDef.staged). */
export interface PendingHooks<I> {
  /** The entity's pending versions, live. */
  usePending?: TypedUseQuery<PendingChange[], void, never>;
  /** Saves the values as the record's pending version (visitors keep seeing the record). */
  useSavePending?: TypedUseMutation<null, SavePendingArg<I>, never>;
  /** Deletes the record's pending version. */
  useDiscardPending?: TypedUseMutation<null, string, never>;
}

const invalid = (field: string, message: string): AppError => ({
  code: 'invalid-argument',
  message: `${field}: ${message}`,
});

const parsePending = (docs: PlainDoc[]): PendingChange[] =>
  docs.flatMap((d) => {
    const parsed = z.safeParse(pendingChangeSchema, d);
    return parsed.success ? [parsed.data] : [];
  });

/** Injects a staged entity's pending endpoints ("listPendingBlogPosts", "savePendingBlogPost",
 *  "discardPendingBlogPost") and returns their hooks. */
export function pendingEndpoints<I>(def: AnyDef, signerReady: SignerReady): PendingHooks<I> {
  if (!def.staged || !def.input) return {};
  const input = def.input;
  const names = pendingEndpointNames(def);
  const injected = api.injectEndpoints({
    endpoints: (build) => ({
      [names.list]: build.query<PendingChange[], void>({
        ...streamed<PendingChange[], void>(`${def.collection} pending`, (backend, _arg, next, error) =>
          backend.listenQuery(
            PENDING_CHANGES,
            { where: [['collection', '==', def.collection]] },
            (docs) => next(parsePending(docs)),
            error,
          ),
        ),
      }),
      [names.save]: build.mutation<null, SavePendingArg<I>>({
        queryFn: ({ id, values, baseRev, pendingRev }, { extra, getState }) =>
          call(extra, async (backend) => {
            const parsed = parseInput({ input }, values as object);
            if (!parsed.ok) throw invalid(parsed.field, parsed.message);
            const path = pendingPath(def.collection, id);
            const [record, stored] = await Promise.all([
              backend.getDoc(`${def.collection}/${id}`),
              backend.getDoc(path),
            ]);
            if (!record) throw { code: 'not-found', message: `This ${def.singular.toLowerCase()} no longer exists.` };
            if (revOf(record) !== baseRev) throw conflictError(def.singular);
            // Someone else saved the pending version since these values were loaded into the form.
            const base = pendingRev ?? revOf(stored);
            if (revOf(stored) !== base) throw conflictError(def.singular);
            // A slug another record holds would be refused at Publish changes: say so now, at the field.
            const slug = def.uniqueSlug ? parsed.data[def.uniqueSlug] : undefined;
            if (typeof slug === 'string' && slug !== record[def.uniqueSlug!]) {
              const owner = await backend.getDoc(slugPath(def.collection, slug));
              if (!slugIsFree(owner, id))
                throw invalid(def.uniqueSlug!, `This slug is already used by another ${def.singular.toLowerCase()}`);
            }
            const user = (getState() as { auth?: { user?: AuthUser | null } }).auth?.user;
            const rev = base + 1;
            await signerReady(getState);
            try {
              await backend.batch([
                {
                  op: 'set',
                  path,
                  data: pendingDoc(def.collection, id, parsed.data, baseRev, rev, {
                    uid: user?.uid ?? '',
                    name: user ? staffName(user).slice(0, 120) : '',
                  }),
                  options: { serverTimestamps: ['savedAt'] },
                },
              ]);
            } catch (e) {
              // Someone else saved the pending version in between (its rev moved): say so.
              const now =
                (e as AppError).code === 'permission-denied' ? await backend.getDoc(path).catch(() => null) : null;
              if (revOf(now) !== base) throw conflictError(def.singular);
              throw e;
            }
            return null;
          }),
      }),
      [names.discard]: build.mutation<null, string>({
        queryFn: (id, { extra }) =>
          call(extra, async (backend) => {
            await backend.remove(pendingPath(def.collection, id));
            return null;
          }),
      }),
    }),
  });
  const endpoints = injected.endpoints as unknown as Record<string, { useQuery?: unknown; useMutation?: unknown }>;
  return {
    usePending: endpoints[names.list]!.useQuery as PendingHooks<I>['usePending'],
    useSavePending: endpoints[names.save]!.useMutation as PendingHooks<I>['useSavePending'],
    useDiscardPending: endpoints[names.discard]!.useMutation as PendingHooks<I>['useDiscardPending'],
  };
}

/** A record with its pending version applied, for the staff-only preview (null: no such record,
 *  or not readable). `pending` says whether there was a pending version. */
export interface ArticlePreview {
  record: PlainDoc;
  pending: PendingChange | null;
}

const previewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPendingPreview: build.query<ArticlePreview | null, { collection: string; id: string }>({
      queryFn: ({ collection, id }, { extra }) =>
        call(extra, async (backend) => {
          const [record, pendingRaw] = await Promise.all([
            backend.getDoc(`${collection}/${id}`),
            backend.getDoc(pendingPath(collection, id)),
          ]);
          if (!record) return null;
          const parsed = pendingRaw ? z.safeParse(pendingChangeSchema, pendingRaw) : null;
          const pending = parsed?.success ? parsed.data : null;
          return { record: pending ? { ...record, ...pending.values, id } : record, pending };
        }),
      // Never kept: each visit reads the pending version as it is now.
      keepUnusedDataFor: 0,
    }),
  }),
});

/** The record `id` of `collection` with its pending version applied (skip: not staff yet). */
export const usePendingPreview = (arg: { collection: string; id: string } | null) =>
  previewApi.useGetPendingPreviewQuery(arg ?? { collection: '', id: '' }, {
    skip: !arg,
    refetchOnMountOrArgChange: true,
  });
