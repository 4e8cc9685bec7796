import type { AuthUser, Backend } from '../backend-types';
import { hasSessionHint, writeSessionHint } from '../session-hint';

type AuthBackend = Backend['auth'];
type Listener = (user: AuthUser | null) => void;

/**
 * The identity service loaded on first need. A visitor who has never signed in on this browser
 * gets "signed out" at once and no Firebase Auth code at all (~34 kB gzipped and several long
 * tasks on a phone); it loads when there is a session to restore (the hint above) or when the
 * visitor signs in, signs up or resets a password. Listeners registered before it loads hear the
 * real state as soon as it does.
 */
export function lazyAuth(
  load: () => Promise<AuthBackend>,
  hasSession: () => boolean = hasSessionHint,
): { auth: AuthBackend; restore: () => Promise<void> } {
  let real: Promise<AuthBackend> | null = null;
  // Listeners that heard "signed out" without Auth, each with how to stop its real listener.
  const waiting = new Set<{ listener: Listener; stop: () => void }>();

  const attach = (auth: AuthBackend, listener: Listener) =>
    auth.onChange((user) => {
      writeSessionHint(user !== null);
      listener(user);
    });

  const loaded = () => {
    real ??= load().then((auth) => {
      for (const entry of waiting) entry.stop = attach(auth, entry.listener);
      return auth;
    });
    return real;
  };

  const auth: AuthBackend = {
    onChange(listener) {
      let stop: (() => void) | null = null;
      let stopped = false;
      if (real || hasSession()) {
        loaded().then(
          (auth) => {
            if (!stopped) stop = attach(auth, listener);
          },
          () => {
            if (!stopped) listener(null);
          },
        );
      } else {
        // Nothing to restore: signed out now; the real listener takes over once Auth loads.
        const entry = { listener, stop: () => {} };
        waiting.add(entry);
        stop = () => {
          waiting.delete(entry);
          entry.stop();
        };
        queueMicrotask(() => {
          if (!stopped && !real) listener(null);
        });
      }
      return () => {
        stopped = true;
        stop?.();
      };
    },
    signIn: (email, password) => loaded().then((a) => a.signIn(email, password)),
    signUp: (email, password, name) => loaded().then((a) => a.signUp(email, password, name)),
    signOut: () => loaded().then((a) => a.signOut()),
    sendVerification: () => loaded().then((a) => a.sendVerification()),
    refresh: () => loaded().then((a) => a.refresh()),
    resetPassword: (email) => loaded().then((a) => a.resetPassword(email)),
  };
  /** With a session to restore, loads Auth now (so Firestore starts with the account's
   *  credentials instead of switching to them); resolves either way, never rejects. */
  const restore = () =>
    hasSession()
      ? loaded().then(
          () => undefined,
          () => undefined,
        )
      : Promise.resolve();
  return { auth, restore };
}
