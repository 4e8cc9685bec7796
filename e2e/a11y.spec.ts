import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PUBLIC_PATHS } from '../src/domain/site/routes';
import { expect, seriousViolations, test } from './fixtures';

/** Waits until live data has replaced every skeleton and spinner, so axe sees the real page. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0);
}

/** The fixed pages: the h1 and a piece of key content each shows (live data where it has some). */
const CONTENT: { path: string; h1: string; content: string }[] = [
  { path: '/', h1: 'Structural design, automated from load path to final drawings', content: '99.9%' },
  { path: '/solutions', h1: 'Solutions for every stage of structural design', content: 'Workflow Designer' },
  { path: '/technology', h1: 'Engineering-grade technology you can check by hand', content: 'ML Surrogate Models' },
  { path: '/company', h1: 'Engineers building tools for engineers', content: 'Dr. Helena Voss' },
  {
    path: '/support',
    h1: 'Support from people who speak structural engineering',
    content: 'How do I set up my first project?',
  },
  { path: '/resources', h1: 'Resources', content: 'Wind Load Calculator (ASCE 7-22 Directional Procedure)' },
  { path: '/privacy', h1: 'Privacy Policy', content: 'Last updated January 15, 2025' },
  { path: '/terms', h1: 'Terms of Service', content: 'Last updated January 15, 2025' },
  { path: '/cookies', h1: 'Cookie Policy', content: 'Last updated November 27, 2026' },
];

/** WCAG 2 A/AA checks of any impact (contrast included) on the page's own content. */
async function mainViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// axe-core on every public route (the landing page in its forced dark theme too), at desktop and
// phone widths: no serious or critical violations, and exactly one h1. At desktop width the fixed
// pages also show their h1 and key content, a title, no violation of any impact in their main
// content and no console error (these were public-pages.spec.ts's route tests, one load each).
for (const width of [1440, 390]) {
  for (const path of [...PUBLIC_PATHS, '/blog/automated-code-checks-vs-spreadsheets', '/no-such-page']) {
    const content = width === 1440 ? CONTENT.find((r) => r.path === path) : undefined;
    const what = content
      ? 'renders its h1, content and title, accessibly, without console errors'
      : 'has no serious accessibility violations';
    test(`${path} at ${width}px ${what}`, async ({ page, consoleErrors }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      if (content) {
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(content.h1);
        await expect(main.getByText(content.content, { exact: true }).first()).toBeVisible();
        await expect(page).toHaveTitle(/Structura AI/);
      }
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
      if (content) {
        expect(await mainViolations(page)).toEqual([]);
        expect(consoleErrors).toEqual([]);
      }
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
