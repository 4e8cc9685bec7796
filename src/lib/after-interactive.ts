let ready: Promise<void> | null = null;

/** Resolves once the page has loaded and the main thread is idle (at most 2 s after load):
 *  when work that is not needed for the first paint (the Firebase SDK) may start. */
export function afterInteractive(): Promise<void> {
  ready ??= new Promise<void>((resolve) => {
    if (typeof window === 'undefined') return resolve();
    const idle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => resolve(), { timeout: 2000 })
        : setTimeout(resolve, 0);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return ready;
}
