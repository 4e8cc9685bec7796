// The language of the page being shown, for any component below the router: the public layout
// provides it from the URL's prefix (src/domain/locales.ts), the back office and tests get English.
import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@/domain/locales';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The page's language ('en' outside a LocaleProvider). */
export const useLocale = (): Locale => useContext(LocaleContext);
