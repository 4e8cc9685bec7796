import type { Storage as PersistStorage } from 'redux-persist';

// redux-persist's own 'redux-persist/lib/storage' breaks in the Vite build; this is the same thing:
// localStorage behind promises, and a no-op where there is none (server rendering, private modes).
function available(): globalThis.Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

export const localPersistStorage: PersistStorage = {
  getItem: (key: string) => Promise.resolve(available()?.getItem(key) ?? null),
  setItem: (key: string, value: string) => Promise.resolve(available()?.setItem(key, value)),
  removeItem: (key: string) => Promise.resolve(available()?.removeItem(key)),
};
