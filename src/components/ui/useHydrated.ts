import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Whether this component runs in the browser with its handlers attached: false on the server and
 * while React hydrates the server's HTML (the server snapshot), true right after, and in a render
 * the browser makes itself. A control whose handler is all it has renders disabled (or as its
 * no-JavaScript form) until then, so no control looks ready while it is dead.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
