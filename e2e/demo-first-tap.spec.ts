// Every tap counts (issue 27), on the Site URL (Hosting + the site function, as production serves
// it): Get a Demo is a link to the page with the dialog open (`?demo`), so a click made before the
// app has started opens the demo request too, and without JavaScript the server's form takes the
// request (functions/src/leads/form-post.ts): the lead, its email and the back office follow.
import type { Page } from '@playwright/test';
import { THANK_YOU_TEXT } from '../src/features/leads/components/DemoDialog';
import { ACCOUNTS, expect, listDocs, test } from './fixtures';

const SITE = process.env.SITE_URL ?? '';
const MAILDEV = process.env.MAILDEV_URL ?? '';
test.skip(!SITE || !MAILDEV, 'needs the Site URL and MailDev (scripts/test.mjs sets them)');

const demoDialog = (page: Page) => page.getByRole('dialog', { name: /Get a Demo/ });

async function fillDemo(page: Page, values: Record<string, string>) {
  const dialog = demoDialog(page);
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label, { exact: false }).fill(value);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.setTimeout(120_000);

  for (const width of [1440, 390]) {
    test(`at ${width} px a visitor opens Get a Demo, sends it and sees the thank-you; the lead and its email follow`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      await page.goto(`${SITE}/`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('banner').getByRole('link', { name: 'Get a Demo' }).click();
      await expect(page).toHaveURL(`${SITE}/?demo`);
      await expect(demoDialog(page)).toBeVisible();
      await page.screenshot({ path: `test-results/demo-no-js-${width}.png` });

      const name = `Inês Ferreira ${Date.now()}`;
      const email = `ines.${Date.now()}@example.com`;
      // A bad email (one the browser's own check lets through): the server's reason at the field,
      // everything else still filled in.
      await fillDemo(page, {
        Name: name,
        Email: 'ines@example',
        'Phone (optional)': '+351 21 000 0000',
        Company: 'Ferreira Engenharia',
        'Project description': 'Seismic retrofit of a 1960s concrete school in Lisbon.',
      });
      await demoDialog(page).getByRole('button', { name: 'Request Demo' }).click();
      await expect(demoDialog(page).getByText('Please enter a valid email address')).toBeVisible();
      await expect(demoDialog(page).getByLabel('Name', { exact: false })).toHaveValue(name);
      await expect(demoDialog(page).getByLabel('Company', { exact: false })).toHaveValue('Ferreira Engenharia');
      await expect(demoDialog(page).getByLabel('Project description', { exact: false })).toHaveValue(
        'Seismic retrofit of a 1960s concrete school in Lisbon.',
      );
      if (width === 1440) await page.screenshot({ path: 'test-results/demo-no-js-bad-email.png' });

      await demoDialog(page).getByLabel('Email', { exact: false }).fill(email);
      await demoDialog(page).getByRole('button', { name: 'Request Demo' }).click();
      await expect(page).toHaveURL(`${SITE}/?demo=sent`);
      await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
      await expect(page.getByText(THANK_YOU_TEXT)).toBeVisible();
      // Closing it without JavaScript: a link back to the page.
      await page.getByRole('link', { name: 'Close' }).click();
      await expect(page).toHaveURL(`${SITE}/`);

      // The lead is stored once, and its email reaches the sales inbox.
      await expect
        .poll(async () => (await listDocs('demo_requests')).filter((d) => d.fields.email?.stringValue === email).length)
        .toBe(1);
      await expect
        .poll(
          async () =>
            ((await (await fetch(`${MAILDEV}/api/email`)).json()) as { subject: string }[]).some((m) =>
              m.subject.includes(name),
            ),
          { timeout: 30_000 },
        )
        .toBe(true);
      if (width !== 1440) return;
      // In the back office (with JavaScript, as staff use it) the lead is there.
      const staffContext = await page.context().browser()!.newContext({ javaScriptEnabled: true });
      const staff = await staffContext.newPage();
      await staff.goto(`${SITE}/admin/login`);
      await staff.getByLabel('Email').fill(ACCOUNTS.admin.email);
      await staff.getByLabel('Password').fill(ACCOUNTS.admin.password);
      await staff.getByRole('button', { name: 'Sign in' }).click();
      await expect(staff).toHaveURL(/\/admin\/dashboard$/);
      await staff.goto(`${SITE}/admin/leads`);
      await expect(staff.getByRole('grid').getByText(email)).toBeVisible({ timeout: 45_000 });
      await staffContext.close();
    });
  }
});

test.describe('without JavaScript, from a campaign link', () => {
  test.use({ javaScriptEnabled: false });

  test("the request keeps the campaign the visitor arrived with (issue 30's attribution)", async ({ page }) => {
    await page.goto(`${SITE}/solutions?utm_source=linkedin&utm_campaign=launch&ref=newsletter`, {
      waitUntil: 'domcontentloaded',
    });
    await page.getByRole('banner').getByRole('link', { name: 'Get a Demo' }).click();
    await expect(page).toHaveURL(`${SITE}/solutions?utm_source=linkedin&utm_campaign=launch&demo`);
    const email = `campaign.${Date.now()}@example.com`;
    await fillDemo(page, {
      Name: 'Rui Campos',
      Email: email,
      Company: 'Campos Estruturas',
      'Project description': 'Footbridge over the Douro, 60 m steel truss.',
    });
    await demoDialog(page).getByRole('button', { name: 'Request Demo' }).click();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    let lead: Awaited<ReturnType<typeof listDocs>>[number] | undefined;
    await expect
      .poll(async () => (lead = (await listDocs('demo_requests')).find((d) => d.fields.email?.stringValue === email)))
      .toBeTruthy();
    const map = (v: unknown) => (v as { mapValue: { fields: Record<string, unknown> } }).mapValue.fields;
    const attribution = map(lead!.fields.attribution);
    expect(attribution.page).toEqual({ stringValue: '/solutions' });
    for (const touch of ['firstTouch', 'lastTouch']) {
      const utm = map(map(attribution[touch]).utm);
      expect(utm).toEqual({ source: { stringValue: 'linkedin' }, campaign: { stringValue: 'launch' } });
    }
  });
});

test.describe('before the app starts', () => {
  test.setTimeout(600_000);

  test('Get a Demo clicked at DOMContentLoaded opens the demo request every time, 20 of 20, on a 4x slower CPU', async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (let i = 0; i < 20; i++) {
      await page.goto(`${SITE}/`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('banner').getByRole('link', { name: 'Get a Demo' }).click();
      await expect(demoDialog(page), `click ${i + 1}`).toBeVisible({ timeout: 20_000 });
      await expect(demoDialog(page).getByRole('button', { name: 'Request Demo' })).toBeVisible();
    }
  });

  test('once the app runs, Get a Demo opens the dialog in place, without loading a page', async ({ page }) => {
    await page.goto(`${SITE}/solutions`);
    let navigations = 0;
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations++);
    await page.getByRole('banner').getByRole('link', { name: 'Get a Demo' }).click();
    await expect(demoDialog(page)).toBeVisible();
    expect(page.url()).toBe(`${SITE}/solutions`);
    expect(navigations).toBe(0);
  });

  test('a page opened with ?demo hydrates with the dialog open; what was typed before the app ran stays, and Cancel leaves ?demo', async ({
    page,
  }) => {
    // The app's scripts are held back until the visitor has typed.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${SITE}/?demo`, { waitUntil: 'domcontentloaded' });
    await demoDialog(page).getByLabel('Name', { exact: false }).fill('Typed Early');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 30_000 });
    await expect(demoDialog(page).getByLabel('Name', { exact: false })).toHaveValue('Typed Early');
    // The dialog's own code has hydrated it: its label moved up for the text typed before.
    await expect(page.locator('#demo-name-label')).toHaveAttribute('data-shrink', 'true');
    await demoDialog(page).getByRole('link', { name: 'Cancel' }).click();
    await expect(demoDialog(page)).toBeHidden();
    await expect(page).toHaveURL(`${SITE}/`);
  });
});
