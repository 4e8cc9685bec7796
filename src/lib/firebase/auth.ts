import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { env } from '@/config/env';
import type { AuthUser, Backend } from '../backend-types';
import { firebaseApp } from './app';
import { guard } from './errors';

let auth: Auth | null = null;

export function firebaseAuth(): Auth {
  if (auth) return auth;
  auth = getAuth(firebaseApp());
  if (env.emulators) {
    connectAuthEmulator(auth, `http://${env.emulators.host}:${env.emulators.authPort}`, { disableWarnings: true });
  }
  return auth;
}

const toUser = (u: User, displayName = u.displayName): AuthUser => ({
  uid: u.uid,
  email: u.email,
  displayName,
  createdAt: u.metadata.creationTime ? new Date(u.metadata.creationTime).toISOString() : null,
});

// Firebase reports a new account before updateProfile has set its display name; the listeners
// registered here hear about the user again once the name is set.
const listeners = new Set<(user: AuthUser | null) => void>();

export const authBackend: Backend['auth'] = {
  onChange: (listener) => {
    listeners.add(listener);
    const unsubscribe = onAuthStateChanged(firebaseAuth(), (u) => listener(u ? toUser(u) : null));
    return () => {
      listeners.delete(listener);
      unsubscribe();
    };
  },
  signIn: (email, password) =>
    guard(async () => toUser((await signInWithEmailAndPassword(firebaseAuth(), email, password)).user)),
  signUp: (email, password, displayName) =>
    guard(async () => {
      const { user } = await createUserWithEmailAndPassword(firebaseAuth(), email, password);
      await updateProfile(user, { displayName });
      const named = toUser(user, displayName);
      listeners.forEach((listener) => listener(named));
      return named;
    }),
  signOut: () => guard(() => signOut(firebaseAuth())),
};
