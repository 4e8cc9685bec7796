import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
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
  // In the browser only the persistence the app uses and no popup/redirect resolver, so no
  // third-party script (apis.google.com) loads; Node (tests, the build) keeps getAuth's defaults.
  auth =
    typeof window === 'undefined'
      ? getAuth(firebaseApp())
      : initializeAuth(firebaseApp(), { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
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
  emailVerified: u.emailVerified,
});

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;
// Where the links in the identity service's emails lead back to.
const continueTo = () => ({ url: `${env.siteUrl}/community` });

function sendVerificationTo(user: User): Promise<void> {
  return sendEmailVerification(user, continueTo());
}

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
      const { user } = await createUserWithEmailAndPassword(firebaseAuth(), email, password).catch(
        async (error: unknown) => {
          // The address has an account: its owner gets a password-reset email (the person signing
          // up is told only to check their inbox, as on success), so sign-up never says whether
          // an address is registered.
          if (codeOf(error) === 'auth/email-already-in-use')
            await sendPasswordResetEmail(firebaseAuth(), email, continueTo()).catch(() => undefined);
          throw error;
        },
      );
      await updateProfile(user, { displayName });
      // Community posts need a verified address; a failed send is offered again (Resend).
      await sendVerificationTo(user).catch((error: unknown) =>
        console.warn('[auth] could not send the verification email:', error),
      );
      const named = toUser(user, displayName);
      listeners.forEach((listener) => listener(named));
      return named;
    }),
  signOut: () => guard(() => signOut(firebaseAuth())),
  sendVerification: () =>
    guard(async () => {
      const user = firebaseAuth().currentUser;
      if (user) await sendVerificationTo(user);
    }),
  refresh: () =>
    guard(async () => {
      const user = firebaseAuth().currentUser;
      if (!user) return null;
      await user.reload();
      await user.getIdToken(true); // the database reads email_verified from the token
      const fresh = toUser(user);
      listeners.forEach((listener) => listener(fresh));
      return fresh;
    }),
  resetPassword: (email) =>
    guard(async () => {
      try {
        await sendPasswordResetEmail(firebaseAuth(), email, continueTo());
      } catch (error) {
        // Unknown addresses answer like known ones (no account enumeration).
        if (codeOf(error) !== 'auth/user-not-found') throw error;
      }
    }),
};
