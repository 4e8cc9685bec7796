import { useCallback, useState } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '@/lib/data/hooks';
import { selectAuth } from './authSlice';

// Who is signed in, and signing out, without the identity API (RTK Query) on the public first
// paint: signing out loads it.

export const useAuth = () => useSelector(selectAuth);

/** Sign out, with whether it is in flight; resolves to the error, if any. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const run = useCallback(async () => {
    setBusy(true);
    try {
      const { signOut } = await import('./api');
      const result = await dispatch(signOut());
      return signOut.rejected.match(result) ? (result.payload ?? null) : null;
    } finally {
      setBusy(false);
    }
  }, [dispatch]);
  return [run, { isLoading: busy }] as const;
}
