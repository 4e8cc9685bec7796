// Prerendering (run at build time by scripts/lib/prerender-plugin.ts on a Vite SSR build of this
// module): each public route rendered to HTML through the real route table and store, with its data
// read from Firestore as a signed-out visitor (the app's own backend, so the same rules apply).
// The hooks start their queries while rendering on a server (lib/api.ts, lib/live-query.ts); the
// route is rendered again until no query is running, then once more with a fresh emotion cache whose
// styles are extracted for this page alone. The fulfilled queries go into the page as JSON, and the
// browser puts them back into its store before hydrating (src/lib/preloaded.ts).
import type { EmotionCache } from '@emotion/cache';
import type { ReactNode } from 'react';
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { createEmotionCache } from '@/app/emotion';
import { dehydrateQueries, type PreloadedState } from '@/lib/preloaded';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/routes';
import { makeStore } from '@/app/store';
import { blogApi } from '@/features/blog/api';
import { togglesApi } from '@/features/toggles/api';
import { caseStudiesApi } from '@/features/case-studies/api';
import { pageContentApi } from '@/features/page-content/api';
import { withDefaults } from '@/features/page-content/merge';
import type { PageContent, PageId } from '@/features/page-content/types';
import { api } from '@/lib/api';
import { takeServerLoads } from '@/lib/live-query';
// Every public feature API, loaded up front: a query whose API the page's first pass had to load
// would otherwise take one more pass (src/lib/live-query.ts).
import '@/features/branding/api';
import '@/features/community/api';
import '@/features/faq/api';
import '@/features/resources/api';
import '@/features/social/api';
import '@/features/team/api';
import { closeFirebaseBackend, loadFirebaseBackend } from '@/lib/backend';
import { home } from '@/features/page-content/defaults/home';
import { solutions } from '@/features/page-content/defaults/solutions';
import { technology } from '@/features/page-content/defaults/technology';
import { company } from '@/features/page-content/defaults/company';
import { privacy } from '@/features/page-content/defaults/privacy';
import { terms } from '@/features/page-content/defaults/terms';
import { cookies } from '@/features/page-content/defaults/cookies';
import { support } from '@/features/page-content/defaults/support';
import { resources } from '@/features/page-content/defaults/resources';

export { closeFirebaseBackend as close };
export { serializeState } from '@/lib/preloaded';

export interface RenderedPage {
  route: string;
  /** The hoisted <title>, <meta> and <link> tags, for <head>. */
  head: string;
  /** The page's critical CSS: emotion's style tags for what this page uses. */
  styles: string;
  /** The markup inside #root. */
  body: string;
  state: PreloadedState;
  /** The h1 this page's data calls for (checked against the file by scripts/check-build.ts). */
  h1: string | null;
  /** Article pages this page lists (published blog posts and case studies), to prerender too. */
  links: string[];
  /** Why the page cannot be prerendered (a query failed): it is left to the browser. */
  error: string | null;
}

const PAGES: Record<string, [PageId, PageContent]> = {
  '/': ['home', home],
  '/solutions': ['solutions', solutions],
  '/technology': ['technology', technology],
  '/company': ['company', company],
  '/privacy': ['privacy', privacy],
  '/terms': ['terms', terms],
  '/cookies': ['cookies', cookies],
  '/support': ['support', support],
  '/resources': ['resources', resources],
};
const FIXED_HEADINGS: Record<string, string> = {
  '/blog': 'Blog',
  '/case-studies': 'Case Studies',
  '/community': 'Community',
};

type State = ReturnType<ReturnType<typeof makeStore>['getState']>;

/** The heading a route's data calls for, from the store the page was rendered with. */
function expectedHeading(route: string, state: State): string | null {
  const section = route.match(/^\/(blog|case-studies)(\/|$)/)?.[1];
  if (section && togglesApi.endpoints.getToggles.select()(state).data?.[section]?.enabled === false)
    return 'Page not found';
  const page = PAGES[route];
  if (page) {
    const published = pageContentApi.endpoints.getPublishedPage.select(page[0])(state).data;
    return withDefaults(page[1], published).sections.hero?.title ?? null;
  }
  const article = route.match(/^\/(blog|case-studies)\/([^/]+)$/);
  if (article) {
    const slug = decodeURIComponent(article[2]!);
    const doc =
      article[1] === 'blog'
        ? blogApi.endpoints.getBlogPost.select(slug)(state).data
        : caseStudiesApi.endpoints.getCaseStudy.select(slug)(state).data;
    return doc?.title ?? null;
  }
  return FIXED_HEADINGS[route] ?? null;
}

/** The published articles a list page loaded. */
function articleLinks(state: State): string[] {
  const posts = blogApi.endpoints.getBlogPosts.select()(state).data ?? [];
  const studies = caseStudiesApi.endpoints.getCaseStudies.select()(state).data ?? [];
  return [
    ...posts.map((p) => `/blog/${encodeURIComponent(p.slug)}`),
    ...studies.map((c) => `/case-studies/${encodeURIComponent(c.slug)}`),
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

/** Emotion's styles for this render: global styles each in a tag of their own, and the class styles
 *  in one (the browser's cache adopts both). Unlike @emotion/server's extraction, the class styles
 *  include those of the inner layers of composed components (a Button's own styles before they merge
 *  with ButtonBase's into the class on the element): no element carries them, but the browser's cache
 *  computes them while hydrating and would parse and insert each one it has not seen (~70 rules on the
 *  landing page), restyling the page in the middle of hydration.
 *  Each tag says `data-s`: @emotion/react's default cache (key "css", made when the module loads)
 *  otherwise moves every server-rendered emotion tag without it to the end of <head>, whatever its
 *  key, and Chrome parses the page's CSS again (~35 ms in the boot's second stage, unthrottled). */
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
  return `${globals.join('')}<style data-emotion="${key} ${ids.join(' ')}" data-s="">${css}</style>`;
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

export async function renderRoute(route: string): Promise<RenderedPage> {
  const store = makeStore({ backend: loadFirebaseBackend });
  const app = (cache: EmotionCache) => (
    <AppProviders store={store} emotionCache={cache}>
      <StaticRouter location={route}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  );
  try {
    // Each pass may reveal more queries (toggles first, then the page behind them).
    let settled = false;
    for (let pass = 0; pass < 6 && !settled; pass++) {
      await toHtml(app(createEmotionCache()));
      const running = [...store.dispatch(api.util.getRunningQueriesThunk()), ...takeServerLoads()];
      settled = running.length === 0;
      await Promise.all(running);
    }
    if (!settled) throw new Error(`${route}: still loading data after 6 render passes`);
    const failed = Object.values(store.getState().api.queries).find((q) => q?.status === 'rejected');
    if (failed)
      return {
        route,
        head: '',
        styles: '',
        body: '',
        state: { queries: [] },
        h1: null,
        links: [],
        error: JSON.stringify(failed.error),
      };
    const cache = createEmotionCache();
    cache.compat = true;
    const html = await toHtml(app(cache));
    const { head, body } = splitHead(html);
    if (/<script\b/.test(body)) throw new Error(`${route}: the markup holds an inline script`);
    const state = store.getState();
    return {
      route,
      head,
      styles: extractStyles(cache),
      body,
      state: dehydrateQueries(state.api),
      h1: expectedHeading(route, state),
      links: articleLinks(state),
      error: null,
    };
  } finally {
    // Closes this store's listeners.
    store.dispatch(api.util.resetApiState());
  }
}
