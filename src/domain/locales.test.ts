import { localizePath, splitLocalePath, isLocale, TRANSLATION_LOCALES } from './locales';

describe('locales', () => {
  it('keeps English unprefixed and prefixes the others', () => {
    expect(localizePath('en', '/blog/a')).toBe('/blog/a');
    expect(localizePath('de', '/blog/a')).toBe('/de/blog/a');
    expect(localizePath('es', '/')).toBe('/es/');
  });
  it('reads the language back from a path', () => {
    expect(splitLocalePath('/de/blog/a')).toEqual({ locale: 'de', path: '/blog/a' });
    expect(splitLocalePath('/es')).toEqual({ locale: 'es', path: '/' });
    expect(splitLocalePath('/es/')).toEqual({ locale: 'es', path: '/' });
    expect(splitLocalePath('/design')).toEqual({ locale: 'en', path: '/design' });
    expect(splitLocalePath('/desk/x')).toEqual({ locale: 'en', path: '/desk/x' });
  });
  it('knows its languages', () => {
    expect(isLocale('de')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(TRANSLATION_LOCALES).toEqual(['de', 'es']);
  });
});
