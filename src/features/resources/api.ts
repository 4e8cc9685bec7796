import { api } from '@/lib/data/api';
import { docParser } from '@/lib/data/doc-parser';
import { call, streamed } from '@/lib/data/stream';
import type { Resource } from './schema';
import { COLLECTIONS } from '@/lib/data/collections';

/** 'public': active resources only (what visitors may read); 'all': staff view. */
export type ResourceScope = 'public' | 'all';

export const resourcesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getResources: build.query<Resource[], ResourceScope>({
      // The schema (and zod) loads with the listener, after the page is interactive.
      ...streamed<Resource[], ResourceScope>(COLLECTIONS.resources, async (backend, scope, next, error) => {
        const parse = await docParser(() => import('./schema').then((m) => m.resourceSchema), COLLECTIONS.resources);
        return backend.listenQuery(
          COLLECTIONS.resources,
          {
            ...(scope === 'public' ? { where: [['active', '==', true]] } : {}),
            orderBy: [['createdAt', 'desc']],
          },
          (docs) => next(parse(docs)),
          error,
        );
      }),
      providesTags: ['Resource'],
    }),
    /** A visitor opened a resource: views + 1 (the only public write to resources). */
    recordResourceView: build.mutation<null, string>({
      queryFn: (id, { extra }) =>
        call(extra, async (b) => {
          await b.increment(`${COLLECTIONS.resources}/${id}`, 'views', 1);
          return null;
        }),
    }),
  }),
});

export const { useGetResourcesQuery, useRecordResourceViewMutation } = resourcesApi;
