let ready: Promise<void> | null = null;

/** The browser's next idle moment (at most 2 s away). */
const afterIdle = () =>
  new Promise<void>((resolve) =>
    typeof window !== 'undefined' && 'requestIdleCallback' in window
      ? window.requestIdleCallback(() => resolve(), { timeout: 2000 })
      : setTimeout(resolve, 0),
  );

/** Resolves once the page has loaded and the main thread is idle (at most 2 s after load):
 *  when work that is not needed for the first paint (the Firebase SDK) may start. */
export function afterInteractive(): Promise<void> {
  ready ??= new Promise<void>((resolve) => {
    if (typeof window === 'undefined') return resolve();
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  }).then(afterIdle);
  return ready;
}

/**
 * A gate that opens `delayMs` after the page has loaded (then at the next idle moment, as
 * afterInteractive), or at once when `open()` is called (the first write, sign-in, or anything else
 * that needs the backend now). Live listeners of a prerendered page wait on it: the page already
 * shows its data, so Firestore's SDK (~115 kB gzipped and its connection) need not compete with
 * hydration and the visitor's first interactions.
 */
export function createGate(delayMs: number): { wait: () => Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  let started = false;
  return {
    open,
    wait() {
      if (!started) {
        started = true;
        void afterInteractive()
          .then(() => new Promise((r) => setTimeout(r, delayMs)))
          .then(() => afterIdle())
          .then(open);
      }
      return opened;
    },
  };
}
