import { api } from '@/lib/api';
import { parseDocs } from '@/lib/docs';
import { call, streamed } from '@/lib/stream';
import type { ToastTable } from '@/lib/toasts';
import { resourceSchema, type Resource, type ResourceInput, type ResourceType } from './schema';

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
    addResource: build.mutation<string, ResourceInput>({
      queryFn: (input, { extra }) =>
        call(extra, (b) =>
          b.add(
            'resources',
            { ...input, active: true, views: 0, rating: 0 },
            { serverTimestamps: ['createdAt', 'updatedAt'], dates: ['eventDate'] },
          ),
        ),
    }),
    updateResource: build.mutation<null, { id: string; changes: Partial<ResourceInput> & { active?: boolean } }>({
      queryFn: ({ id, changes }, { extra }) =>
        call(extra, async (b) => {
          await b.update(`resources/${id}`, changes, { serverTimestamps: ['updatedAt'], dates: ['eventDate'] });
          return null;
        }),
    }),
    deleteResource: build.mutation<null, string>({
      queryFn: (id, { extra }) =>
        call(extra, async (b) => {
          await b.remove(`resources/${id}`);
          return null;
        }),
    }),
    /** Uploads to resources/{type}/{filename} and returns the download URL. */
    uploadResourceFile: build.mutation<string, { type: ResourceType; file: File }>({
      queryFn: ({ type, file }, { extra }) =>
        call(extra, (b) => b.storage.upload(`resources/${type}/${file.name}`, file, file.type || undefined)),
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

export const {
  useGetResourcesQuery,
  useAddResourceMutation,
  useUpdateResourceMutation,
  useDeleteResourceMutation,
  useUploadResourceFileMutation,
  useRecordResourceViewMutation,
} = resourcesApi;

export const resourceToasts: ToastTable = {
  addResource: { success: 'Resource added successfully', error: 'Failed to add resource' },
  updateResource: { success: 'Resource updated successfully', error: 'Failed to update resource' },
  deleteResource: { success: 'Resource deleted successfully', error: 'Failed to delete resource' },
  uploadResourceFile: {
    error: 'Failed to upload file',
    errorDetail: { 'storage/unavailable': 'File storage is unavailable in this environment.' },
  },
};
