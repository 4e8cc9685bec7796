// Through the Site URL (Hosting + the site function, as production serves it): what a visitor gets
// before the app starts and without JavaScript. The not-found routes (the spec's, /admin's
// included) answer 404 and stay put: no navigation after load (they once reloaded themselves
// without end: the function rendered the public app, which handed /admin/* to the back office's
// document, which Hosting answered with the public app again).
import type { Page } from '@playwright/test';
import { NOT_FOUND_PATHS } from '../src/app/route-table';
import { appReady, expect, test } from './fixtures';

const SITE = process.env.SITE_URL ?? '';

test.skip(!SITE, 'needs the Site URL (scripts/e2e.mjs and scripts/test.mjs set SITE_URL)');

/** The main frame's navigations from now on: `framenavigated` events (document loads and in-page
 *  URL changes) and the document requests among them. */
function watchNavigations(page: Page) {
  const seen = { navigated: [] as string[], documents: [] as string[] };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.navigated.push(frame.url());
  });
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) seen.documents.push(request.url());
  });
  return seen;
}

test.describe('not-found routes on the Site URL', () => {
  // Hosting's globs are case-sensitive: /Admin/... is not the back office's, and must not loop either.
  for (const path of [...NOT_FOUND_PATHS, '/Admin/dashboard', '/no/such/page']) {
    test(`${path}: 404, the not-found page, and no navigation within 5 s after load`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(60_000);
      const res = await page.goto(`${SITE}${path}`, { waitUntil: 'domcontentloaded' });
      expect(res!.status()).toBe(404);
      await page.waitForLoadState('load');
      const loadedAt = Date.now();
      const navigations = watchNavigations(page);
      // Gone if the document is replaced.
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      // The app starts after the first paint: the window covers it, and at least a second after it
      // is ready (a loop starts as soon as it renders).
      await appReady(page);
      const readyAt = Date.now();
      const windowEnd = Math.max(loadedAt + 5_000, readyAt + 1_000);
      // A measured window (not a wait for a condition): nothing may happen in it.
      await page.waitForTimeout(windowEnd - Date.now());
      // No document loaded; the only navigation allowed is the router's own history.replaceState
      // at start (same document, same URL).
      expect(navigations.documents).toEqual([]);
      expect(navigations.navigated.filter((url) => url !== `${SITE}${path}`)).toEqual([]);
      expect(navigations.navigated.length).toBeLessThanOrEqual(1);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(page.url()).toBe(`${SITE}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      expect(consoleErrors.filter((e) => !/404 \(Not Found\)/.test(e))).toEqual([]);
    });
  }
});
