// The uploads' toasts, in the store's toast table from the start (src/app/store.ts), without the
// upload API (RTK Query) on the public first paint.
import type { ToastTable } from '@/lib/util';

export const uploadToasts: ToastTable = {
  uploadFile: {
    error: 'Failed to upload file',
    errorDetail: { 'storage/unavailable': 'File storage is unavailable in this environment.' },
  },
};
