import { useEffect } from 'react';
import { authChanged } from '@/features/auth/authSlice';
import { hasSessionHint } from '@/lib/session-hint';
import { useAppDispatch } from './hooks';

/** Without a session to restore (src/lib/session-hint.ts) the visitor is signed out: say so as soon
 *  as the app has rendered (hydrated, for a prerendered page, which shows the "loading" state it
 *  was rendered with) rather than when the identity listener starts with the live data. */
export function AssumeSignedOut() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!hasSessionHint()) dispatch(authChanged(null));
  }, [dispatch]);
  return null;
}
