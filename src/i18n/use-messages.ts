// The page's UI texts for a component: the catalog of the page's language (useLocale()). The server
// and the browser load it before they render (./catalog.ts), so server HTML and hydration read the
// same texts at once; a client-side move into a language not loaded yet suspends until its chunk
// has arrived (no English flash). The back office does not use it: it stays in English.
import { use } from 'react';
import { useLocale } from './locale-context';
import { loadedMessages, loadMessages, type Messages } from './catalog';

/** The page's texts. */
export function useMessages(): Messages {
  const locale = useLocale();
  return loadedMessages(locale) ?? use(loadMessages(locale));
}
