import type { Dispatch } from '@reduxjs/toolkit';
import type { AuthUser, Backend, BackendLoader, Unsubscribe } from '@/lib/data/backend-types';
import { profileWriteStarted } from '@/lib/entity/profile-writes';
import { authChanged } from './authSlice';
import { COLLECTIONS } from '@/lib/data/collections';

// Profiles written this session (uid + name), so each account's profile is written once.
const written = new Set<string>();

/** Keeps users/{uid} (name, email, created) current, so admins can find the account to give it a
 *  role. Best effort: a failure only means the Users page lists the account later. */
export function saveProfile(backend: Backend, user: AuthUser): void {
  const key = `${user.uid}|${user.displayName ?? ''}`;
  if (written.has(key) || !user.email) return;
  written.add(key);
  const profile = { displayName: (user.displayName ?? '').slice(0, 80), email: user.email };
  // An existing profile keeps its creation time (the rules never let it change); a new one gets
  // the account's.
  const write = backend
    .getDoc(`${COLLECTIONS.users}/${user.uid}`)
    .then((existing) =>
      existing
        ? backend.update(`${COLLECTIONS.users}/${user.uid}`, profile)
        : backend.set(
            `${COLLECTIONS.users}/${user.uid}`,
            { ...profile, createdAt: user.createdAt ?? new Date().toISOString() },
            { dates: ['createdAt'] },
          ),
    )
    .catch((error: unknown) => {
      written.delete(key);
      console.warn('[auth] could not save the account profile:', error);
    });
  // Staff writes sign audit entries and revisions with this profile's name: they wait for it.
  profileWriteStarted(user.uid, write);
}

/** Feeds the auth slice from the identity service's state listener. */
export function startAuthListener(dispatch: Dispatch, backend: BackendLoader): Unsubscribe {
  let unsubscribe: Unsubscribe | null = null;
  let stopped = false;
  backend()
    .then((b) => {
      if (!stopped)
        unsubscribe = b.auth.onChange((user) => {
          dispatch(authChanged(user));
          if (user) saveProfile(b, user);
        });
    })
    .catch((error: unknown) => {
      console.error('[auth] could not start the identity listener:', error);
      dispatch(authChanged(null));
    });
  return () => {
    stopped = true;
    unsubscribe?.();
  };
}
