// Identity fixtures for component tests: the test harness (like the app shell) may wire features
// together; feature code and its tests may not import another feature's slice or listener.
import { act } from '@testing-library/react';
import type { AppStore } from '@/app/store';
import { authChanged } from '@/features/auth/authSlice';
import { startAuthListener } from '@/features/auth/listen';
import type { AuthUser, Backend } from '@/lib/data';

/** Reports a signed-in user (or a signed-out visitor, with null) as the identity listener would. */
export function actAs(store: AppStore, user: AuthUser | null): void {
  act(() => void store.dispatch(authChanged(user)));
}

/** Starts the app's identity listener on a stub backend, so sign-in and sign-up reach the store. */
export function listenToIdentity(store: AppStore, backend: Backend): () => void {
  return startAuthListener(store.dispatch, async () => backend);
}
