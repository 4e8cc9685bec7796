let ready: Promise<void> | null = null;

/** A task boundary: what follows runs in a new task, so a long start does not become one long task
 *  that keeps the page from answering input (`scheduler.yield()` where the browser has it: the
 *  continuation goes ahead of other queued work; elsewhere a zero timeout). */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function'
    ? scheduler.yield()
    : new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/** The browser's next idle moment (at most `timeout` ms away): work started there runs in a task
 *  of its own instead of lengthening the one that is running. */
export function nextIdle(timeout = 2000): Promise<void> {
  return new Promise<void>((resolve) =>
    typeof window !== 'undefined' && 'requestIdleCallback' in window
      ? window.requestIdleCallback(() => resolve(), { timeout })
      : setTimeout(resolve, 0),
  );
}

/** Resolves once the page has loaded and the browser is idle (at most 2 s after load): when work
 *  that the first paint and hydration need not wait for (the Firebase SDK) may start. */
export function afterInteractive(): Promise<void> {
  ready ??= new Promise<void>((resolve) => {
    if (typeof window === 'undefined') return resolve();
    const idle = () => void nextIdle().then(resolve);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return ready;
}
