import type { Page } from '@playwright/test';
import { expect, listDocs, test } from './fixtures';

const DEMO_TEXT = "Fill out the form below and we'll get back to you within 24 hours with a personalized demo.";
const THANK_YOU_TEXT =
  "Thank you for joining our waiting list! We'll be in touch with you as soon as our product is ready. Our team will review your requirements and contact you within 24-48 hours.";

async function fill(page: Page, values: Record<string, string>) {
  const dialog = page.getByRole('dialog');
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label, { exact: false }).fill(value);
}

test('demo request: full cycle, and the lead is stored', async ({ page, consoleErrors }) => {
  const email = `lead-${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Get a Demo' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Get a Demo' })).toBeVisible();
  await expect(dialog.getByText(DEMO_TEXT)).toBeVisible();
  await fill(page, {
    Name: 'Ines Duarte',
    Email: email,
    'Phone (optional)': '+351 21 000 0000',
    Company: 'Duarte Engenharia',
    'Project description': 'Eight-storey post-tensioned concrete office in Lisbon; seismic design to EC8.',
  });
  // The page records when the thank-you appears and when the dialog closes (its modal leaves the
  // DOM after a short fade), so the timings are not blurred by the test's polling.
  await page.evaluate(() => {
    const marks: Record<string, number> = { submitted: performance.now() };
    (window as unknown as { demoMarks: Record<string, number> }).demoMarks = marks;
    new MutationObserver(() => {
      const heading = [...document.querySelectorAll('[role="dialog"] h2')].some((h) => h.textContent === 'Thank You!');
      if (heading && !marks.thanked) marks.thanked = performance.now();
      if (marks.thanked && !document.querySelector('[role="dialog"]')) marks.closed ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await dialog.getByRole('button', { name: 'Request Demo' }).click();
  await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(dialog.getByText(THANK_YOU_TEXT)).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5000 });
  const marks = await page.evaluate(() => (window as unknown as { demoMarks: Record<string, number> }).demoMarks);
  expect(marks.thanked! - marks.submitted!).toBeGreaterThanOrEqual(1000); // "Submitting..." for 1 s
  expect(marks.closed! - marks.thanked!).toBeGreaterThanOrEqual(3000); // "Thank You!" for 3 s,
  expect(marks.closed! - marks.thanked!).toBeLessThan(4000); // then it closes

  const leads = await listDocs('demo_requests');
  const lead = leads.find((l) => l.fields.email?.stringValue === email);
  expect(lead?.fields).toMatchObject({
    name: { stringValue: 'Ines Duarte' },
    company: { stringValue: 'Duarte Engenharia' },
    status: { stringValue: 'new' },
    source: { stringValue: 'Get a Demo' },
  });
  expect(lead?.fields.createdAt?.timestampValue).toBeTruthy();

  // The form was reset after the thank-you.
  await page.getByRole('banner').getByRole('link', { name: 'Get a Demo' }).click();
  await expect(page.getByRole('dialog').getByLabel('Name', { exact: false })).toHaveValue('');
  expect(consoleErrors).toEqual([]);
});

test('required fields are enforced by the browser, the reason shows at the field, and nothing is sent', async ({
  page,
}) => {
  // Its own name, so what other tests send meanwhile (two workers) is not counted here.
  const name = `Only a name ${Date.now()}`;
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Get a Demo' }).click();
  const dialog = page.getByRole('dialog');
  await fill(page, { Name: name, Email: 'not-an-email' });
  await dialog.getByRole('button', { name: 'Request Demo' }).click();
  await expect(dialog.getByRole('button', { name: 'Request Demo' })).toBeEnabled();
  // The email field was left with an invalid address: its reason shows beneath it.
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog.getByLabel('Email', { exact: false })).toHaveAttribute('aria-invalid', 'true');
  expect(
    await dialog.getByLabel('Email', { exact: false }).evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
  ).toBe(true);
  expect(
    await dialog.getByLabel('Company', { exact: false }).evaluate((el: HTMLInputElement) => el.validity.valueMissing),
  ).toBe(true);
  await expect(dialog.getByLabel('Name', { exact: false })).toHaveValue(name);
  expect((await listDocs('demo_requests')).filter((l) => l.fields.name?.stringValue === name)).toEqual([]);
});

test('a write that cannot reach the server keeps everything typed, and a retry succeeds', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/company');
  await page.getByRole('banner').getByRole('link', { name: 'Get a Demo' }).click();
  const values = {
    Name: 'Kofi Mensah',
    Email: `retry-${Date.now()}@example.com`,
    Company: 'Mensah Structures',
    'Project description': 'Steel warehouse portal frames, 40 m span.',
  };
  await fill(page, values);
  await page.route('**/google.firestore.v1.Firestore/**', (route) => route.abort());
  await page.getByRole('dialog').getByRole('button', { name: 'Request Demo' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText('could not send your request', {
    timeout: 20_000,
  });
  for (const [label, value] of Object.entries(values)) {
    await expect(page.getByRole('dialog').getByLabel(label, { exact: false })).toHaveValue(value);
  }
  await page.unroute('**/google.firestore.v1.Firestore/**');
  await page.getByRole('dialog').getByRole('button', { name: 'Request Demo' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Thank You!' })).toBeVisible({ timeout: 20_000 });
  // The first write was queued by the SDK and landed once the network was back: the retry waited
  // for it, so there is exactly one lead. (The thank-you follows the acknowledgement, and the SDK
  // acknowledges queued writes in order, so a second lead would already be stored by now.)
  const leads = (await listDocs('demo_requests')).filter((l) => l.fields.email?.stringValue === values.Email);
  expect(leads).toHaveLength(1);
});
