import type { Backend } from '../backend-types';
import { authBackend } from './auth';
import { firestoreBackend } from './firestore';
import { storageBackend } from './storage';

export const firebaseBackend: Backend = { ...firestoreBackend, auth: authBackend, storage: storageBackend };
