import { api } from '@/lib/api';
import { parseDocs } from '@/lib/docs';
import { call, streamed } from '@/lib/stream';
import { resourceSchema, type Resource } from './schema';

/** 'public': active resources only (what visitors may read); 'all': staff view. */
export type ResourceScope = 'public' | 'all';

export const resourcesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getResources: build.query<Resource[], ResourceScope>({
      ...streamed<Resource[], ResourceScope>('resources', (backend, scope, next, error) =>
        backend.listenQuery(
          'resources',
          {
            ...(scope === 'public' ? { where: [['active', '==', true]] } : {}),
            orderBy: [['createdAt', 'desc']],
          },
          (docs) => next(parseDocs(resourceSchema, docs, 'resources')),
          error,
        ),
      ),
      providesTags: ['Resource'],
    }),
    /** A visitor opened a resource: views + 1 (the only public write to resources). */
    recordResourceView: build.mutation<null, string>({
      queryFn: (id, { extra }) =>
        call(extra, async (b) => {
          await b.increment(`resources/${id}`, 'views', 1);
          return null;
        }),
    }),
  }),
});

export const { useGetResourcesQuery, useRecordResourceViewMutation } = resourcesApi;
