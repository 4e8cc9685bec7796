// The route table's derived facts: the article sections' routes, which path is an article, and
// where each page's content is shown (the page editor's preview is handed pathOfPage).
import { PAGE_IDS } from '@/features/page-content/types';
import { loadPage } from '@/app/page-modules';
import { ARTICLE_SECTIONS, articleOf, pathOfPage, PUBLIC_PATHS, PUBLIC_ROUTES, routeOf } from './routes';

test('each article section is a list route and an article route, behind its toggle', () => {
  for (const s of ARTICLE_SECTIONS) {
    expect(routeOf(s.prefix)).toMatchObject({ page: s.listPage, feature: s.toggle });
    expect(routeOf(`${s.prefix}/a-slug`)).toMatchObject({ page: s.articlePage, feature: s.toggle });
  }
  expect(PUBLIC_ROUTES.filter((r) => r.feature).map((r) => r.path)).toEqual([
    '/blog',
    '/blog/:slug',
    '/case-studies',
    '/case-studies/:slug',
  ]);
  expect(PUBLIC_PATHS.slice(-2)).toEqual(['/blog', '/case-studies']);
});

test('articleOf: one path segment below a section, as it stands in the path', () => {
  expect(articleOf('/blog/my-post')).toEqual({ section: ARTICLE_SECTIONS[0], slug: 'my-post' });
  expect(articleOf('/case-studies/a%20b')).toEqual({ section: ARTICLE_SECTIONS[1], slug: 'a%20b' });
  for (const path of ['/blog', '/blog/', '/blog/a/b', '/blogs/x', '/community/x'])
    expect([path, articleOf(path)]).toEqual([path, undefined]);
});

test('pathOfPage: about and pricing have no public route, every other page its own', async () => {
  // The page modules' own declarations (`data.content`), as the back office reads them.
  const content = new Map<string, string | undefined>();
  for (const route of PUBLIC_ROUTES) content.set(route.page, (await loadPage(route.page)).data?.content);
  expect(Object.fromEntries(PAGE_IDS.map((id) => [id, pathOfPage(id, (page) => content.get(page))]))).toEqual({
    home: '/',
    about: null,
    pricing: null,
    solutions: '/solutions',
    technology: '/technology',
    resources: '/resources',
    company: '/company',
    support: '/support',
    privacy: '/privacy',
    terms: '/terms',
    cookies: '/cookies',
  });
});
