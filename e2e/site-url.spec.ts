// In the browser against the Site URL (Hosting + functions, as production serves it; npm test
// starts MailDev for this step): a demo request sent on the site reaches the sales inbox
// (MailDev) and the lead shows it was notified; not-found pages answer 404 and still show the app's
// not-found page.
import { expect, test } from './fixtures';

const SITE = process.env.SITE_URL ?? '';
const MAILDEV = process.env.MAILDEV_URL ?? '';

test.skip(!SITE || !MAILDEV, 'needs the Site URL and MailDev (scripts/test.mjs sets them)');

test('a demo request on the Site URL is emailed to sales and the lead says "sent"', async ({ page }) => {
  const name = `Marta Sousa ${Date.now().toString(36)}`;
  await page.goto(`${SITE}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Get a Demo' }).click();
  const dialog = page.getByRole('dialog');
  const values: Record<string, string> = {
    Name: name,
    Email: `marta.${Date.now()}@example.com`,
    'Phone (optional)': '+351 22 000 0000',
    Company: 'Sousa Estruturas',
    'Project description': 'Steel warehouse extension in Porto, 40 m span portal frames.',
  };
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label, { exact: false }).fill(value);
  const sentAt = Date.now();
  await dialog.getByRole('button', { name: 'Request Demo' }).click();
  await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

  let mail: { id: string; subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${MAILDEV}/api/email`)).json()) as {
          id: string;
          subject: string;
          text: string;
        }[];
        mail = all.find((m) => m.subject.includes(name));
        return Boolean(mail);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  test.info().annotations.push({ type: 'email latency', description: `${Date.now() - sentAt} ms` });
  expect(mail!.subject).toBe(`New demo request: ${name} (Sousa Estruturas)`);
  expect(mail!.text).toContain('Steel warehouse extension in Porto');
  const link = /Open the lead in the back office: (\S+)/.exec(mail!.text)![1]!;
  expect(link).toMatch(/\/admin\/leads\?edit=[A-Za-z0-9]{20}$/);

  // The link opens the lead in the back office, which shows the notification went out.
  await page.goto(`${SITE}/admin/login`);
  await page.getByLabel('Email').fill('admin@structura.local');
  await page.getByLabel('Password').fill('structura-admin-local');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`${SITE}${new URL(link).pathname}${new URL(link).search}`);
  const panel = page.getByRole('dialog');
  await expect(panel.getByText(name).first()).toBeVisible();
  await expect(panel.getByText('Sent', { exact: true })).toBeVisible();
});

test('an unknown path and a spec not-found route answer 404 with the not-found page', async ({ page }) => {
  for (const path of ['/pricing', '/no/such/page']) {
    const res = await page.goto(`${SITE}${path}`);
    expect(res!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  }
});
