// sitemap.xml and each language's rss.xml (issue 41): the sitemap lists every page in each language
// it has, each <url> with its xhtml:link alternates and x-default; a post without a Spanish version
// has no Spanish URL nor alternate; a German feed holds the German posts, German links, `de`.
// Parsed as XML (jsdom's DOMParser): valid documents, read by their elements.
import { sectionOf } from '@/domain/site/paths';
import type { ArticleTranslation } from '@/domain/site/localize-articles';
import { blogRss, sitemapXml, type FeedSource, type PublicArticle } from './feeds';

const SITE = 'https://structura.example';
const XHTML = 'http://www.w3.org/1999/xhtml';
const blog = sectionOf('blog');

const post = (id: string, slug: string, title: string): PublicArticle => ({
  id,
  slug,
  title,
  excerpt: `${title}: the excerpt`,
  author: 'Dana Ortiz',
  seoTitle: '',
  seoDescription: '',
  coverImage: '',
  publishedAt: new Date('2026-05-01T10:00:00Z'),
  updatedAt: null,
});
const translation = (parentId: string, locale: 'de' | 'es', slug: string, title: string, live = true) =>
  ({
    id: locale,
    parentId,
    locale,
    slug,
    title,
    excerpt: `${title}: Auszug`,
    body: '',
    seoTitle: '',
    seoDescription: '',
    live,
    publishedAt: '2026-05-02T10:00:00Z',
  }) satisfies ArticleTranslation;

const source: FeedSource = {
  toggles: async () => ({}),
  published: async (s) =>
    s === blog ? [post('p1', 'load-paths', 'Load paths'), post('p2', 'timber-checks', 'Timber checks')] : [],
  translations: async () => [
    translation('p1', 'de', 'lastpfade', 'Lastpfade'),
    translation('p1', 'es', 'trayectorias-de-carga', 'Trayectorias de carga'),
    // p2: German only, and a Spanish draft (not live: never listed).
    translation('p2', 'de', 'holznachweise', 'Holznachweise'),
    translation('p2', 'es', 'comprobaciones-madera', 'Comprobaciones de madera', false),
  ],
};

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

/** Each <url>'s loc and its alternates by hreflang. */
function urls(doc: Document) {
  return Object.fromEntries(
    Array.from(doc.getElementsByTagName('url')).map((u) => [
      u.getElementsByTagName('loc')[0]!.textContent!.replace(SITE, ''),
      Object.fromEntries(
        Array.from(u.getElementsByTagNameNS(XHTML, 'link')).map((l) => [
          l.getAttribute('hreflang'),
          l.getAttribute('href')!.replace(SITE, ''),
        ]),
      ),
    ]),
  );
}

test('sitemap.xml: each language a page has, with its alternates and x-default', async () => {
  const map = urls(parse(await sitemapXml(SITE, source)));
  expect(map['/de/company']).toEqual({ en: '/company', de: '/de/company', es: '/es/company', 'x-default': '/company' });
  expect(map['/es/']).toMatchObject({ en: '/', de: '/de/', es: '/es/', 'x-default': '/' });
  const loadPaths = {
    en: '/blog/load-paths',
    de: '/de/blog/lastpfade',
    es: '/es/blog/trayectorias-de-carga',
    'x-default': '/blog/load-paths',
  };
  expect(map['/blog/load-paths']).toEqual(loadPaths);
  expect(map['/de/blog/lastpfade']).toEqual(loadPaths);
  // No Spanish version (the draft is not live): no Spanish URL, no es alternate.
  const timber = { en: '/blog/timber-checks', de: '/de/blog/holznachweise', 'x-default': '/blog/timber-checks' };
  expect(map['/de/blog/holznachweise']).toEqual(timber);
  expect(Object.keys(map).filter((u) => u.includes('madera'))).toEqual([]);
});

test("each language's rss.xml is valid RSS with that language's posts and links", async () => {
  const de = parse((await blogRss(SITE, source, 'de'))!);
  expect(de.getElementsByTagName('language')[0]!.textContent).toBe('de');
  const channel = (doc: Document, tag: string) =>
    Array.from(doc.getElementsByTagName('channel')[0]!.childNodes).find((n) => n.nodeName === tag)!.textContent;
  expect(channel(de, 'description')).toBe('Tragwerksplanung und KI-Automatisierung: Fachbeiträge von Structura AI.');
  const items = Array.from(de.getElementsByTagName('item')).map((i) => [
    i.getElementsByTagName('title')[0]!.textContent,
    i.getElementsByTagName('link')[0]!.textContent,
  ]);
  expect(items).toEqual([
    ['Lastpfade', `${SITE}/de/blog/lastpfade`],
    ['Holznachweise', `${SITE}/de/blog/holznachweise`],
  ]);
  const es = parse((await blogRss(SITE, source, 'es'))!);
  expect(
    Array.from(es.getElementsByTagName('item')).map((i) => i.getElementsByTagName('title')[0]!.textContent),
  ).toEqual(['Trayectorias de carga']);
  expect([channel(es, 'title'), channel(es, 'description')]).toEqual([
    'Blog de Structura AI',
    'Ingeniería estructural y automatización con IA: artículos de Structura AI.',
  ]);
  const en = parse((await blogRss(SITE, source))!);
  expect(en.getElementsByTagName('language')[0]!.textContent).toBe('en');
  expect(en.getElementsByTagName('item')).toHaveLength(2);
  expect([channel(en, 'title'), channel(en, 'description')]).toEqual([
    'Structura AI Blog',
    'Structural engineering and AI automation: articles from Structura AI.',
  ]);
});
