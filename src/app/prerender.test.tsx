/**
 * @jest-environment node
 */
// Prerender readiness: every public route renders to HTML with react-dom on a server (no window,
// document or localStorage), through the real route table and the public site's router, lazy pages included. Data hooks return
// their defaults / loading states there, and each page has exactly one h1 or, where it waits for
// data, a labelled loading state.
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { home } from '@/features/page-content/defaults/home';
import { solutions } from '@/features/page-content/defaults/solutions';
import { technology } from '@/features/page-content/defaults/technology';
import { company } from '@/features/page-content/defaults/company';
import { privacy } from '@/features/page-content/defaults/privacy';
import { terms } from '@/features/page-content/defaults/terms';
import { cookies } from '@/features/page-content/defaults/cookies';
import { support } from '@/features/page-content/defaults/support';
import { resources } from '@/features/page-content/defaults/resources';
import { stubBackend } from '@/testing/stub-backend';
import { createEmotionCache } from './emotion';
import { AppProviders } from './providers';
import { NOT_FOUND_PATHS } from '@/domain/site/routes';
import { publicRoutes, PublicRoutes } from './router';
import { makeStore } from './store';

// A server render is not a test-act environment (React would warn about store updates).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

async function renderRoute(path: string): Promise<string> {
  const store = makeStore({ backend: async () => stubBackend().backend });
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <AppProviders store={store} emotionCache={createEmotionCache()}>
      <StaticRouter location={path}>
        <PublicRoutes routes={publicRoutes()} />
      </StaticRouter>
    </AppProviders>,
    // An error inside a Suspense boundary does not reject: React leaves it to the client.
    { onError: (error) => void errors.push(error) },
  );
  if (errors.length > 0) throw errors[0];
  let html = '';
  await new Promise<void>((resolve, reject) => {
    prelude.pipe(
      new Writable({ write: (chunk, _e, next) => ((html += chunk.toString()), next()) })
        .on('finish', resolve)
        .on('error', reject),
    );
  });
  return html;
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');
const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => text(m[1]!));
/** Whether the page, once its streamed Suspense boundaries are in (their fallbacks, such as the
 *  lazy-page spinner, dropped), has an element with this role and accessible label. */
const hasLabelled = (html: string, role: string, label: string) =>
  [...html.replace(/<!--\$\?-->[\s\S]*?<!--\/\$-->/g, '').matchAll(/<[^>]+>/g)].some(
    ([tag]) => tag.includes(`role="${role}"`) && tag.includes(`aria-label="${label}"`),
  );

const CONTENT_ROUTES: [string, string | undefined][] = [
  ['/', home.sections.hero?.title],
  ['/solutions', solutions.sections.hero?.title],
  ['/technology', technology.sections.hero?.title],
  ['/company', company.sections.hero?.title],
  ['/privacy', privacy.sections.hero?.title],
  ['/terms', terms.sections.hero?.title],
  ['/cookies', cookies.sections.hero?.title],
  ['/support', support.sections.hero?.title],
  ['/resources', resources.sections.hero?.title],
];

describe('server rendering of every public route', () => {
  it.each(CONTENT_ROUTES)('%s renders its heading from page content', async (path, heading) => {
    const html = await renderRoute(path);
    expect(heading).toBeTruthy();
    expect(h1s(html)).toEqual([heading]);
    expect(html).toContain('<title>');
  });

  it('/community renders one h1', async () => {
    const html = await renderRoute('/community');
    expect(h1s(html)).toHaveLength(1);
    expect(h1s(html)[0]!.trim()).not.toBe('');
  });

  // Toggled features wait for the toggles (which only load in the browser) behind a spinner, so a
  // disabled feature never shows its content.
  it.each(['/blog', '/blog/some-post', '/case-studies', '/case-studies/some-study'])(
    '%s renders the toggle loading state',
    async (path) => {
      const html = await renderRoute(path);
      expect(h1s(html)).toEqual([]);
      expect(hasLabelled(html, 'progressbar', 'Loading page')).toBe(true);
    },
  );

  it('/community/<id> renders the discussion skeleton', async () => {
    const html = await renderRoute('/community/some-thread');
    expect(h1s(html)).toEqual([]);
    expect(hasLabelled(html, 'status', 'Loading discussion')).toBe(true);
    expect(text(html)).toContain('All discussions');
    expect(html.match(/<title>/g)).toEqual(['<title>']);
    expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
  });

  // The spec's not-found paths under /admin are the back office's (src/app/router.test.tsx).
  it.each([...NOT_FOUND_PATHS.filter((p) => !p.startsWith('/admin')), '/no/such/page'])(
    '%s renders the not-found page',
    async (path) => {
      expect(h1s(await renderRoute(path))).toEqual(['Page not found']);
    },
  );

  it('the landing page carries its stats and the header and footer', async () => {
    const html = text(await renderRoute('/'));
    for (const stat of ['10K+', '1M+', '50+', '99.9%']) expect(html).toContain(stat);
    expect(html).toContain('Get a Demo');
    expect(html).toContain('© 2025 Structura AI');
  });
});
