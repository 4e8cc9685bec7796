// The texts of the parts that load after the first paint (footer, status banners, the demo form,
// the not-found page) in the page's language. English comes with this module, so it travels in
// those parts' chunks; another language's part is loaded by the first component that asks, which
// suspends meanwhile (its server HTML stays until then: no flash, no mismatch).
import { use } from 'react';
import { DEFAULT_LOCALE } from './catalog';
import { pageMessages } from './page-messages';
import { useLocale } from './locale-context';
import { enPage, type PageMessages } from './messages/en-page';

/** The page's texts for a part that loads after the first paint. */
export function usePageMessages(): PageMessages {
  const locale = useLocale();
  if (locale === DEFAULT_LOCALE) return enPage;
  return pageMessages.loaded(locale) ?? use(pageMessages.load(locale));
}
