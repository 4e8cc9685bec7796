import type { Page } from '@playwright/test';
import { expect, seriousViolations, settled, signIn, test } from './fixtures';

// The back office under axe-core (as e2e/a11y.spec.ts does for the public site) and at phone width.
// Each test opens the back office and scans a full page: 34 to 45 s with two workers at load 15
// (30 s, the default, was a quiet machine's budget).
test.describe.configure({ timeout: 60_000 });

/** Opens a back-office page through the navigation (and a tab), then waits for its live data. */
async function open(page: Page, label: string, tab?: string) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
  if (tab) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  }
  await settled(page);
}

const PAGES: { label: string; tab?: string; ready: (page: Page) => Promise<void> }[] = [
  {
    label: 'Dashboard',
    ready: (page) => expect(page.getByRole('region', { name: 'Latest leads' })).toBeVisible(),
  },
  { label: 'Leads', ready: (page) => expect(page.getByRole('grid', { name: 'Leads' })).toBeVisible() },
  {
    label: 'Content',
    tab: 'Pages',
    ready: (page) => expect(page.getByRole('form', { name: 'Home page content' })).toBeVisible(),
  },
  {
    label: 'Content',
    tab: 'Resources',
    ready: (page) => expect(page.getByRole('grid', { name: 'Resources' }).getByRole('row').nth(1)).toBeVisible(),
  },
  {
    label: 'Users',
    ready: (page) => expect(page.getByRole('combobox', { name: 'Role of Site Admin' })).toBeVisible(),
  },
  { label: 'Settings', ready: (page) => expect(page.getByRole('switch', { name: 'blog' })).toBeVisible() },
];

for (const { label, tab, ready } of PAGES) {
  test(`the admin's ${label}${tab ? ` (${tab} tab)` : ''} page has no serious accessibility violations`, async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await open(page, label, tab);
    await ready(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the resource form, open in its side panel, has no serious accessibility violations', async ({ page }) => {
  await signIn(page, 'admin');
  await open(page, 'Content', 'Resources');
  await page.getByRole('button', { name: 'Add resource' }).click();
  const form = page.getByRole('dialog', { name: 'New resource' }).getByRole('form', { name: 'Resource form' });
  await expect(form.getByRole('textbox', { name: 'Title' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // With a field's error showing too.
  await form.getByRole('button', { name: 'Add resource' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  test('the back office has no horizontal overflow and its menu button opens the navigation', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'admin');
    const menu = page.getByRole('button', { name: 'Open navigation' });
    const link = (name: string) => page.getByRole('link', { name, exact: true });
    await settled(page);
    await expect(page.getByRole('region', { name: 'Latest leads' })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // The navigation is behind the menu button.
    await expect(link('Users')).toBeHidden();
    await menu.click();
    await expect(link('Users')).toBeVisible();
    await expect(link('Settings')).toBeVisible();
    await link('Content').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content');
    await expect(link('Users')).toBeHidden(); // a link tapped closes the menu
    await page.getByRole('tab', { name: 'Resources' }).click();
    await expect(page.getByRole('grid', { name: 'Resources' }).getByRole('row').nth(1)).toBeVisible();
    await settled(page);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await menu.click();
    await link('Users').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users');
    await expect(page.getByRole('combobox', { name: 'Role of Site Admin' })).toBeVisible();
    await settled(page);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
  });
});
