import { expect, test } from './fixtures';

test('a signed-out visitor is sent from the back office to the admin login', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin sign in' })).toBeVisible();
});

test('a wrong password gets a clear message and keeps the email', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill('admin@structura.local');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('admin@structura.local');
});

test('a member without the admin role is refused', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill('member@structura.local');
  await page.getByLabel('Password').fill('structura-member-local');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in, but without a role: the back office's guard shows the no-access page.
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'No access to the back office' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin sign in' })).toBeVisible();
  // Signed out now: the back office sends the visitor to the login.
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('the admin signs in, reaches every back-office section, and signs out', async ({ page, consoleErrors }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill('admin@structura.local');
  await page.getByLabel('Password').fill('structura-admin-local');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('Signed in as Site Admin')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(consoleErrors).toEqual([]);
});
