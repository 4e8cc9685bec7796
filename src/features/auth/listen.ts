import type { Dispatch } from '@reduxjs/toolkit';
import type { AuthUser, Backend, BackendLoader, BatchOp, Unsubscribe } from '@/lib/data/backend-types';
import { DISPLAY_NAMES, NAME_TAKEN_MESSAGE, displayNameKey } from '@/domain/display-names';
import { profileWriteStarted } from '@/lib/entity/profile-writes';
import { authChanged } from './authSlice';
import { COLLECTIONS } from '@/domain/collections';

// Profiles written this session (uid + name), so each account's profile is written once.
const written = new Set<string>();

/** Keeps users/{uid} (name, email, created) current, so admins can find the account to give it a
 *  role, with the claim on its name (display_names/{key}, issue 29): written in one batch, the
 *  claim only when the account does not hold it yet, the name it held before let go. A name
 *  another account holds (a sign-up race, or a profile from before names were claimed) leaves the
 *  profile as it was. Best effort: a failure only means the Users page lists the account later. */
export function saveProfile(backend: Backend, user: AuthUser): void {
  const key = `${user.uid}|${user.displayName ?? ''}`;
  if (written.has(key) || !user.email) return;
  written.add(key);
  const displayName = (user.displayName ?? '').slice(0, 80);
  const write = profileOps(backend, user.uid, displayName, user.email, user.createdAt)
    .then((ops) => backend.batch(ops))
    .catch((error: unknown) => {
      written.delete(key);
      console.warn('[auth] could not save the account profile:', error);
    });
  // Staff writes sign audit entries and revisions with this profile's name: they wait for it.
  profileWriteStarted(user.uid, write);
}

/** The batch that writes an account's profile with `displayName` and its name's claim. */
export async function profileOps(
  backend: Backend,
  uid: string,
  displayName: string,
  email: string,
  createdAt: string | null | undefined,
): Promise<BatchOp[]> {
  const nameKey = displayName ? displayNameKey(displayName) : '';
  const profile = { displayName, email, ...(nameKey ? { nameKey } : {}) };
  const existing = await backend.getDoc(`${COLLECTIONS.users}/${uid}`);
  const ops: BatchOp[] = [];
  // An existing profile keeps its creation time (the rules never let it change); a new one gets
  // the account's.
  if (existing) ops.push({ op: 'update', path: `${COLLECTIONS.users}/${uid}`, data: profile });
  else
    ops.push({
      op: 'set',
      path: `${COLLECTIONS.users}/${uid}`,
      data: { ...profile, createdAt: createdAt ?? new Date().toISOString() },
      options: { dates: ['createdAt'] },
    });
  if (nameKey) {
    const claim = await backend.getDoc(`${DISPLAY_NAMES}/${nameKey}`);
    if (claim && claim.uid !== uid) throw { code: 'name-taken', message: NAME_TAKEN_MESSAGE };
    if (!claim) ops.push({ op: 'set', path: `${DISPLAY_NAMES}/${nameKey}`, data: { uid } });
  }
  const oldKey = typeof existing?.nameKey === 'string' ? existing.nameKey : '';
  if (oldKey && oldKey !== nameKey) ops.push({ op: 'delete', path: `${DISPLAY_NAMES}/${oldKey}` });
  return ops;
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
