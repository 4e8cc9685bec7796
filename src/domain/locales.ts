// The site's languages, declared once: the browser, the site function, the feeds, the seed and the
// rules' tests all read this list. English is the default and keeps its unprefixed URLs; every other
// language lives under its prefix (`/de/...`). Adding a language is one entry here plus its texts
// (src/i18n/messages/<code>.ts and the page and article translations).

export const LOCALES = [
  { code: 'en', name: 'English', nativeName: 'English', prefix: '', ogLocale: 'en_US' },
  { code: 'de', name: 'German', nativeName: 'Deutsch', prefix: '/de', ogLocale: 'de_DE' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', prefix: '/es', ogLocale: 'es_ES' },
] as const;

export type LocaleInfo = (typeof LOCALES)[number];
export type Locale = LocaleInfo['code'];

/** The default language: unprefixed URLs, the source text of every translation, `x-default`. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The languages a translation can be made into (every locale but the default). */
export const TRANSLATION_LOCALES: readonly Locale[] = LOCALES.filter((l) => l.code !== DEFAULT_LOCALE).map(
  (l) => l.code,
);

export const LOCALE_CODES: readonly Locale[] = LOCALES.map((l) => l.code);

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);

export const localeInfo = (code: Locale): LocaleInfo => LOCALES.find((l) => l.code === code) ?? LOCALES[0];

/** The language a URL path is in and the path without its prefix (`/de/blog/x` → de, `/blog/x`;
 *  `/de` → de, `/`). A path without a known prefix is English. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const l of LOCALES) {
    if (!l.prefix) continue;
    if (pathname === l.prefix || pathname === `${l.prefix}/`) return { locale: l.code, path: '/' };
    if (pathname.startsWith(`${l.prefix}/`)) return { locale: l.code, path: pathname.slice(l.prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** A site path in a language: `/blog` in German is `/de/blog`, `/` is `/de/`. */
export function localizePath(locale: Locale, path: string): string {
  const { prefix } = localeInfo(locale);
  if (!prefix) return path;
  return path === '/' ? `${prefix}/` : `${prefix}${path}`;
}
