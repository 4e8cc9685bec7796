import { api } from '@/lib/data/api';
import { call } from '@/lib/data/stream';
import { registerToasts } from '@/lib/util/toasts';
import { uploadToasts } from './upload-toasts';

registerToasts(uploadToasts);

// Progress of uploads in flight, by storage path (a callback cannot travel in the action).
const progress = new Map<string, (fraction: number) => void>();

export const uploadApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Uploads a file to `path` in storage and resolves with its download URL. */
    uploadFile: build.mutation<string, { path: string; file: File }>({
      queryFn: ({ path, file }, { extra }) =>
        call(extra, (b) => b.storage.upload(path, file, file.type || undefined, progress.get(path))),
    }),
  }),
});

/** Upload with a progress callback; resolves with the URL, or null when the upload failed (the
 *  toast says why). */
export function useUpload() {
  const [upload] = uploadApi.useUploadFileMutation();
  return async (path: string, file: File, onProgress: (fraction: number) => void): Promise<string | null> => {
    progress.set(path, onProgress);
    try {
      const result = await upload({ path, file });
      return 'data' in result ? (result.data ?? null) : null;
    } finally {
      progress.delete(path);
    }
  };
}
