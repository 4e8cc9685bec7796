import type { Middleware } from '@reduxjs/toolkit';
import { api } from '@/lib/data/api';
import { retryFailedQueries } from '@/lib/data/stream';
import { authChanged, selectAuth, type AuthState } from './authSlice';

/**
 * Keeps every live listener authorised for the account that is signed in now:
 * - an account leaves (sign-out, here or in another tab, or another account signs in): every
 *   listener and cached answer of the old account is dropped (the API state is reset; mounted
 *   pages subscribe again as the new identity);
 * - an account arrives (from signed out): whatever was refused or died is tried again, so e.g. a
 *   permission-denied listener recovers once staff sign in.
 */
export const authSessionMiddleware: Middleware = (store) => (next) => (action) => {
  if (!authChanged.match(action)) return next(action);
  const before = selectAuth(store.getState() as { auth: AuthState }).user?.uid ?? null;
  const result = next(action);
  const after = selectAuth(store.getState() as { auth: AuthState }).user?.uid ?? null;
  if (before === after) return result;
  if (before !== null) store.dispatch(api.util.resetApiState());
  else store.dispatch(retryFailedQueries() as never);
  return result;
};
