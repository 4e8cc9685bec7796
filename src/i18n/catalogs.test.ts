// Every language has every text (the type-check already refuses a missing key; this also refuses an
// extra one, an empty text and a text left in English), each part loads for every language, and
// English is the spec's (/work/shared/spec/product-spec.md, sections 2-4).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { catalogSourceFile } from '@/app/build-files';
import { LOCALES, TRANSLATION_LOCALES, type Locale } from '@/domain/locales';
import { provideShellImports, shellMessages } from './catalog';
import { en, type Messages } from './messages/en';
import { de } from './messages/de';
import { es } from './messages/es';
import { loadMessages, pageImports } from './page-messages';
import { shellImports } from './shell-imports';
import { formatsFor } from './format';

const CATALOGS: Record<Locale, Messages> = { en, de, es };

/** Texts that are the same in a language as in English, on purpose. */
const SAME_AS_ENGLISH: Record<Exclude<Locale, 'en'>, string[]> = {
  // "Name" is German for name; Blog, Community, Support, Admin, Whitepaper, Webinar, Tool(s) and
  // Video(s) are the words German sites use; the product's names stay.
  de: [
    'demo.fields.name',
    'footer.blog',
    'footer.community',
    'footer.support',
    'footer.admin',
    'seo.support.title',
    'seo.community.title',
    'seo.blog.title',
    'seo.blog.overline',
    'community.overline',
    'community.title',
    'resources.types.whitepaper.label',
    'resources.types.webinar.label',
    'resources.types.tool.label',
    'resources.types.tool.plural',
    'resources.types.video.label',
    'resources.types.video.plural',
  ],
  // Blog, Admin and General (a FAQ category) are the words Spanish sites use.
  es: ['footer.blog', 'footer.admin', 'seo.blog.title', 'faq.general'],
};

/** Each text by its path (`demo.fields.name`); a function is called with sample arguments. */
function texts(catalog: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(catalog as Record<string, unknown>)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[at] = value;
    else if (typeof value === 'function') out[at] = String((value as (...a: unknown[]) => unknown)(7, 'X'));
    else Object.assign(out, texts(value, at));
  }
  return out;
}

describe('UI text catalogs', () => {
  const english = texts(en);

  it('every language has every English text, no more, none empty, none left in English but the listed ones', () => {
    expect(Object.keys(CATALOGS).sort()).toEqual(LOCALES.map((l) => l.code).sort());
    for (const locale of TRANSLATION_LOCALES) {
      const own = texts(CATALOGS[locale]);
      expect(Object.keys(own).sort()).toEqual(Object.keys(english).sort());
      for (const [key, value] of Object.entries(own)) {
        expect([locale, key, value.trim()]).not.toEqual([locale, key, '']);
        const same = value === english[key];
        expect([locale, key, same]).toEqual([locale, key, SAME_AS_ENGLISH[locale as 'de' | 'es'].includes(key)]);
      }
    }
  });

  it('keeps the spec’s English texts', () => {
    expect(en.layout.getDemo).toBe('Get a Demo');
    expect(en.layout.nav).toEqual({
      solutions: 'Solutions',
      technology: 'Technology',
      resources: 'Resources',
      company: 'Company',
    });
    expect(en.footer.products).toEqual(['Automation Engine', 'Workflow Designer', 'Analytics Suite', 'Integrations']);
    expect(en.demo.intro).toBe(
      "Fill out the form below and we'll get back to you within 24 hours with a personalized demo.",
    );
    expect([en.demo.cancel, en.demo.submit, en.demo.submitting, en.demo.thankYouTitle]).toEqual([
      'Cancel',
      'Request Demo',
      'Submitting...',
      'Thank You!',
    ]);
    expect(en.demo.thankYou).toBe(
      "Thank you for joining our waiting list! We'll be in touch with you as soon as our product is ready. Our team will review your requirements and contact you within 24-48 hours.",
    );
  });

  it('loads each language’s parts from their chunks, the same texts as its whole catalog', async () => {
    provideShellImports(shellImports);
    for (const locale of TRANSLATION_LOCALES) {
      expect(existsSync(path.join(process.cwd(), catalogSourceFile(locale)))).toBe(true);
      expect(shellImports[locale]).toBeDefined();
      expect(pageImports[locale]).toBeDefined();
      expect(texts(await loadMessages(locale))).toEqual(texts(CATALOGS[locale]));
      expect(shellMessages.loaded(locale)).toBe((await shellImports[locale]!()).default);
    }
  });

  it('writes dates, times and numbers in the page’s language', () => {
    const at = new Date('2026-03-05T14:07:00Z');
    expect(formatsFor('en').eventDateTime(at)).toBe('Thu, Mar 5, 2026, 2:07 PM UTC');
    expect(formatsFor('de').eventDateTime(at)).toMatch(/^Do\., 5\. März 2026, 14:07 (UTC|GMT)$/);
    expect(formatsFor('es').dateTime(at)).toBe('5 mar 2026, 14:07');
    expect([formatsFor('en').relative(-3, 'day'), formatsFor('de').relative(-3, 'day')]).toEqual([
      '3 days ago',
      'vor 3 Tagen',
    ]);
    expect([formatsFor('en').integer(12345), formatsFor('de').integer(12345), formatsFor('de').decimal(4)]).toEqual([
      '12,345',
      '12.345',
      '4,0',
    ]);
  });

  it('writes numbers in the language’s way', () => {
    expect(de.validation.atMost(2000)).toBe('Höchstens 2.000 Zeichen');
    expect(es.validation.atMost(2000)).toBe('Como máximo 2000 caracteres');
    expect(en.validation.atMost(2000)).toBe('At most 2000 characters');
  });
});
