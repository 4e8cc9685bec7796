// Shared state: runs alone (the shared-state project, playwright.config.ts): the lead webhook
// setting; a day of analytics of its own.
// Traffic analytics and attribution in the browser, through the Site URL (Hosting + functions, as
// production serves it): a visitor from a LinkedIn campaign who reads a post, moves to the home
// page and requests a demo produces a lead with that first and last touch and the pages seen
// before it (in the lead panel, the email, the webhook and the CSV), and the visit shows on
// Analytics (page views, the source, the funnel, a vitals sample); with Global Privacy Control on,
// or as staff, nothing is sent. On a day of its own: the funnel's rates stay at or under 100 % with
// GPC and staff leads beside it, a vitals cell of 3 samples is uncoloured with "n = 3", and the
// qualified and won figures follow a lead's status changed in the back office.
import type { Browser, Page } from '@playwright/test';
import { STAFF_FLAG } from '../src/lib/analytics/staff';
import { webhookReceiver } from '../tests/functions/webhook-receiver';
import { appReady, expect, listDocs, patchDoc, setDoc, shotsAtBothWidths, signInWithForm, test } from './fixtures';

const SITE = process.env.SITE_URL ?? '';
const MAILDEV = process.env.MAILDEV_URL ?? '';
const SHOTS = process.env.ANALYTICS_SHOTS ?? 'test-results/analytics';
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
  await signInWithForm(page, who, SITE);
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
    // Counted by the traffic figures, with the tab's pages before it (the post, then the home page).
    expect(lead.fields.analytics?.stringValue).toBe('counted');
    expect(JSON.stringify(lead.fields.pagesSeen)).toBe(
      JSON.stringify({ arrayValue: { values: [{ stringValue: POST }, { stringValue: '/' }] } }),
    );
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
    await expect(panel.getByText('Pages seen before the request (this tab, oldest first)')).toBeVisible();
    await expect(panel.getByText(`${POST} → /`, { exact: true })).toBeVisible();
    await expect(panel.getByText('Counted in the traffic figures')).toBeVisible();
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
    // The traffic's sources by last touch (the first touch's come with the collector's counts).
    await page.getByRole('button', { name: 'Last touch' }).click();
    await expect(page.getByText('Attribution: Last touch')).toBeVisible();
    const sources = page.getByRole('table', { name: 'Source', exact: true });
    await expect(sources.getByRole('rowheader', { name: 'linkedin' })).toBeVisible({ timeout: 60_000 });
    await expect(
      page.getByRole('table', { name: 'Campaign', exact: true }).getByRole('rowheader', { name: 'launch' }),
    ).toBeVisible();
    await expect(page.getByText(/Opened the demo request: [1-9]/).first()).toBeVisible();
    await expect(page.getByTestId('traffic-Demo requests (all leads)')).not.toHaveText('0');
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

/** Types a calendar day (YYYY-MM-DD) into the From or To picker, section by section. */
async function typeDay(page: Page, field: 'From' | 'To', day: string) {
  const [y, m, d] = day.split('-');
  await page.getByRole('group', { name: field }).getByRole('spinbutton', { name: 'Month' }).click();
  await page.keyboard.type(`${m}${d}${y}`);
}

/** Analytics for one day (the From picker first, so the range never runs backwards). */
async function analyticsOn(page: Page, day: string) {
  await page.goto(`${SITE}/admin/analytics`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics', { timeout: 60_000 });
  await typeDay(page, 'From', day);
  await typeDay(page, 'To', day);
  const text = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
  await expect(page.getByText(/^Showing .* to .*, whole days in UTC\.$/)).toHaveText(
    `Showing ${text} to ${text}, whole days in UTC.`,
  );
}

test('a day with GPC and staff leads, a thin vitals cell and a lead won: every figure true', async ({ page }) => {
  test.setTimeout(240_000);
  // A day of its own, before the seeded traffic: 3 visitors, 1 of whom opened the demo request;
  // LCP measured 3 times on /pricing (2.5-3 s).
  const day = '2025-03-04';
  // (The day's document as the analytics drain writes it: functions/src/analytics/aggregate.ts.)
  const counts = { views: 9, visitors: 3, demoOpened: 1, demoVisitors: 1 };
  await setDoc(`analytics_daily/${day}`, {
    day,
    ...counts,
    pages: { '/pricing': counts },
    sources: { 'e2e-deals': counts },
    firstSources: { 'e2e-deals': counts },
    vitals: { LCP: { mobile: { '/pricing': { '5': 3 } } } },
  });
  const at = new Date(`${day}T10:00:00Z`);
  const base = {
    email: 'lead@example.com',
    phone: '',
    company: 'E2E Structures',
    projectDescription: 'Steel frame.',
    source: 'Get a Demo',
    status: 'new',
    createdAt: at,
  };
  const touch = { landingPage: '/blog/steel-frames', utm: { source: 'e2e-deals', campaign: 'e2e-q1' } };
  const attribution = { firstTouch: touch, lastTouch: touch, page: '/pricing' };
  const name = `Dana Deal ${Date.now().toString(36)}`;
  // One lead from the counted visitor; four from visitors the figures leave out (GPC and staff).
  await setDoc('demo_requests/e2e39deal', {
    ...base,
    name,
    analytics: 'counted',
    attribution,
    pagesSeen: ['/blog/steel-frames', '/case-studies/tower', '/pricing'],
  });
  for (const [i, analytics] of ['opted-out', 'opted-out', 'staff', 'staff'].entries())
    await setDoc(`demo_requests/e2e39out${i}`, { ...base, name: `Out ${i}`, analytics, attribution });

  await signInOnSite(page, 'admin');
  await analyticsOn(page, day);
  await expect(page.getByText('Attribution: First touch')).toBeVisible();

  // The funnel: 3 visitors -> 1 opened (33.3 %) -> 1 sent by a counted visitor (100 %), the GPC and
  // staff leads beside it. (Before: 5 leads over 1 opening, 500 %.)
  const rates = page.getByTestId('funnel-rate');
  await expect(rates).toHaveText(
    ['Opened the demo request: 1 (33.3% of the step before)', 'Sent a demo request: 1 (100% of the step before)'],
    { timeout: 60_000 },
  );
  for (const text of await rates.allTextContents())
    expect(Number(/\(([\d.]+)%/.exec(text)?.[1])).toBeLessThanOrEqual(100);
  // The headline counts every lead, and says so.
  await expect(page.getByTestId('traffic-Demo requests (all leads)')).toHaveText('5');
  const beside = page.getByTestId('funnel-beside');
  await expect(beside).toContainText('Asked not to be tracked (GPC / Do Not Track): 2');
  await expect(beside).toContainText('Staff browsers: 2');

  // The vitals cell of 3 samples: its p75 (interpolated: 2.9 s), its count, no colour.
  const vitals = page.getByRole('table', { name: 'Web Vitals p75 per route and device' });
  const row = vitals.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '/pricing' }) });
  const cell = row.locator('[data-rating]');
  await expect(cell).toHaveCount(1);
  await expect(cell).toHaveAttribute('data-rating', 'unrated');
  await expect(cell).toHaveText('2.9 sn = 3');
  await expect(cell).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

  // Lead to deal, by first-touch source: 5 leads, none qualified yet.
  const bySource = page.getByRole('table', { name: 'Leads to deals by source' });
  await expect(bySource.getByRole('row', { name: 'e2e-deals 5 0 0' })).toBeVisible();
  const byArticle = page.getByRole('table', { name: 'Leads to deals by first article or case study read' });
  await expect(byArticle.getByRole('row', { name: '/blog/steel-frames 5 0 0' })).toBeVisible();
  await shotsAtBothWidths(page, SHOTS, 'analytics-day', { fullPhone: true });

  // The counted lead is won in the back office; its panel shows the pages seen before it.
  await page.goto(`${SITE}/admin/leads?edit=e2e39deal`);
  const panel = page.getByRole('dialog', { name });
  await expect(panel.getByText('/blog/steel-frames → /case-studies/tower → /pricing')).toBeVisible({
    timeout: 60_000,
  });
  const form = panel.getByRole('form', { name: 'Lead form' });
  await form.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Won' }).click();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel).toBeHidden({ timeout: 30_000 });

  // Analytics follows: 1 qualified (won counts as qualified) and 1 won, by source and by article.
  await analyticsOn(page, day);
  await expect(bySource.getByRole('row', { name: 'e2e-deals 5 1 1' })).toBeVisible({ timeout: 60_000 });
  await expect(
    page.getByRole('table', { name: 'Leads to deals by first article or case study read' }).getByRole('row', {
      name: '/blog/steel-frames 5 1 1',
    }),
  ).toBeVisible();
  // Last touch: the same leads (their last touch is their first here), named as such.
  await page.getByRole('button', { name: 'Last touch' }).click();
  await expect(page.getByRole('heading', { name: 'Lead to deal (Last touch)' })).toBeVisible();
  await expect(bySource.getByRole('row', { name: 'e2e-deals 5 1 1' })).toBeVisible();
});
