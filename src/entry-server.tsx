// Server rendering of the public pages, built for Node by scripts/lib/prerender-plugin.ts: the build
// prerenders with it, and the site function (functions/src/site) renders each request with it. A
// route is matched against the same route table as the browser's (src/app/router.tsx,
// through React Router's static router), the data it needs is loaded into a store as a signed-out
// visitor reads it (the layout's, and what its page module declares: `data`, src/app/page-modules.ts),
// and the page is rendered once, its head included (React hoists the page's title, meta and link
// tags; the page's JSON-LD is added here). Its fulfilled queries go into the page as JSON, which the browser upserts into
// RTK Query's cache before hydrating (src/app/page-data.ts).
import type { EmotionCache } from '@emotion/cache';
import type { ReactNode } from 'react';
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { createEmotionCache, INSERTION_POINT, SERVER_STYLES_ATTR } from '@/app/emotion';
import { layoutPrefetch } from '@/app/layout/PublicLayout';
import { pageQueries, type PageQuery } from '@/app/page-data';
import { loadPage } from '@/app/page-modules';
import { AppProviders } from '@/app/providers';
import { ARTICLE_SECTIONS, articleOf, routeOf } from '@/domain/site/routes';
import { DEFAULT_LOCALE, splitLocalePath, type Locale } from '@/domain/locales';
import { articlePath, pagePath } from '@/domain/site/paths';
import { articleTranslationsApi } from '@/lib/data/article-translations';
import { localizeList } from '@/domain/site/localize-articles';
import { publicRoutes, PublicRoutes } from '@/app/router';
import { makeStore, type AppStore } from '@/app/store';
import { jsonLdScript, organizationLd } from '@/app/organization-ld';
import { ArticleSiteUrl } from '@/components/article/ArticleHead';
import { blogApi } from '@/features/blog/api';
import { brandingApi } from '@/features/branding/api';
import { caseStudiesApi } from '@/features/case-studies/api';
import { communityApi } from '@/features/community/api';
import { pageContentApi } from '@/features/page-content/api';
import { socialApi } from '@/features/social/api';
import { defaultPages } from '@/features/page-content/defaults';
import type { PageData } from '@/features/page-content/types';
import type { PageParams } from '@/lib/data';
import { withDefaults, withTranslation } from '@/features/page-content/merge';
import { togglesApi } from '@/features/toggles/api';
import { callToActionLabels } from '@/features/page-content/cta';
import { provideShellImports } from '@/i18n/catalog';
import { loadMessages, pageMessages } from '@/i18n/page-messages';
import { shellImports } from '@/i18n/shell-imports';
import { demoFromSearch } from '@/domain/leads/demo-url';
import { demoShownByUrl, type DemoFormState } from '@/features/ui/uiSlice';
import { env } from '@/config/env';
import { api } from '@/lib/data/api';
import { closeFirebaseBackend, loadFirebaseBackend } from '@/lib/data/backend';
import type { BackendLoader } from '@/lib/data/backend-types';
import { PAGE_DATA_ID, serializePageData } from '@/app/page-data';

export { closeFirebaseBackend as close };
/** The backend port a caller may render with (RenderOptions.backend): the site function implements
 *  it over the Admin SDK (functions/src/site/server-backend.ts). */
export type {
  AggregateResult,
  Aggregation,
  AppError,
  Backend,
  BackendLoader,
  DocData,
  PlainDoc,
  QuerySpec,
} from '@/lib/data/backend-types';

// The other languages' first-paint texts as chunks (src/i18n/catalog.ts).
provideShellImports(shellImports);

export interface RenderedPage {
  route: string;
  /** The page's language (its URL's prefix): the document's `lang`, and the UI texts' chunk the
   *  page preloads. */
  locale: Locale;
  /** The hoisted <title>, <meta> and <link> tags, for <head>. */
  head: string;
  /** The page's critical CSS: emotion's style tags for what this page uses. */
  styles: string;
  /** The markup inside #root. */
  body: string;
  data: PageQuery[];
  /** Its page module (src/pages/public/<page>.tsx), whose chunk the page preloads. */
  page: string | null;
  /** The h1 this page's data calls for (checked against the file by scripts/check-build.ts). */
  h1: string | null;
  /** It is the not-found page (in its language): the site function answers 404. */
  notFound: boolean;
  /** Article pages this page lists (published blog posts and case studies), to render too. */
  links: string[];
  /** Why the page cannot be rendered (a query failed): it is left to the browser. */
  error: string | null;
}

type State = ReturnType<AppStore['getState']>;

/** A page's copy: its published content over its defaults, and in another language its
 *  translation over that, field by field (as the page's own hook reads it). */
function contentOf(state: State, id: NonNullable<PageData['content']>, locale: Locale) {
  const english = withDefaults(defaultPages[id], pageContentApi.endpoints.getPublishedPage.select(id)(state).data);
  if (locale === DEFAULT_LOCALE) return english;
  const translation = pageContentApi.endpoints.getPageTranslation.select({ pageId: id, locale })(state).data;
  return (withTranslation(english, translation) as typeof english | undefined) ?? english;
}

/** The not-found page's heading in a language (its texts are loaded before the render). */
const notFoundHeading = (locale: Locale) => pageMessages.loaded(locale)?.notFound.title ?? 'Page not found';

/** The heading a route's data calls for, from the store the page was rendered with. */
function expectedHeading(localized: string, state: State, data: PageData, params: PageParams): string | null {
  const { locale, path: pathname } = splitLocalePath(localized);
  const notFound = notFoundHeading(locale);
  const route = routeOf(pathname);
  if (!route) return notFound;
  if (route.feature && togglesApi.endpoints.getToggles.select()(state).data?.[route.feature]?.enabled === false)
    return notFound;
  if (data.content) return contentOf(state, data.content, locale).sections.hero?.title ?? null;
  const article = articleOf(pathname);
  if (article) {
    // The page module's structured data found the article (in this language) or not.
    return (data.structuredData?.(state, params, '') as { headline?: string }[] | null)?.[0]?.headline ?? notFound;
  }
  const thread = pathname.match(/^\/community\/(.+)$/);
  if (thread) {
    if (thread[1]!.includes('/')) return notFound;
    const id = decodeURIComponent(thread[1]!);
    return communityApi.endpoints.getCommunityPost.select(id)(state).data?.title ?? notFound;
  }
  return typeof data.heading === 'function' ? data.heading(state, params) : (data.heading ?? null);
}

/** The home page's Organization JSON-LD, from the branding and social links the layout loaded. */
const homeLd = (state: State, locale: Locale) =>
  jsonLdScript(
    organizationLd(
      env.siteUrl,
      brandingApi.endpoints.getBranding.select()(state).data,
      socialApi.endpoints.getSocialLinks.select()(state).data,
    ),
  ) +
  // The home page itself, in its language.
  jsonLdScript({
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url: `${env.siteUrl}${pagePath('/', locale)}`,
    inLanguage: locale,
  });

/** The published articles a list page loaded, in its language. */
function articleLinks(state: State, locale: Locale): string[] {
  const translations = articleTranslationsApi.endpoints.getArticleTranslations.select()(state).data;
  const posts = localizeList(blogApi.endpoints.getBlogPosts.select()(state).data ?? [], locale, translations);
  const studies = localizeList(
    caseStudiesApi.endpoints.getCaseStudies.select()(state).data ?? [],
    locale,
    translations,
  );
  const [blog, caseStudies] = ARTICLE_SECTIONS;
  return [
    ...posts.map((p) => articlePath(blog, encodeURIComponent(p.slug), locale)),
    ...studies.map((c) => articlePath(caseStudies, encodeURIComponent(c.slug), locale)),
  ];
}

async function toHtml(node: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(node, {
    onError: (e) => void errors.push(e),
    // Every Suspense boundary inline: React would otherwise move large ones to the end of the
    // document with an inline script to swap them in, which the CSP refuses (no inline scripts).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  await new Promise<void>((resolve, reject) =>
    prelude.pipe(
      new Writable({ write: (chunk, _e, next) => ((html += chunk.toString()), next()) })
        .on('finish', resolve)
        .on('error', reject),
    ),
  );
  if (errors.length > 0) throw errors[0];
  return html;
}

/** Emotion's styles for this render: global styles each in a tag of their own (emotion's Global adopts
 *  them), and the class styles in one, which the browser's cache counts as inserted where it is
 *  (src/app/emotion.ts; see docs/performance.md). */
function extractStyles(cache: EmotionCache): string {
  const { key } = cache;
  const ids: string[] = [];
  let css = '';
  const globals: string[] = [];
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${key}-${id}`] === undefined)
      globals.push(`<style data-emotion="${key}-global ${id}" data-s="">${rules}</style>`);
    else {
      ids.push(id);
      css += rules;
    }
  }
  return `${globals.join('')}<style ${SERVER_STYLES_ATTR}="${key} ${ids.join(' ')}">${css}</style>`;
}

// React hoists a page's <title>, <meta> and <link> elements to the front of a non-document render.
const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;
function splitHead(html: string): { head: string; body: string } {
  let rest = html;
  let head = '';
  for (let m = rest.match(HOISTED); m; m = rest.match(HOISTED)) {
    head += m[0];
    rest = rest.slice(m[0].length);
  }
  return { head, body: rest };
}

const failure = (route: string, error: string): RenderedPage => ({
  route,
  locale: splitLocalePath(new URL(route, 'http://localhost').pathname).locale,
  head: '',
  styles: '',
  body: '',
  data: [],
  page: null,
  h1: null,
  notFound: false,
  links: [],
  error,
});

export interface RenderOptions {
  /** Where the data comes from: the Firebase SDK as a signed-out visitor (the build), or the site
   *  function's own read-only backend. */
  backend?: BackendLoader;
  /** A demo request posted without JavaScript and refused: the dialog shows it again, with what was
   *  typed, each field's reason and the form's (functions/src/leads/form-post.ts). */
  demoForm?: DemoFormState & { error?: string | null };
  /** The site URL an article's head names (the site function's own; else the build's). */
  siteUrl?: string;
}

/** The demo dialog as the page's URL asks for it (`?demo`), titled only with a call to action the
 *  page offers. */
function showDemoByUrl(store: AppStore, url: URL, data: PageData, demoForm: RenderOptions['demoForm'], locale: Locale) {
  const offered = data.content ? callToActionLabels(contentOf(store.getState(), data.content, locale)) : [];
  const shown = demoFromSearch(url.searchParams, offered);
  if (!shown) return;
  const { error = null, ...form } = demoForm ?? { values: {}, errors: {} };
  store.dispatch(demoShownByUrl({ ...shown, error, ...(demoForm ? { form } : {}) }));
}

export async function renderRoute(
  route: string,
  { backend = loadFirebaseBackend, demoForm, siteUrl = env.siteUrl }: RenderOptions = {},
): Promise<RenderedPage> {
  const store = makeStore({ backend });
  try {
    const routes = publicRoutes();
    const url = new URL(route, 'http://localhost');
    const { pathname } = url;
    const { locale, path: unprefixed } = splitLocalePath(pathname);
    // The page's UI texts, in its language, before it renders (src/i18n/catalog.ts).
    await loadMessages(locale);
    // The route's parameters and the page's language, which its queries read.
    const params = { ...(matchRoutes(routes, pathname)?.at(-1)?.params ?? {}), locale };
    const match = routeOf(unprefixed);
    const data: PageData = (match ? (await loadPage(match.page)).data : null) ?? {};
    const needs = [
      ...layoutPrefetch(),
      ...(data.content ? [pageContentApi.endpoints.getPublishedPage.initiate(data.content)] : []),
      ...(data.content && locale !== DEFAULT_LOCALE
        ? [pageContentApi.endpoints.getPageTranslation.initiate({ pageId: data.content, locale })]
        : []),
      ...(data.queries?.(params) ?? []),
    ];
    await Promise.all(needs.map((thunk) => store.dispatch(thunk as never)));
    const failed = Object.values(store.getState().api.queries).find((q) => q?.status === 'rejected');
    if (failed) return failure(route, JSON.stringify(failed.error));
    showDemoByUrl(store, url, data, demoForm, locale);

    const cache = createEmotionCache();
    cache.compat = true;
    const html = await toHtml(
      <AppProviders store={store} emotionCache={cache}>
        <ArticleSiteUrl.Provider value={siteUrl}>
          <StaticRouter location={route}>
            <PublicRoutes routes={routes} />
          </StaticRouter>
        </ArticleSiteUrl.Provider>
      </AppProviders>,
    );
    const { head, body } = splitHead(html);
    if (/<script\b/.test(body)) throw new Error(`${route}: the markup holds an inline script`);
    // A query the page reads but did not prefetch renders its loading state.
    if (/role="progressbar"/.test(body))
      throw new Error(`${route}: rendered a loading state (a query missing from its page's prefetch?)`);
    const state = store.getState();
    const ld = data.structuredData?.(state, params, siteUrl);
    const h1 = expectedHeading(pathname, state, data, params);
    return {
      route,
      locale,
      head: head + (unprefixed === '/' ? homeLd(state, locale) : '') + (ld ? jsonLdScript(ld) : ''),
      styles: extractStyles(cache),
      body,
      data: pageQueries(store),
      page: match?.page ?? null,
      h1,
      notFound: h1 === notFoundHeading(locale),
      links: articleLinks(state, locale),
      error: null,
    };
  } finally {
    // Closes this store's listeners.
    store.dispatch(api.util.resetApiState());
  }
}

/**
 * A rendered page as a whole document: the built shell (spa.html) with the page's head tags and
 * data before </head>, its critical CSS right after emotion's insertion point (where the browser's
 * cache adopts it), its markup in #root and its page module's chunks in the start script's
 * data-preload (scripts/lib/start-after-paint.ts).
 */
export function pageDocument(shell: string, page: RenderedPage, chunks: readonly string[]): string {
  if (!shell.includes(INSERTION_POINT)) throw new Error(`the shell has no ${INSERTION_POINT}`);
  const head = `${page.head}<script type="application/json" id="${PAGE_DATA_ID}">${serializePageData(page.data)}</script>`;
  // Functions as replacements: a `$` in the page's text is not a pattern.
  return shell
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.locale}"`)
    .replace('data-preload=""', () => `data-preload="${chunks.join(' ')}"`)
    .replace(INSERTION_POINT, () => INSERTION_POINT + page.styles)
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
}
