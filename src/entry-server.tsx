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
import { ARTICLE_SECTIONS, articleOf, routeOf } from '@/app/route-table';
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
import { withDefaults } from '@/features/page-content/merge';
import { togglesApi } from '@/features/toggles/api';
import { callToActionLabels } from '@/features/page-content/cta';
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

export interface RenderedPage {
  route: string;
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
  /** Article pages this page lists (published blog posts and case studies), to render too. */
  links: string[];
  /** Why the page cannot be rendered (a query failed): it is left to the browser. */
  error: string | null;
}

type State = ReturnType<AppStore['getState']>;

/** A page's copy: its published content over its defaults. */
const contentOf = (state: State, id: NonNullable<PageData['content']>) =>
  withDefaults(defaultPages[id], pageContentApi.endpoints.getPublishedPage.select(id)(state).data);

/** The heading a route's data calls for, from the store the page was rendered with. */
function expectedHeading(pathname: string, state: State, data: PageData, params: PageParams): string | null {
  const route = routeOf(pathname);
  if (!route) return 'Page not found';
  if (route.feature && togglesApi.endpoints.getToggles.select()(state).data?.[route.feature]?.enabled === false)
    return 'Page not found';
  if (data.content) return contentOf(state, data.content).sections.hero?.title ?? null;
  const article = articleOf(pathname);
  if (article) {
    const slug = decodeURIComponent(article.slug);
    const doc =
      article.section.toggle === 'blog'
        ? blogApi.endpoints.getBlogPost.select(slug)(state).data
        : caseStudiesApi.endpoints.getCaseStudy.select(slug)(state).data;
    return doc?.title ?? 'Page not found';
  }
  const thread = pathname.match(/^\/community\/(.+)$/);
  if (thread) {
    if (thread[1]!.includes('/')) return 'Page not found';
    const id = decodeURIComponent(thread[1]!);
    return communityApi.endpoints.getCommunityPost.select(id)(state).data?.title ?? 'Page not found';
  }
  return typeof data.heading === 'function' ? data.heading(state, params) : (data.heading ?? null);
}

/** The home page's Organization JSON-LD, from the branding and social links the layout loaded. */
const homeLd = (state: State) =>
  jsonLdScript(
    organizationLd(
      env.siteUrl,
      brandingApi.endpoints.getBranding.select()(state).data,
      socialApi.endpoints.getSocialLinks.select()(state).data,
    ),
  );

/** The published articles a list page loaded. */
function articleLinks(state: State): string[] {
  const posts = blogApi.endpoints.getBlogPosts.select()(state).data ?? [];
  const studies = caseStudiesApi.endpoints.getCaseStudies.select()(state).data ?? [];
  const [blog, caseStudies] = ARTICLE_SECTIONS;
  return [
    ...posts.map((p) => `${blog.prefix}/${encodeURIComponent(p.slug)}`),
    ...studies.map((c) => `${caseStudies.prefix}/${encodeURIComponent(c.slug)}`),
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
  head: '',
  styles: '',
  body: '',
  data: [],
  page: null,
  h1: null,
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
function showDemoByUrl(store: AppStore, url: URL, data: PageData, demoForm: RenderOptions['demoForm']) {
  const offered = data.content ? callToActionLabels(contentOf(store.getState(), data.content)) : [];
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
    const params = matchRoutes(routes, pathname)?.at(-1)?.params ?? {};
    const match = routeOf(pathname);
    const data: PageData = (match ? (await loadPage(match.page)).data : null) ?? {};
    const needs = [
      ...layoutPrefetch(),
      ...(data.content ? [pageContentApi.endpoints.getPublishedPage.initiate(data.content)] : []),
      ...(data.queries?.(params) ?? []),
    ];
    await Promise.all(needs.map((thunk) => store.dispatch(thunk as never)));
    const failed = Object.values(store.getState().api.queries).find((q) => q?.status === 'rejected');
    if (failed) return failure(route, JSON.stringify(failed.error));
    showDemoByUrl(store, url, data, demoForm);

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
    return {
      route,
      head: head + (pathname === '/' ? homeLd(state) : '') + (ld ? jsonLdScript(ld) : ''),
      styles: extractStyles(cache),
      body,
      data: pageQueries(store),
      page: match?.page ?? null,
      h1: expectedHeading(pathname, state, data, params),
      links: articleLinks(state),
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
    .replace('data-preload=""', () => `data-preload="${chunks.join(' ')}"`)
    .replace(INSERTION_POINT, () => INSERTION_POINT + page.styles)
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
}
