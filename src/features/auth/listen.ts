import type { Dispatch } from '@reduxjs/toolkit';
import type { BackendLoader, Unsubscribe } from '@/lib/backend-types';
import { authChanged } from './authSlice';

/** Feeds the auth slice from the identity service's state listener. */
export function startAuthListener(dispatch: Dispatch, backend: BackendLoader): Unsubscribe {
  let unsubscribe: Unsubscribe | null = null;
  let stopped = false;
  backend()
    .then((b) => {
      if (!stopped) unsubscribe = b.auth.onChange((user) => dispatch(authChanged(user)));
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
