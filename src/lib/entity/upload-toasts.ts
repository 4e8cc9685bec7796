// The uploads' toasts, registered with their mutation (./upload-api.ts).
import type { ToastTable } from '@/lib/util';

export const uploadToasts: ToastTable = {
  uploadFile: {
    error: 'Failed to upload file',
    errorDetail: { 'storage/unavailable': 'File storage is unavailable in this environment.' },
  },
};
