import { Suspense, useSyncExternalStore } from 'react';
import { lazyWithRetry } from '@/lib/util/lazy';
import type { Notify, Toast } from '@/lib/util';

// notistack is not in the first paint: the store's toasts queue here until the toast host (its own
// chunk, src/app/toast-host.tsx) has loaded, which the first toast triggers.
const queue: Toast[] = [];
let show: Notify | null = null;
let wanted = false;
const listeners = new Set<() => void>();

/** Shows the store's toasts with notistack (loaded on the first one). */
export const notify: Notify = (toast) => {
  if (show) return show(toast);
  queue.push(toast);
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
};

/** The toast host hands over how to show a toast; the queued ones show at once. */
export function attachToasts(fn: Notify): () => void {
  show = fn;
  for (const toast of queue.splice(0)) fn(toast);
  return () => {
    if (show === fn) show = null;
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const ToastHost = lazyWithRetry(() => import('./toast-host'));

/** Where toasts appear: nothing until the first toast asks for them. */
export function Toaster() {
  const on = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return on ? (
    <Suspense fallback={null}>
      <ToastHost attach={attachToasts} />
    </Suspense>
  ) : null;
}
