// Shared state: runs alone (the shared-state project, playwright.config.ts): the lead webhook
// setting.
// In the browser against the Site URL (Hosting + functions, as production serves it; npm test
// starts MailDev for this step): a demo request sent on the site reaches the sales inbox
// (MailDev) and the lead shows it was notified, a webhook set in Settings is called (retried while it
// fails, the lead safe). Publishing on the Site URL and its 404s: site-publishing.spec.ts.
import type { Page } from '@playwright/test';
import { webhookReceiver } from '../tests/functions/webhook-receiver';
import { appReady, expect, getDocFields, patchDoc, signInWithForm, test } from './fixtures';

const SITE = process.env.SITE_URL ?? '';
const MAILDEV = process.env.MAILDEV_URL ?? '';

test.skip(!SITE || !MAILDEV, 'needs the Site URL and MailDev (scripts/test.mjs sets them)');

/** Sends a demo request from the home page's header, as a visitor does. */
async function requestDemo(page: Page, name: string) {
  await page.goto(`${SITE}/`);
  // The served page shows the button before its script runs: click once the app is ready (a page
  // from a second context does not get the fixture's waiting goto).
  await appReady(page);
  await page.getByRole('banner').getByRole('link', { name: 'Get a Demo' }).click();
  const dialog = page.getByRole('dialog');
  const values: Record<string, string> = {
    Name: name,
    Email: `marta.${Date.now()}@example.com`,
    'Phone (optional)': '+351 22 000 0000',
    Company: 'Sousa Estruturas',
    'Project description': 'Steel warehouse extension in Porto, 40 m span portal frames.',
  };
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label, { exact: false }).fill(value);
  await dialog.getByRole('button', { name: 'Request Demo' }).click();
  await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
}

type Mail = { id: string; subject: string; text: string };
const mailsAbout = async (name: string) =>
  ((await (await fetch(`${MAILDEV}/api/email`)).json()) as Mail[]).filter((m) => m.subject.includes(name));

/** The email about `name` in MailDev, once it is there. */
async function mailAbout(name: string): Promise<Mail> {
  await expect.poll(async () => (await mailsAbout(name)).length, { timeout: 30_000 }).toBeGreaterThan(0);
  return (await mailsAbout(name))[0]!;
}

/** Opens the lead the email links to (signed in); returns its panel. */
async function openLeadFromMail(page: Page, mail: { text: string }) {
  const link = /Open the lead in the back office: (\S+)/.exec(mail.text)![1]!;
  expect(link).toMatch(/\/admin\/leads\?edit=[A-Za-z0-9]{20}$/);
  await page.goto(`${SITE}${new URL(link).pathname}${new URL(link).search}`);
  return page.getByRole('dialog');
}

test('a demo request on the Site URL is emailed to sales and the lead says "sent"', async ({ page }) => {
  // The first page the site function renders after the emulators start loads its renderer (cold).
  test.setTimeout(90_000);
  const name = `Marta Sousa ${Date.now().toString(36)}`;
  const sentAt = Date.now();
  await requestDemo(page, name);
  const mail = await mailAbout(name);
  test.info().annotations.push({ type: 'email latency', description: `${Date.now() - sentAt} ms` });
  expect(mail.subject).toBe(`New demo request: ${name} (Sousa Estruturas)`);
  expect(mail.text).toContain('Steel warehouse extension in Porto');

  // The link opens the lead in the back office, which shows the notification went out.
  await signInWithForm(page, 'admin', SITE);
  const panel = await openLeadFromMail(page, mail);
  await expect(panel.getByText(name).first()).toBeVisible();
  await expect(panel.getByText('Sent', { exact: true })).toBeVisible();
});

test('a webhook set in Settings is called for a lead; while it fails the lead says "Retrying" and stays safe', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A Slack-like receiver on this machine: down (503) at first.
  const hook = await webhookReceiver();
  hook.setStatus(503);
  const name = `Rui Costa ${Date.now().toString(36)}`;
  try {
    await signInWithForm(page, 'admin', SITE);
    await page.goto(`${SITE}/admin/settings`);
    const settings = page.getByRole('region', { name: 'Lead notifications' });
    await expect(settings.getByLabel('Notification emails')).toHaveValue('sales@structura.local');
    await settings.getByLabel('Webhook URL').fill(hook.url);
    await settings.getByRole('button', { name: 'Save changes' }).click();
    await expect(settings.getByLabel('Webhook URL')).toHaveValue(hook.url);
    await expect
      .poll(async () => (await getDocFields('settings/lead_notifications'))?.webhookUrl?.stringValue)
      .toBe(hook.url);

    const visitor = await (await browser.newContext()).newPage();
    await requestDemo(visitor, name);
    await visitor.context().close();
    const panel = await openLeadFromMail(page, await mailAbout(name));
    await expect(panel.getByText(name).first()).toBeVisible();
    await expect(panel.getByText(/^Retrying \(attempt \d failed\): webhook answered HTTP 503$/)).toBeVisible({
      timeout: 30_000,
    });

    // The receiver is back: the next retry delivers, once, and the open panel follows.
    hook.setStatus(200);
    await expect(panel.getByText('Sent', { exact: true })).toBeVisible({ timeout: 60_000 });
    const calls = (hook.received as { text: string }[]).filter((b) => b.text.includes(name));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.text).toContain('/admin/leads?edit=');
    expect(await mailsAbout(name)).toHaveLength(1);
  } finally {
    await patchDoc('settings/lead_notifications', { webhookUrl: '' });
    await hook.close();
  }
});
