import { useEffect } from 'react';
import { markAppReady } from '@/components/ui/PageHydrated';
import { authChanged } from '@/features/auth/authSlice';
import { hasSessionHint } from '@/lib/session-hint';
import { useAppDispatch } from './hooks';

declare global {
  interface Window {
    /** Set by the built shell's boot script (scripts/lib/boot-plugin.ts). */
    __replayEarlyClicks?: () => void;
  }
}

/** Runs once the app has rendered (hydrated, for a prerendered page):
 *  - without a session to restore (src/lib/session-hint.ts) the visitor is signed out: say so now,
 *    not when the identity listener starts with the live data (the prerendered page shows the
 *    "loading" state it was rendered with until then);
 *  - buttons pressed before the app could answer (the boot script held them) are pressed again;
 *  - <html data-app="ready"> says the page now answers input: here for a page the app rendered
 *    itself; a prerendered page says so from <PageHydrated /> once its content (a Suspense boundary
 *    React hydrates after the root, in slices) has hydrated too: typing into a field that is not
 *    hydrated yet would not reach the app. */
export function AfterHydration({ markReady = true }: { markReady?: boolean }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!hasSessionHint()) dispatch(authChanged(null));
    // In a task of its own: React hydrates a still-dehydrated boundary for a click synchronously,
    // which it cannot do from inside this effect. (A press in a part whose code has not arrived
    // waits for it: src/components/ui/LazySection.tsx.)
    setTimeout(() => window.__replayEarlyClicks?.(), 0);
    // For tools and tests that need to know the page can now answer input.
    if (markReady) markAppReady();
  }, [dispatch, markReady]);
  return null;
}
