import type { Page } from '@playwright/test';
import { PUBLIC_PATHS } from '../src/domain/site/routes';
import { expect, seriousViolations, test } from './fixtures';

/** Waits until live data has replaced every skeleton and spinner, so axe sees the real page. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0);
}

// axe-core on every public route (the landing page in its forced dark theme too), at desktop and
// phone widths: no serious or critical violations, and exactly one h1.
for (const width of [1440, 390]) {
  for (const path of [...PUBLIC_PATHS, '/blog/automated-code-checks-vs-spreadsheets', '/no-such-page']) {
    test(`${path} at ${width}px has no serious accessibility violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

// The open dialogs, on the dark landing page and on a light page.
for (const path of ['/', '/company']) {
  test(`the demo dialog on ${path} has no serious violations and traps focus`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole('banner').getByRole('link', { name: 'Get a Demo' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Name', { exact: false })).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    for (let i = 0; i < 10; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}

test('the resource details dialog has no serious violations', async ({ page }) => {
  await page.goto('/resources?resource=member-size-optimisation-whitepaper');
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Download PDF' })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});
