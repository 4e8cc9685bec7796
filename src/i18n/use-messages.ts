// The first paint's UI texts (header, phone menu, skip link) in the page's language (useLocale()).
// They are loaded before the page renders, on the server and in the browser (./catalog.ts); a
// client-side move into a language not loaded yet suspends until its chunk has arrived. The texts
// of the parts that load later: ./use-page-messages.ts. The back office stays in English.
import { use } from 'react';
import { shellMessages, type ShellMessages } from './catalog';
import { useLocale } from './locale-context';

/** The first paint's texts in the page's language. */
export function useMessages(): ShellMessages {
  const locale = useLocale();
  return shellMessages.loaded(locale) ?? use(shellMessages.load(locale));
}
