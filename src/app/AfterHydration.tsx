import { useEffect } from 'react';
import { markAppReady } from '@/components/ui/PageHydrated';
import { authChanged } from '@/features/auth/authSlice';
import { appReady } from '@/lib/app-ready';
import { delay } from '@/lib/async';
import { sectionsLoaded } from '@/lib/lazy';
import { hasSessionHint } from '@/lib/session-hint';
import { useAppDispatch } from './hooks';

/** The longest the boot script holds button presses after the app has rendered. */
const REPLAY_LATEST_MS = 6000;

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
 *  - buttons pressed before the app could answer (the boot script held them) are pressed again,
 *    once the page's content has hydrated and its lazily loaded parts have loaded;
 *  - <html data-app="ready"> says the page now answers input: here for a page the app rendered
 *    itself; a prerendered page says so from <PageHydrated /> once its content (a Suspense boundary
 *    React hydrates after the root, in slices) has hydrated too: typing into a field that is not
 *    hydrated yet would not reach the app. */
export function AfterHydration({ markReady = true }: { markReady?: boolean }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!hasSessionHint()) dispatch(authChanged(null));
    // Once the page's content has hydrated and the parts that load apart have loaded (lazySection):
    // React drops a click on a part it cannot hydrate yet, and hydrates one whose code is there for
    // the click. At the latest after REPLAY_LATEST_MS: until then the boot script holds every button
    // press. In a task of its own: React cannot hydrate a boundary from inside this effect.
    void Promise.race([appReady.then(() => sectionsLoaded()), delay(REPLAY_LATEST_MS)]).then(() =>
      setTimeout(() => window.__replayEarlyClicks?.(), 0),
    );
    // For tools and tests that need to know the page can now answer input.
    if (markReady) markAppReady();
  }, [dispatch, markReady]);
  return null;
}
