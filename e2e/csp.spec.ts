// The build runs under firebase.json's Content-Security-Policy (served by `vite preview` through
// scripts/lib/hosting-headers.ts): no public route may trip it. The back office's sections are
// checked on the admin's walk through every section (e2e/admin-sections.spec.ts).
import type { Page } from '@playwright/test';
import { PUBLIC_PATHS } from '../src/domain/site/routes';
import { expect, test, watchCspViolations } from './fixtures';

/** Waits until the page, or its live-data worker, has talked to Firestore (the listeners open
 *  after first paint), or a violation was reported: either way everything a route loads at start
 *  has been tried. */
async function settled(page: Page) {
  const talked = () =>
    performance.getEntriesByType('resource').some((e) => e.name.includes('google.firestore.v1.Firestore'));
  await expect
    .poll(async () => {
      const violated = await page.evaluate(
        () => ((window as unknown as { cspViolations?: string[] }).cspViolations?.length ?? 0) > 0,
      );
      const workers = await Promise.all(page.workers().map((w) => w.evaluate(talked).catch(() => false)));
      return violated || (await page.evaluate(talked)) || workers.some(Boolean);
    })
    .toBe(true);
}

test('pages are served with the security headers, HTML uncached and hashed assets immutable', async ({ page }) => {
  const res = await page.goto('/solutions');
  const headers = res!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cache-control']).toBe('no-cache');
  // The page's entry, as its start script names it (scripts/lib/start-after-paint.ts).
  const script = await page.locator('script[data-entry]').getAttribute('data-entry');
  const asset = await page.request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('no public route logs a CSP violation', async ({ page, consoleErrors }) => {
  test.setTimeout(120_000);
  const violations = await watchCspViolations(page);
  for (const path of [...PUBLIC_PATHS, '/blog/automated-code-checks-vs-spreadsheets', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await settled(page);
    expect(await violations(), path).toEqual([]);
  }
  // The demo dialog (its own chunk) too.
  await page.goto('/');
  await page
    .getByRole('link', { name: /get a demo/i })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
