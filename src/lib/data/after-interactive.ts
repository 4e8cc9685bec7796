let ready: Promise<void> | null = null;

/** Resolves once the page has loaded and the browser is idle (at most 2 s after load): when work
 *  that the first paint and hydration need not wait for (the Firebase SDK) may start. */
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
