// Issue 9, identity and abuse, in the browser against the emulators: a new member must verify their
// email before posting (the Auth emulator records the verification email; the test opens its link
// as the member would), posting again at once is refused with a clear message, and the honeypot
// on the public forms quietly drops what a bot sends while showing the usual success.
import type { Page } from '@playwright/test';
import { communityPosts } from '../scripts/seed-data';
import { emailsTo, openVerificationLink } from './auth-emulator';
import { expect, listDocs, test } from './fixtures';

/** Signs up in the community dialog and closes its "Check your inbox" panel. */
async function signUp(page: Page, name: string, email: string) {
  await page.goto('/community');
  await page.getByRole('button', { name: 'Join the community' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join the community' });
  await dialog.getByLabel('Display name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('e2e-password');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  const sent = page.getByRole('dialog', { name: 'Check your inbox' });
  await expect(sent.getByRole('status')).toContainText(`We've sent an email to ${email}`);
  await sent.getByRole('button', { name: 'Done' }).click();
  await expect(sent).toBeHidden();
  await expect(page.getByText(`Signed in as ${name}`)).toBeVisible();
}

/** Fills the honeypot as a form-filling bot would (people never see it). */
const fillHoneypot = (page: Page) =>
  page.evaluate(() => {
    for (const input of document.querySelectorAll<HTMLInputElement>('input[name="website"]'))
      input.value = 'https://spam.example';
  });

test('an unverified member is told to verify before posting, and can once the link is opened', async ({
  page,
  consoleErrors,
}) => {
  test.slow(); // signs up, verifies and posts: several round trips on a loaded machine
  const stamp = Date.now();
  const email = `e2e-unverified-${stamp}@example.com`;
  await signUp(page, `Una Verified ${stamp % 10000}`, email);
  expect(await emailsTo(email, 'VERIFY_EMAIL')).toHaveLength(1); // sent by the sign-up

  // Instead of a form that would fail on submit: the plain reason and what to do.
  const prompt = page.getByRole('region', { name: 'Verify your email to post' });
  await expect(prompt).toContainText(email);
  await expect(page.getByLabel('Title')).toHaveCount(0);
  await prompt.getByRole('button', { name: 'Resend email' }).click();
  await expect(prompt.getByRole('status')).toHaveText(`Sent. Check the inbox of ${email}.`);
  await expect.poll(async () => (await emailsTo(email, 'VERIFY_EMAIL')).length).toBe(2);
  await prompt.getByRole('button', { name: "I've verified" }).click();
  await expect(prompt.getByRole('status')).toContainText("isn't verified yet");

  // A thread's reply area says the same.
  const open = communityPosts.find((p) => !p.hidden && !p.deleted && !('locked' in p && p.locked));
  await page.goto(`/community/${open!.id}`);
  await expect(page.getByRole('region', { name: 'Verify your email to post' })).toBeVisible();
  await expect(page.getByLabel('Your reply')).toHaveCount(0);

  await openVerificationLink(email);
  await page.getByRole('button', { name: "I've verified" }).click();
  await expect(page.getByLabel('Your reply')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Verify your email to post' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a second discussion straight after the first is refused with how long to wait; the text stays', async ({
  page,
}) => {
  test.slow(); // signs up, verifies and posts: several round trips on a loaded machine
  const stamp = Date.now();
  const email = `e2e-pace-${stamp}@example.com`;
  await signUp(page, `Pat Pace ${stamp % 10000}`, email);
  await openVerificationLink(email);
  await page.getByRole('button', { name: "I've verified" }).click();

  await page.getByLabel('Title').fill(`E2E pace one ${stamp}`);
  await page.getByLabel('What would you like to discuss?').fill('First.');
  await page.getByRole('button', { name: 'Post discussion' }).click();
  await expect(page.getByText('Your discussion is live.')).toBeVisible();

  await page.getByLabel('Title').fill(`E2E pace two ${stamp}`);
  await page.getByLabel('What would you like to discuss?').fill('Second, at once.');
  await page.getByRole('button', { name: 'Post discussion' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'posting a little fast' })).toContainText(
    /members can start one discussion every 60 seconds\. Please wait \d+ seconds/,
  );
  await expect(page.getByLabel('Title')).toHaveValue(`E2E pace two ${stamp}`);
  const titles = (await listDocs('community_posts')).map((d) => d.fields.title?.stringValue);
  expect(titles).toContain(`E2E pace one ${stamp}`);
  expect(titles).not.toContain(`E2E pace two ${stamp}`);
});

test.describe('honeypot', () => {
  test('a demo request with the hidden field filled shows the thank-you and stores nothing', async ({ page }) => {
    const email = `bot-${Date.now()}@example.com`;
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Get a Demo' }).click();
    const dialog = page.getByRole('dialog');
    // People and assistive technology never meet it: no field by that name, out of the tab order.
    await expect(dialog.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
    await expect(dialog.locator('input[name="website"]')).toHaveAttribute('tabindex', '-1');
    for (const [label, value] of Object.entries({
      Name: 'Bot',
      Email: email,
      Company: 'Spam Ltd',
      'Project description': 'Cheap links',
    }))
      await dialog.getByLabel(label, { exact: false }).fill(value);
    await fillHoneypot(page);
    await dialog.getByRole('button', { name: 'Request Demo' }).click();
    await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    const leads = await listDocs('demo_requests');
    expect(leads.filter((l) => l.fields.email?.stringValue === email)).toEqual([]);
  });

  test('a sign-up with the hidden field filled reads as sent and makes no account', async ({ page }) => {
    const email = `bot-${Date.now()}@example.com`;
    await page.goto('/community');
    await page.getByRole('button', { name: 'Join the community' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the community' });
    await dialog.getByLabel('Display name').fill('Bot');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('bot-password');
    await fillHoneypot(page);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('dialog', { name: 'Check your inbox' })).toContainText(email);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: 'Join the community' })).toBeVisible(); // still a visitor
    expect(await emailsTo(email, 'VERIFY_EMAIL')).toEqual([]);
  });

  test('a discussion with the hidden field filled reads as live and is not stored', async ({ page }) => {
    test.slow(); // signs up, verifies and posts: several round trips on a loaded machine
    const stamp = Date.now();
    const email = `e2e-honeypot-${stamp}@example.com`;
    await signUp(page, `Hana Pot ${stamp % 10000}`, email);
    await openVerificationLink(email);
    await page.getByRole('button', { name: "I've verified" }).click();
    await page.getByLabel('Title').fill(`E2E honeypot ${stamp}`);
    await page.getByLabel('What would you like to discuss?').fill('Buy now');
    await fillHoneypot(page);
    await page.getByRole('button', { name: 'Post discussion' }).click();
    await expect(page.getByText('Your discussion is live.')).toBeVisible();
    const titles = (await listDocs('community_posts')).map((d) => d.fields.title?.stringValue);
    expect(titles).not.toContain(`E2E honeypot ${stamp}`);
  });
});

test('sign-up with a registered address reads exactly like a new one (no enumeration)', async ({ page }) => {
  await page.goto('/community');
  await page.getByRole('button', { name: 'Join the community' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join the community' });
  await dialog.getByLabel('Display name').fill('Someone Else');
  await dialog.getByLabel('Email').fill('member@structura.local'); // the seeded member
  await dialog.getByLabel('Password').fill('another-password');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  const sent = page.getByRole('dialog', { name: 'Check your inbox' });
  await expect(sent.getByRole('status')).toHaveText(
    "We've sent an email to member@structura.local. Open the link in it to continue. Nothing there after a few minutes? Check your spam folder.",
  );
  await expect(sent.getByRole('alert')).toHaveCount(0);
  // The owner of the address is the one told: a password-reset email.
  await expect.poll(async () => (await emailsTo('member@structura.local', 'PASSWORD_RESET')).length).toBeGreaterThan(0);
});
