import { api } from '@/lib/data/api';
import { listenParsed } from '@/lib/data/live-parser';
import { call, streamed } from '@/lib/data/stream';
import type { Resource } from './schema';
import { COLLECTIONS } from '@/domain/collections';
import { resourcesParser } from './parsers';

/** 'public': active resources only (what visitors may read); 'all': staff view. */
export type ResourceScope = 'public' | 'all';

export const resourcesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getResources: build.query<Resource[], ResourceScope>({
      // Parsed where the listener runs (./parsers.ts), after the page is interactive.
      ...streamed<Resource[], ResourceScope>(COLLECTIONS.resources, (backend, scope, next, error) =>
        listenParsed(
          backend,
          {
            type: 'query',
            path: COLLECTIONS.resources,
            spec: {
              ...(scope === 'public' ? { where: [['active', '==', true]] } : {}),
              orderBy: [['createdAt', 'desc']],
            },
          },
          resourcesParser,
          next,
          error,
        ),
      ),
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
