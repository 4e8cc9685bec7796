// Where each language's UI texts come from. English is imported statically (it is in the first
// script); German and Spanish are each a dynamic-import chunk of their own, loaded before the page
// renders: the server awaits `loadMessages` before rendering (src/entry-server.tsx), the German
// page preloads its catalog's chunk (its start script's data-preload) and the browser awaits it
// before hydrating (src/app/client.tsx), so hydration has the page's texts at once: no flash of
// English, no mismatch. Measured sizes and why no i18n library: docs/i18n.md.
import { DEFAULT_LOCALE, type Locale } from '@/domain/locales';
import { en, type Messages } from './messages/en';

export type { Messages };

const loaders: Record<Locale, () => Promise<Messages>> = {
  en: () => Promise.resolve(en),
  de: () => import('./messages/de').then((m) => m.de),
  es: () => import('./messages/es').then((m) => m.es),
};

const loaded: Partial<Record<Locale, Messages>> = { [DEFAULT_LOCALE]: en };
const loading: Partial<Record<Locale, Promise<Messages>>> = {};

/** A language's texts, loading its chunk the first time (one request however often it is asked;
 *  a failed load is tried again on the next call). */
export function loadMessages(locale: Locale): Promise<Messages> {
  const ready = loaded[locale];
  if (ready) return Promise.resolve(ready);
  loading[locale] ??= loaders[locale]().then(
    (messages) => (loaded[locale] = messages),
    (error: unknown) => {
      delete loading[locale];
      throw error;
    },
  );
  return loading[locale]!;
}

/** A language's texts if they have been loaded (English always has). */
export const loadedMessages = (locale: Locale): Messages | undefined => loaded[locale];
