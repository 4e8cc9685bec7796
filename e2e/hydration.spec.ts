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

// Hydration of a server-rendered page: parts whose code loads apart keep their HTML until it
// arrives, and the server's styles stay where they are.

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
