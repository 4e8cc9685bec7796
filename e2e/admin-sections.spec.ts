import { SECTIONS } from '../src/app/admin/registry';
import { expect, settled, signIn, test, watchCspViolations } from './fixtures';

// Every section of the registry, as the admin's navigation lists them.
const ADMIN_ONLY = SECTIONS.filter((s) => s.minRole === 'admin').map((s) => s.label);

test('the admin opens every back-office section from the navigation: one h1 naming it, no console errors, no CSP violation', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000); // thirteen pages, each waiting for its live data
  // firebase.json's Content-Security-Policy is served with the build: each section's code, data
  // and live-data worker must load under it (was csp.spec.ts's page-by-page walk).
  const violations = await watchCspViolations(page);
  await signIn(page, 'admin');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link')).toHaveText(['Structura AI', ...SECTIONS.map((s) => s.label)]);
  for (const section of SECTIONS) {
    await nav.getByRole('link', { name: section.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${section.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(section.label);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(`${section.label} · Structura AI admin`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText(
      section.label,
    );
    // A real page: its content loaded, nothing refused, no "needs an admin" notice for the admin.
    await settled(page);
    await expect(page.getByRole('main')).not.toContainText(/needs an admin|could not be loaded|Something went wrong/i);
    expect(await violations(), section.label).toEqual([]);
  }
  // The Content section's second tab loads its own code and data.
  await nav.getByRole('link', { name: 'Content', exact: true }).click();
  await page.getByRole('tab', { name: 'Resources' }).click();
  await expect(page.getByRole('grid', { name: 'Resources' })).toBeVisible();
  await settled(page);
  expect(await violations(), 'Content, Resources tab').toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('an editor is refused Users and Settings and has no links to them, but opens Content', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, 'editor');
  await expect(page.getByText('Signed in as Content Editor · Editor')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  for (const label of ADMIN_ONLY) await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(0);

  for (const [path, label] of [
    ['users', 'Users'],
    ['settings', 'Settings'],
  ] as const) {
    await page.goto(`/admin/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
    await expect(page.getByRole('alert')).toContainText(`${label} needs an admin.`);
    await expect(page.getByRole('grid')).toHaveCount(0);
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('form')).toHaveCount(0);
  }

  await nav.getByRole('link', { name: 'Content', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content');
  await expect(page.getByRole('form', { name: 'Home page content' })).toBeVisible();
  await page.getByRole('tab', { name: 'Resources' }).click();
  await expect(page.getByRole('grid', { name: 'Resources' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add resource' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an account without a role sees the no-access page and can sign out from it', async ({ page }) => {
  await signIn(page, 'member');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No access to the back office');
  await expect(page.getByText('You are signed in as member@structura.local')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('signing out closes the back office', async ({ page, consoleErrors }) => {
  await signIn(page, 'admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Content', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin sign in' })).toBeVisible();
  await page.goto('/admin/content');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(consoleErrors).toEqual([]);
});
