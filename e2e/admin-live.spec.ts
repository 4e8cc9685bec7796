// Shared state: runs alone (the shared-state project, playwright.config.ts): flips the blog toggle;
// a lead at the top of the dashboard's latest.
import type { Page } from '@playwright/test';
import { appReady, expect, expectToast, patchDoc, settled, signIn, test } from './fixtures';

// The back office and the public site in two browser contexts: what happens in one reaches the
// other live, with no reload (the open document is marked, and the mark must survive).
type Marked = Window & { __e2eSameDocument?: boolean };
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as Marked).__e2eSameDocument = true;
  });
const isSameDocument = (page: Page) => page.evaluate(() => (window as Marked).__e2eSameDocument === true);

test('a demo request from the public site reaches the open dashboard live, and its status is changed on Leads', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now();
  const name = `Live Lead ${stamp}`;
  const company = `Lead Works ${stamp}`;
  await signIn(page, 'admin');
  const latest = page.getByRole('list', { name: 'Latest leads' });
  await settled(page);
  await expect(latest.getByText(`${name} · ${company}`)).toHaveCount(0);
  await markDocument(page);

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    // A second context's page lacks the fixture's waiting goto: click once the app is ready.
    await appReady(visitor);
    await visitor.getByRole('banner').getByRole('link', { name: 'Get a Demo' }).click();
    const dialog = visitor.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: false }).fill(name);
    await dialog.getByLabel('Email', { exact: false }).fill(`live-lead-${stamp}@example.com`);
    await dialog.getByLabel('Company', { exact: false }).fill(company);
    await dialog
      .getByLabel('Project description', { exact: false })
      .fill('Twelve-storey steel frame; we want to see automated AISC checks.');
    await dialog.getByRole('button', { name: 'Request Demo' }).click();
    await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  } finally {
    await visitorContext.close();
  }

  // The dashboard, left open, shows the lead at the top of "Latest leads" without a reload.
  await expect(latest.getByRole('link').first()).toContainText(`${name} · ${company}`);
  await expect(latest.getByRole('link').first()).toContainText('new');
  expect(await isSameDocument(page)).toBe(true);

  await page.getByRole('link', { name: 'All leads' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leads');
  const grid = page.getByRole('grid', { name: 'Leads' });
  const row = grid.getByRole('row').filter({ hasText: name });
  await expect(row.locator('[data-field="status"]')).toHaveText('new');
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/[?&]edit=/);
  const panel = page.getByRole('dialog', { name });
  await expect(panel.getByText(company)).toBeVisible();
  const form = panel.getByRole('form', { name: 'Lead form' });
  await form.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Contacted' }).click();
  await expect(form.getByRole('combobox', { name: 'Status' })).toHaveText('Contacted');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Success', 'Lead updated successfully');
  await expect(panel).toBeHidden();
  await expect(row.locator('[data-field="status"]')).toHaveText('contacted');
  expect(consoleErrors).toEqual([]);
});

test('a feature toggle flipped in Settings changes the public footer of another browser live', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
  const blog = page.getByRole('switch', { name: 'blog' });
  await expect(blog).toBeChecked();

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    const footerBlog = visitor.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true });
    await expect(footerBlog).toBeVisible();
    await markDocument(visitor);

    await blog.click();
    await expectToast(page, 'Success', 'Feature disabled successfully');
    await expect(blog).not.toBeChecked();
    await expect(footerBlog).toHaveCount(0);
    await expect(visitor.getByRole('contentinfo').getByRole('link', { name: 'Case Studies' })).toBeVisible();

    await blog.click();
    await expectToast(page, 'Success', 'Feature enabled successfully');
    await expect(blog).toBeChecked();
    await expect(footerBlog).toBeVisible();
    expect(await isSameDocument(visitor)).toBe(true);
  } finally {
    await visitorContext.close();
    await patchDoc('feature_toggles/blog', { enabled: true });
  }
  expect(consoleErrors).toEqual([]);
});
