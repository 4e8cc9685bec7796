import AxeBuilder from '@axe-core/playwright';
import { PUBLIC_PATHS } from '../src/app/route-paths';
import { expect, test } from './fixtures';

// axe-core on every public route (the landing page in its forced dark theme too), at desktop and
// phone widths: no serious or critical violations, and exactly one h1.
for (const width of [1440, 390]) {
  for (const path of [...PUBLIC_PATHS, '/blog/automated-code-checks-vs-spreadsheets', '/no-such-page']) {
    test(`${path} at ${width}px has no serious accessibility violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await page.waitForTimeout(300);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
