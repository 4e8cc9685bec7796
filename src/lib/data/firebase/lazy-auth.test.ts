import type { AuthUser, Backend } from '../backend-types';
import { SESSION_HINT_KEY } from '../session-hint';
import { lazyAuth } from './lazy-auth';

type AuthBackend = Backend['auth'];
const ada: AuthUser = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', createdAt: null, emailVerified: true };

/** A stand-in identity service (this wraps the SDK's loader, not Firestore): holds a current user
 *  and tells its listeners, like onAuthStateChanged. */
function fakeAuth(initial: AuthUser | null) {
  let current = initial;
  const listeners = new Set<(u: AuthUser | null) => void>();
  const set = (u: AuthUser | null) => {
    current = u;
    listeners.forEach((l) => l(u));
  };
  const auth: AuthBackend = {
    onChange: (l) => {
      listeners.add(l);
      queueMicrotask(() => l(current));
      return () => listeners.delete(l);
    },
    signIn: async () => {
      set(ada);
      return ada;
    },
    signUp: async () => ada,
    signOut: async () => set(null),
    sendVerification: async () => {},
    refresh: async () => current,
    resetPassword: async () => {},
  };
  return { auth, listeners };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => window.localStorage.clear());

describe('lazyAuth', () => {
  it('a visitor who never signed in hears "signed out" without Auth being loaded', async () => {
    const load = jest.fn(async () => fakeAuth(null).auth);
    const { auth } = lazyAuth(load);
    const heard: (AuthUser | null)[] = [];
    auth.onChange((u) => heard.push(u));
    await settle();
    expect(heard).toEqual([null]);
    expect(load).not.toHaveBeenCalled();
  });

  it('signing in loads Auth; the early listener then hears the account, and the hint is kept', async () => {
    const fake = fakeAuth(null);
    const load = jest.fn(async () => fake.auth);
    const { auth } = lazyAuth(load);
    const heard: (AuthUser | null)[] = [];
    auth.onChange((u) => heard.push(u));
    await settle();
    await expect(auth.signIn('ada@example.com', 'pw')).resolves.toEqual(ada);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(heard.at(-1)).toEqual(ada);
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBe('1');

    await auth.signOut();
    expect(heard.at(-1)).toBeNull();
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('with a session to restore, Auth loads at once and reports the stored account', async () => {
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    const load = jest.fn(async () => fakeAuth(ada).auth);
    const { auth, restore } = lazyAuth(load);
    await restore();
    expect(load).toHaveBeenCalledTimes(1);
    const heard: (AuthUser | null)[] = [];
    auth.onChange((u) => heard.push(u));
    await settle();
    expect(heard).toEqual([ada]); // no "signed out" flash before the account
  });

  it('a session that expired elsewhere clears the hint, so the next visit skips Auth', async () => {
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    const { auth } = lazyAuth(async () => fakeAuth(null).auth);
    const heard: (AuthUser | null)[] = [];
    auth.onChange((u) => heard.push(u));
    await settle();
    await settle();
    expect(heard).toEqual([null]);
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('a listener stopped before Auth loads hears nothing more, and its real listener is removed', async () => {
    const fake = fakeAuth(null);
    const { auth } = lazyAuth(async () => fake.auth);
    const heard: (AuthUser | null)[] = [];
    const stop = auth.onChange((u) => heard.push(u));
    stop();
    await settle();
    await auth.signIn('ada@example.com', 'pw');
    await settle();
    expect(heard).toEqual([]);
    expect(fake.listeners.size).toBe(0);
  });

  it('restore() without a session loads nothing; a failed load still says "signed out"', async () => {
    const failing = jest.fn(() => Promise.reject(new Error('chunk failed')));
    const { restore } = lazyAuth(failing);
    await restore();
    expect(failing).not.toHaveBeenCalled();

    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    const second = lazyAuth(failing);
    await expect(second.restore()).resolves.toBeUndefined();
    const heard: (AuthUser | null)[] = [];
    second.auth.onChange((u) => heard.push(u));
    await settle();
    expect(heard).toEqual([null]);
  });
});
