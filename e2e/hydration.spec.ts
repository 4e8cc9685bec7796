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

test('hydration leaves the prerendered styles in place: the class styles are never moved, and come right after the insertion point', async ({
  page,
}) => {
  // Every style tag taken out of <head> from the first parse on (a move is a removal, then an
  // insertion): re-inserting the server's tag of class styles makes Chrome recompute the whole
  // page's styles in the middle of the start (src/app/emotion.ts).
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedStyles: string[] }).removedStyles = removed;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.removedNodes))
          if (node instanceof HTMLStyleElement)
            removed.push(node.getAttribute('data-emotion-server') !== null ? 'server' : 'other');
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  const removed = await page.evaluate(() => (window as unknown as { removedStyles: string[] }).removedStyles);
  expect(removed).not.toContain('server');
  // Right after the insertion point, as prerendered (src/entry-server.tsx): emotion's global tags,
  // then the class styles; what the app inserts beyond them goes there too.
  const layout = await page.evaluate(() => {
    const point = document.head.querySelector('meta[name="emotion-insertion-point"]');
    const after: string[] = [];
    for (let el = point?.nextElementSibling; el instanceof HTMLStyleElement; el = el.nextElementSibling)
      after.push(el.getAttribute('data-emotion-server') !== null ? 'server' : (el.getAttribute('data-emotion') ?? '?'));
    return {
      found: point !== null,
      after,
      styles: document.head.querySelectorAll('style[data-emotion], style[data-emotion-server]').length,
    };
  });
  expect(layout.found).toBe(true);
  expect(layout.after).toContain('server');
  expect(layout.after.filter((key) => key !== 'server').every((key) => key.startsWith('mui'))).toBe(true);
  expect(layout.after.length).toBe(layout.styles);
});
