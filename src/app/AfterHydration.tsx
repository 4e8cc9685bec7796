import { useEffect } from 'react';
import { markAppReady } from '@/components/ui/PageHydrated';
import { authChanged } from '@/features/auth/authSlice';
import { hasSessionHint } from '@/lib/data/session-hint';
import { useAppDispatch } from './hooks';

/** Runs once the app has rendered (hydrated, for a server-rendered page): without a session to
 *  restore (src/lib/data/session-hint.ts) the visitor is signed out, said now rather than when the
 *  identity listener has loaded; a page the app rendered itself is marked ready (a server-rendered
 *  one is, once its content has hydrated: <PageHydrated />). */
export function AfterHydration({ markReady = true }: { markReady?: boolean }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!hasSessionHint()) dispatch(authChanged(null));
    if (markReady) markAppReady();
  }, [dispatch, markReady]);
  return null;
}
