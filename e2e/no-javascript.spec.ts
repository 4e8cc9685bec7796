// Through the Site URL (Hosting + the site function, as production serves it): what a visitor gets
// before the app starts and without JavaScript. The not-found routes (the spec's, /admin's
// included) answer 404 and stay put: no navigation after load (they once reloaded themselves
// without end: the function rendered the public app, which handed /admin/* to the back office's
// document, which Hosting answered with the public app again).
import type { Page } from '@playwright/test';
import { NOT_FOUND_PATHS } from '../src/domain/site/routes';
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

/** One not-found route's check in its own page: 404, the not-found page, and no navigation in a
 *  measured window after load (the app starts after the first paint: the window covers it, and at
 *  least a second after it is ready, since a loop starts as soon as it renders). */
async function staysPut(page: Page, path: string) {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && !/404 \(Not Found\)/.test(m.text()) && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  const res = await page.goto(`${SITE}${path}`, { waitUntil: 'domcontentloaded' });
  expect(res!.status(), path).toBe(404);
  await page.waitForLoadState('load');
  const loadedAt = Date.now();
  const navigations = watchNavigations(page);
  // Gone if the document is replaced.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await appReady(page);
  const windowEnd = Math.max(loadedAt + 5_000, Date.now() + 1_000);
  // A measured window (not a wait for a condition): nothing may happen in it.
  await page.waitForTimeout(windowEnd - Date.now());
  // No document loaded; the only navigation allowed is the router's own history.replaceState at
  // start (same document, same URL).
  expect(navigations.documents, path).toEqual([]);
  expect(
    navigations.navigated.filter((url) => url !== `${SITE}${path}`),
    path,
  ).toEqual([]);
  expect(navigations.navigated.length, path).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), path).toBe(true);
  expect(page.url()).toBe(`${SITE}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), path).toBeVisible();
  expect(errors, path).toEqual([]);
}

test('every not-found route on the Site URL answers 404 with the not-found page, and no navigation within 5 s after load', async ({
  context,
}) => {
  test.setTimeout(120_000);
  // Hosting's globs are case-sensitive: /Admin/... is not the back office's, and must not loop either.
  const paths = [...NOT_FOUND_PATHS, '/Admin/dashboard', '/no/such/page'];
  // Four pages at a time: their 5 s windows overlap (the page loads are what take the machine).
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let path = queue.shift(); path; path = queue.shift()) {
        const page = await context.newPage();
        await staysPut(page, path);
        await page.close();
      }
    }),
  );
});

const PHONE = { width: 390, height: 844 };

/** Holds the page's requests for the app's scripts until `release()`: the page as it is before the
 *  app starts. */
async function holdAppScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return release;
}

/** The header's menu link, at a phone's width, opens the server-rendered menu, whose links work. */
async function phoneMenuWorks(page: Page, shot?: string) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const toggle = header.getByRole('link', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('href', '#site-menu');
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(page).toHaveURL(/#site-menu$/);
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link')).toHaveText(['Solutions', 'Technology', 'Resources', 'Company', 'Close menu']);
  if (shot) await page.screenshot({ path: test.info().outputPath(shot) });
  await menu.getByRole('link', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await toggle.click();
  await menu.getByRole('link', { name: 'Technology' }).click();
  await expect(page).toHaveURL(`${SITE}/technology`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The first discussion's address, from the community page. */
async function firstDiscussion(page: Page) {
  await page.goto(`${SITE}/community`, { waitUntil: 'domcontentloaded' });
  const href = await page.getByRole('main').locator('a[href^="/community/"]').first().getAttribute('href');
  expect(href).toMatch(/^\/community\/[A-Za-z0-9_-]+$/);
  return href!;
}

/** The community's ways in (sign in, join, sign in to post or reply) on the page, all disabled. */
async function signInDisabled(page: Page, names: string[]) {
  for (const name of names) await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('the phone menu reaches the navigation links', async ({ page }) => {
    await page.goto(`${SITE}/`, { waitUntil: 'domcontentloaded' });
    await phoneMenuWorks(page, 'phone-menu-no-js-390.png');
  });

  test('at 1440 px the header has the links and no phone menu', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${SITE}/#site-menu`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
    await page.screenshot({ path: test.info().outputPath('phone-menu-no-js-1440.png') });
  });

  test("the community's sign-in is not offered as pressable, and says why", async ({ page }) => {
    const thread = await firstDiscussion(page);
    await signInDisabled(page, ['Join the community', 'Sign in', 'Sign in to post']);
    await expect(page.getByText(/Signing in needs JavaScript/).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('community-no-js-390.png'), fullPage: true });
    await page.goto(`${SITE}${thread}`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await signInDisabled(page, ['Join the community', 'Sign in', 'Sign in to reply']);
    await expect(page.getByText(/Signing in needs JavaScript/).first()).toBeVisible();
  });

  test("the resources library's filters work", async ({ page }) => {
    await resourceFiltersWork(page);
  });
});

/** The resources library's filters: the chips are links and the search a GET form, which the
 *  server renders (JavaScript off here, or the app not started yet). */
async function resourceFiltersWork(page: Page) {
  await page.goto(`${SITE}/resources`, { waitUntil: 'domcontentloaded' });
  const library = page.getByRole('list', { name: 'Resources' });
  await expect(library.getByRole('heading', { level: 3 })).toHaveCount(11);
  const chips = page.getByRole('group', { name: 'Filter by type' });
  await chips.getByRole('link', { name: 'Webinars' }).click();
  await expect(page).toHaveURL(`${SITE}/resources?type=webinar#library`);
  await expect(chips.getByRole('link', { name: 'Webinars' })).toHaveAttribute('aria-current', 'true');
  await expect(library.getByRole('heading', { level: 3 })).toHaveCount(2);
  for (const title of [
    'Webinar: Load Path Analysis for Transfer Structures',
    'Webinar: Mass Timber Design Checks with NDS 2024 and Eurocode 5',
  ])
    await expect(library.getByRole('heading', { level: 3, name: title })).toBeVisible();
  // The search is sent with the type.
  await page.getByRole('searchbox', { name: 'Search resources' }).fill('timber');
  await page.getByRole('searchbox', { name: 'Search resources' }).press('Enter');
  await expect(page).toHaveURL(`${SITE}/resources?type=webinar&q=timber#library`);
  await expect(library.getByRole('heading', { level: 3 })).toHaveText([
    'Webinar: Mass Timber Design Checks with NDS 2024 and Eurocode 5',
  ]);
  await chips.getByRole('link', { name: 'All' }).click();
  await expect(page).toHaveURL(`${SITE}/resources?q=timber#library`);
  await expect(page.getByRole('searchbox', { name: 'Search resources' })).toHaveValue('timber');
}

test.describe('before the app starts', () => {
  test.use({ viewport: PHONE });

  test('the phone menu reaches the navigation links; once the app runs, it opens the drawer', async ({ page }) => {
    const release = await holdAppScripts(page);
    await page.goto(`${SITE}/`, { waitUntil: 'domcontentloaded' });
    await phoneMenuWorks(page);
    release();
    await appReady(page);
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Mobile' });
    await expect(drawer).toBeVisible();
    await expect(page).toHaveURL(`${SITE}/technology`);
    await drawer.getByRole('link', { name: 'Company' }).click();
    await expect(page).toHaveURL(`${SITE}/company`);
  });

  test("the community's sign-in is disabled until the app runs, then works", async ({ page }) => {
    const thread = await firstDiscussion(page);
    await appReady(page);
    const release = await holdAppScripts(page);
    for (const [path, names] of [
      ['/community', ['Join the community', 'Sign in', 'Sign in to post']],
      [thread, ['Join the community', 'Sign in', 'Sign in to reply']],
    ] as const) {
      await page.goto(`${SITE}${path}`, { waitUntil: 'domcontentloaded' });
      await signInDisabled(page, [...names]);
      // JavaScript is on: no <noscript> note.
      await expect(page.getByText(/Signing in needs JavaScript/).filter({ visible: true })).toHaveCount(0);
    }
    release();
    await appReady(page);
    await page.getByRole('button', { name: 'Sign in to reply' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test("the resources library's filters work, and once the app runs they filter in place", async ({ page }) => {
    const release = await holdAppScripts(page);
    await resourceFiltersWork(page);
    release();
    await appReady(page);
    const navigations = watchNavigations(page);
    const chips = page.getByRole('group', { name: 'Filter by type' });
    await chips.getByRole('link', { name: 'Guides' }).click();
    await expect(page).toHaveURL(`${SITE}/resources?type=guide&q=timber#library`);
    await expect(page.getByText('No guides match your filter.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search resources' }).fill('');
    await expect(page).toHaveURL(new RegExp(`^${SITE}/resources\\?type=guide(#library)?$`));
    await expect(page.getByRole('list', { name: 'Resources' }).getByRole('heading', { level: 3 })).toHaveCount(2);
    expect(navigations.documents).toEqual([]);
  });
});
