// The loader of the texts of the parts that load after the first paint (./catalog.ts says why they
// are apart). Not imported by the first script: its parts' chunks bring it.
import { isLocale, type Locale } from '@/domain/locales';
import { DEFAULT_LOCALE, shellMessages } from './catalog';
import { loader, type Module } from './loader';
import type { Messages } from './messages/en';
import { enPage, type PageMessages } from './messages/en-page';

/** Each language's part as a chunk (whole modules: Vite wraps an `import().then(pick)` in its
 *  preload helper). */
export const pageImports: Record<Locale, () => Module<PageMessages>> = {
  en: () => import('./messages/en-page'),
  de: () => import('./messages/de-page'),
  es: () => import('./messages/es-page'),
};

export const pageMessages = loader<PageMessages>((locale) => pageImports[locale](), { [DEFAULT_LOCALE]: enPage });

/** A language's texts, whole (the server renders with them; a lead's reasons use them). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const [shell, page] = await Promise.all([shellMessages.load(locale), pageMessages.load(locale)]);
  return { ...shell, ...page };
}

/** A language's texts as far as they are loaded, else English: for a page module's heading, which
 *  the server computes once the page's whole catalog is loaded (src/entry-server.tsx). */
export const loadedPageMessages = (locale: string | undefined): PageMessages =>
  (isLocale(locale) ? pageMessages.loaded(locale) : undefined) ?? enPage;
