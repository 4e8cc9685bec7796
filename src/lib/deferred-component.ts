import { createElement, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { afterInteractive } from './after-interactive';
import { appReady } from './app-ready';

/**
 * A component whose code is not part of a public page's first script, for what a page rarely shows
 * at first (a notice): it loads once the page answers input, so it is there before it is needed,
 * even if the network drops later; or at once when something needs it sooner. Until then
 * `Deferred` renders `Fallback`, a plain stand-in with the same content. It renders `Fallback`
 * while React hydrates too (the server had no component either), so the markup always matches the
 * prerendered HTML.
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>, Fallback: ComponentType<P>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        listeners.forEach((notify) => notify());
      },
      () => void (loading = null), // offline: the next use tries again
    ));
  if (typeof window !== 'undefined') void appReady.then(afterInteractive).then(preload);
  const subscribe = (notify: () => void) => {
    listeners.add(notify);
    return () => void listeners.delete(notify);
  };
  function Deferred(props: P) {
    const component = useSyncExternalStore(
      subscribe,
      () => loaded,
      () => null,
    );
    useEffect(() => {
      if (!component) void preload();
    }, [component]);
    return createElement(component ?? Fallback, props);
  }
  return { preload, Deferred };
}
