import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Holds the page's requests for the files `pattern` matches until `release()`. */
async function holdFiles(page: Page, pattern: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(pattern, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { release, requested: () => requested };
}

// The built shell loads its script after the first paint (scripts/lib/boot-plugin.ts): the
// prerendered page is there before any JavaScript, and a button pressed before the app can answer
// is pressed again once it can.

test('a prerendered page shows its content with its script held back, and an early press of "Get a Demo" opens the dialog once the app is up', async ({
  page,
  consoleErrors,
}) => {
  // The entry module (named in the boot script) waits until the test lets it through.
  const entry = await holdFiles(page, /\/assets\/index-[^/]+\.js$/);
  await page.goto('/company', { waitUntil: 'domcontentloaded' });
  // Content and styles from the HTML alone.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(entry.requested).toBe(true);
  const demo = page.getByRole('banner').getByRole('button', { name: 'Get a Demo' });
  await demo.click();
  await expect(page.getByRole('dialog')).toHaveCount(0); // no app yet: the press is held
  entry.release();
  await expect(page.getByRole('dialog').getByLabel('Name', { exact: false })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an early press in a part of the page whose code loads apart (the landing page’s closing call to action) is pressed again once that code has arrived', async ({
  page,
  consoleErrors,
}) => {
  const part = await holdFiles(page, /\/assets\/HomeBelowFold-[^/]+\.js$/);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // The hero's button, then the closing band's.
  await page.getByRole('main').getByRole('button', { name: 'Get a Demo' }).last().click();
  // The page answers input, but that part's code has not arrived: React could not take the press.
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  part.release();
  await expect(page.getByRole('dialog').getByLabel('Name', { exact: false })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a part whose code has not arrived keeps its prerendered HTML while the layout changes around it (the phone menu opens)', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const footer = await holdFiles(page, /\/assets\/Footer-[^/]+\.js$/);
  await page.goto('/company');
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  // (By its element: the open menu hides the rest of the page from assistive technology.)
  const copyright = page.locator('footer').getByText(/© 2025 Structura AI/);
  await expect(copyright).toBeAttached();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await expect(copyright).toBeAttached();
  footer.release();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Close menu' }).click();
  // Hydrated now: its links navigate within the app.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Support' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/support/i);
  await expect(copyright).toBeAttached();
  expect(consoleErrors).toEqual([]);
});

test('the boot script requests the entry only after the first contentful paint', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Both times on the page's own clock.
  const times = await page.waitForFunction(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    const entry = performance.getEntriesByType('resource').find((r) => /\/assets\/index-[^/]+\.js$/.test(r.name));
    return fcp && entry ? { fcp: fcp.startTime, entry: entry.startTime } : null;
  });
  const { fcp, entry } = (await times.jsonValue())!;
  expect(entry).toBeGreaterThan(fcp);
});

test('hydration leaves the prerendered styles in place, right after the insertion point', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  // Right after the insertion point, as prerendered (src/entry-server.tsx). Moving them re-parses
  // the page's CSS in the middle of the boot: @emotion/react's default cache does that to any tag
  // without data-s.
  const layout = await page.evaluate(() => {
    const tags = [...document.head.querySelectorAll('meta[name="emotion-insertion-point"], style[data-emotion]')];
    return {
      order: tags.map((t) => t.getAttribute('data-emotion') ?? 'insertion-point'),
      lastInHead: document.head.lastElementChild?.tagName,
    };
  });
  expect(layout.order[0]).toBe('insertion-point');
  expect(layout.order.slice(1).length).toBeGreaterThan(1);
  expect(layout.order.slice(1).every((key) => key.startsWith('mui'))).toBe(true);
  const adjacent = await page.evaluate(() => {
    let el = document.head.querySelector('meta[name="emotion-insertion-point"]')?.nextElementSibling;
    let n = 0;
    while (el?.matches('style[data-emotion]')) {
      n += 1;
      el = el.nextElementSibling;
    }
    return n;
  });
  expect(adjacent).toBe(layout.order.length - 1);
});

test('the boot script alone announces the boot’s chunks, and the live data’s code is not announced', async ({
  page,
}) => {
  // Every <link rel="modulepreload"> the page makes, in order, from its first script on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __preloads: string[] }).__preloads = seen;
    new MutationObserver((records) => {
      for (const r of records)
        for (const node of r.addedNodes)
          if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') seen.push(new URL(node.href).pathname);
    }).observe(document, { childList: true, subtree: true });
  });
  // The listeners load the parsers (zod and docs.ts with the backend, then each feature's schema).
  const parsers = Promise.all([
    page.waitForRequest(/\/assets\/zod-[^/]+\.js$/),
    page.waitForRequest(/\/assets\/schema-[^/]+\.js$/),
  ]);
  await page.goto('/blog');
  await parsers;
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const { made, boot } = await page.evaluate(() => {
    const script = document.getElementById('boot')!;
    return {
      made: (window as unknown as { __preloads: string[] }).__preloads,
      boot: [script.dataset.entry!, ...script.dataset.preload!.split(' ')],
    };
  });
  // Vite's preload helper added none of its own: not when main.tsx imported a stage (the boot
  // script preloads those, one per task, without looking for links already there: the helper's
  // would show as duplicates), nor when the listeners started (src/lib/docs.ts, zod, schemas).
  expect(made.length).toBeGreaterThan(10);
  expect(made.filter((href) => !boot.includes(href))).toEqual([]);
  expect(made.filter((href, i) => made.indexOf(href) !== i)).toEqual([]);
});
