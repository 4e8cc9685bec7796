// A demo request from a German page (issue 41): the dialog, its reasons and the thank-you in German,
// and the lead records `de`, with the app and without JavaScript (the site function's form post).
// Needs /de/ (i41-routes: the routes and the LocaleProvider) and the stored `locale` field
// (i41-domain). Creates its own leads only.
import type { Page } from '@playwright/test';
import { expect, listDocs, test } from './fixtures';

const SITE = process.env.SITE_URL ?? '';

const dialogOf = (page: Page) => page.getByRole('dialog', { name: /Demo anfordern/ });

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await dialogOf(page).getByLabel(label, { exact: false }).fill(value);
}

async function leadOf(email: string) {
  let lead: Awaited<ReturnType<typeof listDocs>>[number] | undefined;
  await expect
    .poll(async () => (lead = (await listDocs('demo_requests')).find((d) => d.fields.email?.stringValue === email)))
    .toBeTruthy();
  return lead!;
}

test('from /de/ with the app: German texts and reasons, the thank-you in German, the lead records de', async ({
  page,
  consoleErrors,
}) => {
  const email = `anna.${Date.now()}@example.com`;
  await page.goto('/de/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('banner').getByRole('link', { name: 'Demo anfordern' }).click();
  const dialog = dialogOf(page);
  await expect(dialog.getByText(/Füllen Sie das folgende Formular aus/)).toBeVisible();
  await fill(page, { Name: 'Anna Huber', 'E-Mail': 'anna@beispiel' });
  await dialog.getByLabel('Unternehmen', { exact: false }).focus();
  await expect(dialog.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible();
  await fill(page, {
    'E-Mail': email,
    Unternehmen: 'Huber Tragwerksplanung GmbH',
    Projektbeschreibung: 'Bürogebäude in Holz-Beton-Verbundbauweise, Nachweise nach Eurocode 5.',
  });
  await dialog.getByRole('button', { name: 'Demo anfordern' }).click();
  await expect(dialog.getByRole('button', { name: 'Wird gesendet...' })).toBeDisabled();
  // The dialog is named by its heading: the thank-you's is "Vielen Dank!".
  await expect(
    page.getByRole('dialog', { name: 'Vielen Dank!' }).getByRole('heading', { name: 'Vielen Dank!' }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('demo-de-thank-you.png') });
  const lead = await leadOf(email);
  expect(lead.fields).toMatchObject({ locale: { stringValue: 'de' }, name: { stringValue: 'Anna Huber' } });
  expect(consoleErrors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.skip(!SITE, 'needs the Site URL (scripts/test.mjs sets it)');
  test.use({ javaScriptEnabled: false });

  test('from /de/: the server’s form, its reasons and its thank-you in German; the lead records de', async ({
    page,
  }) => {
    const email = `jonas.${Date.now()}@example.com`;
    await page.goto(`${SITE}/de/`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('banner').getByRole('link', { name: 'Demo anfordern' }).click();
    await expect(page).toHaveURL(`${SITE}/de/?demo`);
    await fill(page, {
      Name: 'Jonas Weber',
      'E-Mail': 'jonas@beispiel',
      Unternehmen: 'Weber Ingenieure',
      Projektbeschreibung: 'Brückenertüchtigung, Spannbeton.',
    });
    await dialogOf(page).getByRole('button', { name: 'Demo anfordern' }).click();
    await expect(dialogOf(page).getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible();
    await expect(dialogOf(page).getByLabel('Unternehmen', { exact: false })).toHaveValue('Weber Ingenieure');
    await dialogOf(page).getByLabel('E-Mail', { exact: false }).fill(email);
    await dialogOf(page).getByRole('button', { name: 'Demo anfordern' }).click();
    await expect(page).toHaveURL(`${SITE}/de/?demo=sent`);
    await expect(page.getByRole('heading', { name: 'Vielen Dank!' })).toBeVisible();
    await expect(page.getByText(/Vielen Dank, dass Sie sich in unsere Warteliste eingetragen haben/)).toBeVisible();
    const lead = await leadOf(email);
    expect(lead.fields.locale).toEqual({ stringValue: 'de' });
  });
});
