// Where each language's UI texts come from, in two parts per language: the first paint's
// (messages/<locale>-shell.ts: header, phone menu, skip link) and the rest's (messages/<locale>-page.ts:
// footer, status banners, demo form, not-found page), so that no text of a part that loads later
// weighs on the first script (docs/i18n.md has the measurements).
//   - English: its shell is imported statically (first script); its page part travels with the
//     parts that use it (./use-page-messages.ts imports it).
//   - German, Spanish: each part is a chunk. The shell is loaded before the page renders: the server
//     awaits `loadMessages` (src/entry-server.tsx), the page preloads the shell's chunk (its start
//     script's data-preload: src/app/build-files.ts preloadsOf) and the browser awaits it before
//     hydrating (src/app/client.tsx): no flash of English, no mismatch. The page part is loaded by
//     the first part that needs it, which suspends meanwhile (React keeps that part's server HTML).
import { DEFAULT_LOCALE, type Locale } from '@/domain/locales';
import type { Messages, PageMessages } from './messages/en';
import { enShell, type ShellMessages } from './messages/en-shell';
import { loader, type Module } from './loader';

export type { Messages, PageMessages, ShellMessages };
// For the modules of later parts: they take the locales' facts through this entry module, so that the
// bundler keeps src/domain/locales.ts in the entry chunk (imported from a lazy chunk directly, it
// became a chunk of its own: 0.3 kB more first script).
export { DEFAULT_LOCALE, localeInfo } from '@/domain/locales';

type ShellImports = Partial<Record<Locale, () => Module<ShellMessages>>>;
let shellImports: ShellImports = {};
/** Where the other languages' shells come from (./shell-imports.ts, handed over by the app's start
 *  and the server renderer). */
export const provideShellImports = (imports: ShellImports) => void (shellImports = imports);

/** The first paint's texts per language (English at once; another language once loaded). */
export const shellMessages = loader<ShellMessages>(
  (locale) =>
    locale === DEFAULT_LOCALE
      ? Promise.resolve({ default: enShell })
      : (shellImports[locale]?.() ?? Promise.reject(new Error(`no first-paint texts for ${locale}`))),
  { [DEFAULT_LOCALE]: enShell },
);
