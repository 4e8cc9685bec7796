import { useSyncExternalStore } from 'react';

// The header's "scrolled" state from the window's scroll position, read through React's external
// store API: the same answer as MUI's useScrollTrigger({ disableHysteresis: true }), without its
// module in the landing page's first script. On the server, and while hydrating, the page is at
// the top.
function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Whether the window has scrolled more than `threshold` pixels down. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
