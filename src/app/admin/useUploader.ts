import { env } from '@/config/env';
import type { Uploader } from '@/components/admin/FileField';
import { useUpload } from '@/lib/entity/upload-api';

/** Uploads for entity forms; says whether storage can be reached in this environment. */
export function useUploader(): Uploader {
  const upload = useUpload();
  return { available: env.storageAvailable, upload };
}
