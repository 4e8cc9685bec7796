// Traffic analytics and attribution in the browser, through the Site URL (Hosting + functions, as
// production serves it): a visitor from a LinkedIn campaign who reads a post, moves to the home
// page and requests a demo produces a lead with that first and last touch (in the lead panel, the
// email, the webhook and the CSV), and the visit shows on Analytics (page views, the source, the
// funnel, a vitals sample); with Global Privacy Control on, or as staff, nothing is sent.
import type { Browser, Page } from '@playwright/test';
import { STAFF_FLAG } from '../src/lib/analytics/staff';
import { webhookReceiver } from '../tests/functions/webhook-receiver';
import { ACCOUNTS, appReady, expect, listDocs, patchDoc, shotsAtBothWidths, test } from './fixtures';

const SITE = process.env.SITE_URL ?? '';
const MAILDEV = process.env.MAILDEV_URL ?? '';
const SHOTS = 'test-results/analytics';
test.skip(!SITE || !MAILDEV, 'needs the Site URL and MailDev (scripts/test.mjs sets them)');

// A visitor's browser, not a headless one (the collect function drops headless user agents).
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const POST = '/blog/automated-code-checks-vs-spreadsheets';
/** Resolves when the browser has been idle after the page loaded: by then the beacon would have
 *  loaded and sent (src/lib/analytics/queue.ts starts it from the same idle callback). */
const idleAfterLoad = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(null), { timeout: 5000 }), { timeout: 5000 }),
      ),
  );
const collects = (page: Page) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/collect')) sent.push(r.postData() ?? '');
  });
  return sent;
};

async function visitor(browser: Browser, { gpc = false } = {}) {
  const context = await browser.newContext({ userAgent: CHROME });
  if (gpc)
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
  return context.newPage();
}

async function signInOnSite(page: Page, who: 'admin' | 'editor') {
  await page.goto(`${SITE}/admin/login`);
  await page.getByLabel('Email').fill(ACCOUNTS[who].email);
  await page.getByLabel('Password').fill(ACCOUNTS[who].password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The back office marks the browser as staff's once it knows the role (AdminGuard), which can be
  // a moment after the URL changes: the public pages opened next must find the mark.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STAFF_FLAG)).toBe('1');
}

async function requestDemo(page: Page, name: string) {
  await page.getByRole('banner').getByRole('link', { name: 'Get a Demo' }).click();
  const dialog = page.getByRole('dialog');
  const values: Record<string, string> = {
    Name: name,
    Email: `ines.${Date.now()}@example.com`,
    Company: 'Ferreira Engenharia',
    'Project description': 'Six-storey timber office in Braga.',
  };
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label, { exact: false }).fill(value);
  await dialog.getByRole('button', { name: 'Request Demo' }).click();
  await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
}

test('a campaign visit that requests a demo: first and last touch on the lead, and the visit on Analytics', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const hook = await webhookReceiver();
  const name = `Inês Ferreira ${Date.now().toString(36)}`;
  try {
    await signInOnSite(page, 'admin');
    await patchDoc('settings/lead_notifications', { webhookUrl: hook.url });

    // The visitor: lands on a post from the campaign, moves to the home page in the app, asks.
    const v = await visitor(browser);
    const sent = collects(v);
    await v.goto(`${SITE}${POST}?utm_source=linkedin&utm_medium=social&utm_campaign=launch`, {
      referer: 'https://www.linkedin.com/',
    });
    await appReady(v);
    await expect.poll(() => sent.filter((b) => b.includes('"e":"pv"')).length, { timeout: 30_000 }).toBe(1);
    expect(JSON.parse(sent[0]!)).toEqual({
      e: 'pv',
      p: POST,
      r: 'linkedin.com',
      us: 'linkedin',
      um: 'social',
      uc: 'launch',
    });
    await v.getByRole('banner').getByRole('link').first().click();
    await expect(v).toHaveURL(`${SITE}/`);
    await expect.poll(() => sent.filter((b) => b.includes('"e":"pv","p":"/"')).length).toBe(1);
    await requestDemo(v, name);
    expect(sent.some((b) => b.includes('"e":"demo","p":"/"'))).toBe(true);
    await v.close({ runBeforeUnload: true }); // hidden: the page's Web Vitals go in one beacon

    // The lead as stored: first touch = last touch = the campaign's entry; sent from /.
    const lead = await expect
      .poll(async () => (await listDocs('demo_requests')).find((d) => d.fields.name?.stringValue === name), {
        timeout: 30_000,
      })
      .toBeTruthy()
      .then(async () => (await listDocs('demo_requests')).find((d) => d.fields.name?.stringValue === name)!);
    const attribution = JSON.stringify(lead.fields.attribution);
    for (const value of ['linkedin', 'launch', 'social', POST, 'linkedin.com']) expect(attribution).toContain(value);
    expect(lead.fields.source?.stringValue).toBe('Get a Demo');

    // The email and the webhook say it, labelled apart from the button.
    type Mail = { subject: string; text: string };
    const mail = await expect
      .poll(
        async () =>
          ((await (await fetch(`${MAILDEV}/api/email`)).json()) as Mail[]).find((m) => m.subject.includes(name)),
        { timeout: 30_000 },
      )
      .toBeTruthy()
      .then(async () =>
        ((await (await fetch(`${MAILDEV}/api/email`)).json()) as Mail[]).find((m) => m.subject.includes(name))!,
      );
    expect(mail.text).toContain('Button pressed: Get a Demo');
    expect(mail.text).toContain('First touch: utm_source: linkedin');
    expect(mail.text).toContain('Last touch: utm_campaign: launch');
    expect(mail.text).toContain(`First touch: landing page: ${POST}`);
    expect(mail.text).toContain('Requested on page: /');
    await expect
      .poll(() => (hook.received as { text: string }[]).find((b) => b.text.includes(name))?.text ?? '', {
        timeout: 30_000,
      })
      .toContain('First touch: utm_campaign: launch');

    // The lead panel shows both touches, apart from the button pressed.
    await page.goto(`${SITE}/admin/leads?edit=${lead.id}`);
    const panel = page.getByRole('dialog');
    await expect(panel.getByText('Button pressed')).toBeVisible({ timeout: 60_000 }); // (a busy machine)
    await expect(panel.getByText('First touch (how the visit began)')).toBeVisible();
    await expect(
      panel
        .getByText(
          /landing page: \/blog\/automated-code-checks-vs-spreadsheets · referrer: linkedin.com · utm_source: linkedin/,
        )
        .first(),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    // The CSV export has the attribution columns.
    await page.goto(`${SITE}/admin/leads`);
    await page
      .getByRole('button', { name: /export/i })
      .first()
      .click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /csv/i }).click(),
    ]);
    const csv = await (await download.createReadStream()).toArray().then((c) => Buffer.concat(c).toString('utf8'));
    expect(csv.split('\n')[0]).toContain('Traffic source');
    const row = csv.split('\n').find((l) => l.includes(name)) ?? '';
    for (const value of ['linkedin', 'launch', POST]) expect(row).toContain(value);

    // Analytics shows the visit within a minute: today only, so only live figures.
    const today = new Date().toISOString().slice(0, 10);
    await page.goto(`${SITE}/admin/analytics`);
    await expect(page.getByTestId('traffic-Page views')).not.toHaveText('0', { timeout: 60_000 });
    await shotsAtBothWidths(page, SHOTS, 'analytics-seeded', { fullPhone: true });
    await page.getByRole('group', { name: 'Date range' }).getByLabel('From').first().click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type(`${today.slice(5, 7)}${today.slice(8, 10)}${today.slice(0, 4)}`); // MM/DD/YYYY
    const todayText = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${today}T00:00:00Z`),
    );
    await expect(page.getByText(/^Showing .* to .*, whole days in UTC\.$/)).toHaveText(
      `Showing ${todayText} to ${todayText}, whole days in UTC.`,
    );
    const sources = page.getByRole('table', { name: 'Source', exact: true });
    await expect(sources.getByRole('rowheader', { name: 'linkedin' })).toBeVisible({ timeout: 60_000 });
    await expect(
      page.getByRole('table', { name: 'Campaign', exact: true }).getByRole('rowheader', { name: 'launch' }),
    ).toBeVisible();
    await expect(page.getByText(/Demo opened: [1-9]/)).toBeVisible();
    await expect(page.getByTestId('traffic-Demo sent')).not.toHaveText('0');
    await expect(
      page
        .getByRole('table', { name: 'Web Vitals p75 per route and device' })
        .getByRole('rowheader', { name: '/blog/:slug' }),
    ).toBeVisible({ timeout: 60_000 });
    await shotsAtBothWidths(page, SHOTS, 'analytics-live', { fullPhone: true });
  } finally {
    await patchDoc('settings/lead_notifications', { webhookUrl: '' });
    await hook.close();
  }
});

test('with Global Privacy Control on, nothing is sent', async ({ browser }) => {
  test.setTimeout(120_000);
  const v = await visitor(browser, { gpc: true });
  const sent = collects(v);
  await v.goto(`${SITE}/?utm_source=linkedin`);
  await appReady(v);
  await idleAfterLoad(v);
  await v.getByRole('banner').getByRole('link', { name: 'Get a Demo' }).click();
  await v.getByRole('dialog').getByRole('link', { name: 'Cancel' }).click();
  await idleAfterLoad(v);
  await v.close({ runBeforeUnload: true });
  expect(sent).toEqual([]);
});

test('staff browsing the site send nothing', async ({ browser }) => {
  test.setTimeout(120_000);
  const staff = await visitor(browser);
  await signInOnSite(staff, 'editor');
  const sent = collects(staff);
  await staff.goto(`${SITE}${POST}`);
  await appReady(staff);
  await idleAfterLoad(staff);
  await staff.goto(`${SITE}/solutions`);
  await appReady(staff);
  await idleAfterLoad(staff);
  await staff.close({ runBeforeUnload: true });
  expect(sent).toEqual([]);
});
