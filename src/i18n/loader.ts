// A language's part of the UI texts, loaded once (src/i18n/catalog.ts).
import type { Locale } from '@/domain/locales';

/** A language's part as a module: its default export. */
export type Module<T> = Promise<{ default: T }>;

/** Loads a part once per language however often it is asked (a failed load is tried again on the
 *  next call), and says synchronously what has been loaded. */
export function loader<T>(load: (locale: Locale) => Module<T>, preset: Partial<Record<Locale, T>>) {
  const loaded = { ...preset };
  const loading: Partial<Record<Locale, Promise<T>>> = {};
  return {
    loaded: (locale: Locale): T | undefined => loaded[locale],
    load(locale: Locale): Promise<T> {
      const ready = loaded[locale];
      if (ready) return Promise.resolve(ready);
      loading[locale] ??= load(locale).then(
        (module) => (loaded[locale] = module.default),
        (error: unknown) => {
          delete loading[locale];
          throw error;
        },
      );
      return loading[locale]!;
    },
  };
}
