// Shared state: runs alone (the shared-state project, playwright.config.ts): the lead webhook
// setting; publishes and renames articles in the sitemap and RSS.
// In the browser against the Site URL (Hosting + functions, as production serves it; npm test
// starts MailDev for this step): a demo request sent on the site reaches the sales inbox
// (MailDev) and the lead shows it was notified, a webhook set in Settings is called (retried while it
// fails, the lead safe); not-found pages answer 404 and still show the app's
// not-found page; what the back office publishes, edits, renames, unpublishes and schedules is in
// the HTML, status, JSON-LD, sitemap and RSS the site serves, without a build.
import type { Page } from '@playwright/test';
import { webhookReceiver } from '../tests/functions/webhook-receiver';
import { form, localIn, removeArticles, saveAndPublish, section } from './articles';
import { ACCOUNTS, appReady, expect, expectToast, getDocFields, patchDoc, test, toastsGone } from './fixtures';

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

/** Signs in to the back office on the Site URL (the admin unless told). */
async function signInOnSite(page: Page, who: 'admin' | 'editor' = 'admin') {
  await page.goto(`${SITE}/admin/login`);
  await page.getByLabel('Email').fill(ACCOUNTS[who].email);
  await page.getByLabel('Password').fill(ACCOUNTS[who].password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
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
  await signInOnSite(page);
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
    await signInOnSite(page);
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

test('an unknown path and a spec not-found route answer 404 with the not-found page', async ({ page }) => {
  for (const path of ['/pricing', '/no/such/page']) {
    const res = await page.goto(`${SITE}${path}`);
    expect(res!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  }
});

/** What a crawler gets: status, the h1 inside #root as text, the JSON-LD blocks, the Location. */
async function crawl(path: string) {
  const res = await fetch(`${SITE}${path}`, { redirect: 'manual' });
  const html = await res.text();
  const h1 = /<div id="root">[\s\S]*?<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? null;
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) =>
    JSON.parse(m[1]!),
  ) as { '@type': string; headline?: string }[];
  return { status: res.status, h1, ld, location: res.headers.get('location'), html };
}
const feed = async (path: string) => (await fetch(`${SITE}${path}`)).text();

test('a post published, edited, renamed, unpublished and scheduled in the back office: the served HTML, status, JSON-LD, sitemap and RSS follow', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const prefix = `E2E site ${Date.now()}`;
  const slug = prefix.toLowerCase().replace(/\s+/g, '-');
  try {
    await signInOnSite(page, 'editor');
    await section(page, 'Blog');
    await page.getByRole('button', { name: 'New post' }).click();
    const f = form(page, 'Blog post');
    await f.getByRole('textbox', { name: 'Title', exact: true }).fill(prefix);
    await f.getByRole('textbox', { name: 'Body' }).fill('## Load paths\n\nTraced from roof to footing.');
    await f.getByRole('button', { name: 'Save draft' }).click();
    await expectToast(page, 'Success', 'Blog post saved');
    await toastsGone(page);
    expect((await crawl(`/blog/${slug}`)).status).toBe(404);

    // Publish: the page is served whole (its body without JavaScript), with BlogPosting JSON-LD,
    // and the sitemap and RSS list it.
    const grid = page.getByRole('grid', { name: 'Blog posts' });
    await grid.getByRole('button', { name: `Edit ${prefix}` }).click();
    await form(page, 'Blog post').getByRole('button', { name: 'Publish' }).click();
    await expectToast(page, 'Success', 'Blog post saved');
    await toastsGone(page);
    await expect.poll(async () => (await crawl(`/blog/${slug}`)).status).toBe(200);
    const published = await crawl(`/blog/${slug}`);
    expect(published.h1).toBe(prefix);
    expect(published.html).toContain('Traced from roof to footing.');
    expect(published.ld.find((b) => b['@type'] === 'BlogPosting')?.headline).toBe(prefix);
    expect(await feed('/sitemap.xml')).toContain(`/blog/${slug}</loc>`);
    expect(await feed('/rss.xml')).toContain(`/blog/${slug}</link>`);
    const listed = await crawl('/blog');
    expect(listed.html).toContain(`href="/blog/${slug}"`);

    // Edit: the served page has the new title once the changes are published.
    await grid.getByRole('button', { name: `Edit ${prefix}` }).click();
    await form(page, 'Blog post').getByRole('textbox', { name: 'Title', exact: true }).fill(`${prefix} revised`);
    await saveAndPublish(page, prefix);
    await expect.poll(async () => (await crawl(`/blog/${slug}`)).h1).toBe(`${prefix} revised`);

    // Rename: the old address answers 301 to the new one.
    await grid.getByRole('button', { name: `Edit ${prefix} revised` }).click();
    await form(page, 'Blog post').getByRole('textbox', { name: 'Slug' }).fill(`${slug}-moved`);
    await saveAndPublish(page, `${prefix} revised`);
    await expect.poll(async () => (await crawl(`/blog/${slug}`)).status).toBe(301);
    expect(new URL((await crawl(`/blog/${slug}`)).location!, SITE).pathname).toBe(`/blog/${slug}-moved`);
    expect((await crawl(`/blog/${slug}-moved`)).h1).toBe(`${prefix} revised`);
    // A visitor following an old link lands on the post.
    const visitor = await page.context().newPage();
    await visitor.goto(`${SITE}/blog/${slug}`);
    await expect(visitor).toHaveURL(`${SITE}/blog/${slug}-moved`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`${prefix} revised`);
    await visitor.close();

    // Unpublish: 404 at both addresses, out of the sitemap and the feed.
    await grid.getByRole('button', { name: `Edit ${prefix} revised` }).click();
    await form(page, 'Blog post').getByRole('button', { name: 'Unpublish' }).click();
    await expectToast(page, 'Success', 'Blog post saved');
    await toastsGone(page);
    await expect.poll(async () => (await crawl(`/blog/${slug}-moved`)).status).toBe(404);
    expect((await crawl(`/blog/${slug}`)).status).toBe(404);
    expect(await feed('/sitemap.xml')).not.toContain(slug);
    expect(await feed('/rss.xml')).not.toContain(slug);

    // Schedule: 404 until its time, then served, with no visitor's browser involved.
    await grid.getByRole('button', { name: `Edit ${prefix} revised` }).click();
    const at = Date.now() + 15_000;
    await form(page, 'Blog post')
      .getByLabel('Publish date', { exact: true })
      .fill(await localIn(page, 15_000));
    await form(page, 'Blog post').getByRole('button', { name: 'Schedule' }).click();
    await expectToast(page, 'Success', 'Blog post saved');
    expect((await crawl(`/blog/${slug}-moved`)).status).toBe(404);
    expect(Date.now()).toBeLessThan(at - 1000);
    await expect.poll(async () => (await crawl(`/blog/${slug}-moved`)).status, { timeout: 90_000 }).toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(at - 1000);
    expect(await feed('/sitemap.xml')).toContain(`/blog/${slug}-moved</loc>`);
  } finally {
    await removeArticles(prefix);
  }
});
