import { isFulfilled, isRejected, type Middleware } from '@reduxjs/toolkit';

export interface Toast {
  variant: 'success' | 'error';
  title: string;
  message: string;
  detail?: string;
}
export type Notify = (toast: Toast) => void;

/** Toasts for a mutation endpoint: success text (may depend on the argument) and failure text. */
export interface ToastSpec<Arg = unknown> {
  success?: string | ((arg: Arg) => string);
  error: string;
  /** Extra failure detail for some error codes (e.g. storage unavailable). */
  errorDetail?: Record<string, string>;
}
/** Toast specs by mutation endpoint name. */
export type ToastTable = Record<string, ToastSpec>;

/** A toast spec whose success text reads the mutation's argument, typed by that argument. The
 *  middleware only calls it with the argument of the endpoint it is keyed by. */
export function defineToasts<Arg>(spec: ToastSpec<Arg>): ToastSpec {
  const { success } = spec;
  return typeof success === 'function' ? { ...spec, success: (arg) => success(arg as Arg) } : (spec as ToastSpec);
}

// Toast tables, registered by the module that defines their mutations when it loads (so the public
// bundle carries none of the back office's).
const registered: ToastTable = {};
export function registerToasts(table: ToastTable): void {
  Object.assign(registered, table);
}

interface MutationMeta {
  arg?: { type?: string; endpointName?: string; originalArgs?: unknown };
}

/**
 * The one place errors surface: a middleware that turns settled mutations with registered toasts
 * (`registerToasts`) into the spec's toasts ("Success" / "Error"), once the reducers have seen them,
 * so components need no try/catch. (A plain middleware: RTK's listener middleware would do the same
 * at ~2 kB more in every public page's first script.)
 */
export function createToastMiddleware(notify: Notify): Middleware {
  // A toast that cannot be shown must not fail the write it reports.
  const show = (toast: Toast) => {
    try {
      notify(toast);
    } catch (error) {
      console.error('[toasts] could not show a toast:', error);
    }
  };
  return () => (next) => (action) => {
    const result = next(action);
    if (!isFulfilled(action) && !isRejected(action)) return result;
    const meta = (action as { meta?: MutationMeta }).meta?.arg;
    if (meta?.type !== 'mutation' || !meta.endpointName) return result;
    const spec = registered[meta.endpointName];
    if (!spec) return result;
    if (isFulfilled(action)) {
      if (spec.success) {
        const message = typeof spec.success === 'function' ? spec.success(meta.originalArgs) : spec.success;
        show({ variant: 'success', title: 'Success', message });
      }
    } else {
      const code = (action.payload as { code?: string } | undefined)?.code;
      const detail = code ? spec.errorDetail?.[code] : undefined;
      show({ variant: 'error', title: 'Error', message: spec.error, ...(detail ? { detail } : {}) });
    }
    return result;
  };
}
