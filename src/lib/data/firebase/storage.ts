import {
  connectStorageEmulator,
  deleteObject,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import { env } from '@/config/env';
import type { Backend } from '../backend-types';
import { firebaseApp } from './app';
import { guard } from './errors';

/** Storage is unavailable when running on emulators without a Storage emulator (see README). */
export const storageAvailable = env.storageAvailable;

const UNAVAILABLE = {
  code: 'storage/unavailable',
  message: 'File storage is unavailable in this environment (no Storage emulator is running).',
};

let storage: FirebaseStorage | null = null;

function firebaseStorage(): FirebaseStorage {
  if (storage) return storage;
  storage = getStorage(firebaseApp());
  if (env.emulators?.storagePort) connectStorageEmulator(storage, env.emulators.host, env.emulators.storagePort);
  return storage;
}

export const storageBackend: Backend['storage'] = {
  available: storageAvailable,
  async upload(path, file, contentType, onProgress) {
    if (!storageAvailable) throw UNAVAILABLE;
    return guard(async () => {
      const target = ref(firebaseStorage(), path);
      const task = uploadBytesResumable(target, file, contentType ? { contentType } : undefined);
      task.on('state_changed', (s) => onProgress?.(s.totalBytes ? s.bytesTransferred / s.totalBytes : 0));
      await task;
      return getDownloadURL(target);
    });
  },
  async remove(path) {
    if (!storageAvailable) throw UNAVAILABLE;
    return guard(async () => {
      try {
        await deleteObject(ref(firebaseStorage(), path));
      } catch (e) {
        if ((e as { code?: string }).code !== 'storage/object-not-found') throw e;
      }
    });
  },
};
