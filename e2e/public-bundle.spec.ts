import { expect, test } from './fixtures';

// The back office (its shell, registry, pages), MUI X DataGrid and the analytics page's MUI X
// Charts and date pickers load only on /admin routes.
const ADMIN_CHUNK =
  /\/assets\/(AdminShell|EntityTable|EntityPage|registry|DashboardPage|ContentPage|UsersPage|SettingsPage|AnalyticsPage)-/;

test('public pages never load back-office code or the DataGrid', async ({ page, consoleErrors }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  for (const path of ['/', '/resources', '/blog', '/company', '/support']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => ADMIN_CHUNK.test(url))).toEqual([]);
  // …and the same pattern does match once the back office is opened, so the check is real.
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin sign in' })).toBeVisible();
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login/);
  expect(scripts.some((url) => /\/assets\/AdminShell-/.test(url))).toBe(true);
  expect(consoleErrors).toEqual([]);
});
