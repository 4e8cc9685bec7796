// The site's URLs in each language: English unprefixed, the others under their prefix with the
// section segments in English and the article's own translated slug; a page's alternates and where
// the language switcher leads.
import { ARTICLE_SECTIONS } from './article-sections';
import {
  articleAlternates,
  articlePath,
  LOCALIZED_PUBLIC_PATHS,
  pageAlternates,
  pagePath,
  rssPath,
  sectionOf,
  sectionPath,
  siteRouteOf,
  switchPath,
} from './paths';
import { PUBLIC_PATHS } from './routes';

const blog = sectionOf('blog');
const studies = sectionOf('case-studies');

test('English paths stay where they are; German and Spanish live under their prefix', () => {
  expect(pagePath('/')).toBe('/');
  expect(pagePath('/solutions', 'en')).toBe('/solutions');
  expect(pagePath('/', 'de')).toBe('/de/');
  expect(pagePath('/solutions', 'es')).toBe('/es/solutions');
  expect(sectionPath(blog, 'de')).toBe('/de/blog');
  expect(articlePath(blog, 'automated-code-checks', 'en')).toBe('/blog/automated-code-checks');
  expect(articlePath(blog, 'automatisierte-nachweise', 'de')).toBe('/de/blog/automatisierte-nachweise');
  expect(articlePath(studies, 'torre-harbourline', 'es')).toBe('/es/case-studies/torre-harbourline');
  expect([rssPath(), rssPath('de'), rssPath('es')]).toEqual(['/rss.xml', '/de/rss.xml', '/es/rss.xml']);
});

test('every fixed page exists in every language', () => {
  expect(LOCALIZED_PUBLIC_PATHS).toHaveLength(PUBLIC_PATHS.length * 3);
  expect(LOCALIZED_PUBLIC_PATHS).toEqual(expect.arrayContaining(['/company', '/de/company', '/es/', '/de/blog']));
});

test('a path is read back into its language, route and article', () => {
  expect(siteRouteOf('/de/blog/mein-beitrag')).toMatchObject({
    locale: 'de',
    path: '/blog/mein-beitrag',
    route: { page: 'BlogPostPage' },
    article: { section: ARTICLE_SECTIONS[0], slug: 'mein-beitrag' },
  });
  expect(siteRouteOf('/es/')).toMatchObject({ locale: 'es', path: '/', route: { page: 'HomePage' } });
  expect(siteRouteOf('/de/no-such-page').route).toBeUndefined();
  // A path that only starts like a prefix is English.
  expect(siteRouteOf('/design')).toMatchObject({ locale: 'en', route: undefined });
});

test('alternates: a fixed page has every language, an article only those it has', () => {
  expect(pageAlternates('/company')).toEqual({ en: '/company', de: '/de/company', es: '/es/company' });
  const post = articleAlternates(blog, { en: 'load-paths', de: 'lastpfade' });
  expect(post).toEqual({ en: '/blog/load-paths', de: '/de/blog/lastpfade' });
  expect(post.es).toBeUndefined();
});

test("the switcher leads to the same page in that language, else to that language's home", () => {
  const post = articleAlternates(blog, { en: 'load-paths', de: 'lastpfade' });
  expect(switchPath(post, 'de')).toBe('/de/blog/lastpfade');
  expect(switchPath(post, 'en')).toBe('/blog/load-paths');
  expect(switchPath(post, 'es')).toBe('/es/');
  expect(switchPath(pageAlternates('/terms'), 'es')).toBe('/es/terms');
});
