import { expect, scrollTo, test } from './fixtures';

test.describe('header', () => {
  test('turns to glass after scrolling past 50 px', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/privacy');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-glass', 'false');
    await scrollTo(page, 40);
    await expect(header).toHaveAttribute('data-glass', 'false');
    await scrollTo(page, 60);
    await expect(header).toHaveAttribute('data-glass', 'true');
    await expect(header).toHaveCSS('backdrop-filter', /blur/);
    await scrollTo(page, 0);
    await expect(header).toHaveAttribute('data-glass', 'false');
    expect(consoleErrors).toEqual([]);
  });

  test('mobile menu opens, closes, and closes when a link is tapped', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Technology' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/technology$/);
  });
});

// The spec's not-found routes and unknown public paths are checked as production serves them (404,
// the not-found page, no reload loop): e2e/no-javascript.spec.ts. An unknown back-office path is the
// back office's own (Hosting answers /admin/** with its document).
test('an unknown back-office path shows the not-found page', async ({ page }) => {
  await page.goto('/admin/nonsense');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
