import { api } from '@/lib/data/api';
import { parseDocs } from '@/lib/data/docs';
import { AUDIT_COLLECTION } from '@/lib/entity/entity-api';
import { streamed } from '@/lib/data/stream';
import { z } from '@/lib/schema/zod';

/** audit_log/{id}: one back-office write (written in the same batch as the change). */
export const auditEntrySchema = z.object({
  id: z.string(),
  entity: z.string(),
  collection: z.string(),
  recordId: z.string(),
  title: z.string(),
  action: z.enum(['created', 'updated', 'deleted']),
  byUid: z.string(),
  byName: z.string(),
  at: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The latest back-office edits, newest first. */
    listRecentEdits: build.query<AuditEntry[], number>({
      ...streamed<AuditEntry[], number>(AUDIT_COLLECTION, (backend, count, next, error) =>
        backend.listenQuery(
          AUDIT_COLLECTION,
          { orderBy: [['at', 'desc']], limit: count },
          (docs) => next(parseDocs(auditEntrySchema, docs, AUDIT_COLLECTION)),
          error,
        ),
      ),
    }),
    /** How many replies (all posts) were written since `sinceIso` (staff: a collection-group query). */
    countRepliesSince: build.query<number, string>({
      ...streamed<number, string>('replies', (backend, sinceIso, next, error) =>
        backend.listenQuery(
          'replies',
          { collectionGroup: true, where: [['createdAt', '>=', new Date(sinceIso)]] },
          (docs) => next(docs.length),
          error,
        ),
      ),
    }),
  }),
});

export const { useListRecentEditsQuery, useCountRepliesSinceQuery } = auditApi;
