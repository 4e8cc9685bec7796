// Shared state: runs alone (the shared-state project, playwright.config.ts): team order, an FAQ, a
// social link; counts every content type.
import type { Page } from '@playwright/test';
import {
  blogPosts,
  caseStudies,
  communityPosts,
  faqs,
  resources,
  socialLinks,
  submittedPosts,
  team,
} from '../scripts/seed-data';
import { expect, patchDoc, signIn, test } from './fixtures';

// Team order, FAQ edits and social links made in the back office reach the public pages live, and
// the content hub counts every content type. Each test puts the seeded values back afterwards.

const byOrder = [...team].sort((a, b) => a.order - b.order);
const [first, second] = [byOrder[0]!, byOrder[1]!];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const memberName = new RegExp(`^(${team.map((m) => escape(m.name)).join('|')})$`);
/** The team members' names on /company, in the order shown. */
const companyNames = (page: Page) => page.getByRole('heading', { level: 3, name: memberName });

test('reordering team members with Move up / Move down changes the order on /company, live', async ({
  page,
  visitor,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await visitor.goto('/company');
  await expect(companyNames(visitor).first()).toHaveText(first.name);
  await expect(companyNames(visitor).nth(1)).toHaveText(second.name);

  try {
    await signIn(page, 'admin', '/admin/team');
    // The first member cannot go up; moving them down swaps them with the second.
    await expect(page.getByRole('button', { name: `Move up: ${first.name}` })).toBeDisabled({ timeout: 30_000 });
    const down = page.getByRole('button', { name: `Move down: ${first.name}` });
    await expect(down).toHaveText('Move down');
    await down.click();

    // The open public page follows without a reload.
    await expect(companyNames(visitor).first()).toHaveText(second.name);
    await expect(companyNames(visitor).nth(1)).toHaveText(first.name);
    // And the table's order column says the same.
    await expect(page.getByRole('button', { name: `Move up: ${second.name}` })).toBeDisabled();

    // Moving back up restores the seeded order.
    await page.getByRole('button', { name: `Move up: ${first.name}` }).click();
    await expect(companyNames(visitor).first()).toHaveText(first.name);
    await visitor.reload();
    await expect(companyNames(visitor).first()).toHaveText(first.name);
  } finally {
    await patchDoc(`team/${first.id}`, { order: first.order });
    await patchDoc(`team/${second.id}`, { order: second.order });
  }
  expect(consoleErrors).toEqual([]);
});

test('an FAQ edited in the back office shows on /support, live', async ({ page, visitor, consoleErrors }) => {
  test.setTimeout(90_000);
  const faq = [...faqs].sort((a, b) => a.order - b.order)[0]!;
  const edited = `${faq.question.replace(/\?$/, '')} (updated ${Date.now()})?`;
  await visitor.goto('/support');
  await expect(visitor.getByRole('button', { name: faq.question })).toBeVisible();

  try {
    await signIn(page, 'editor', '/admin/faq');
    await page.getByRole('button', { name: `Edit ${faq.question}` }).click({ timeout: 30_000 });
    const panel = page.getByRole('dialog');
    const question = panel.getByRole('textbox', { name: 'Question' });
    await expect(question).toHaveValue(faq.question);
    await question.fill(edited);
    await panel.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('FAQ updated successfully')).toBeVisible();

    await expect(visitor.getByRole('button', { name: edited })).toBeVisible();
    await expect(visitor.getByRole('button', { name: faq.question, exact: true })).toHaveCount(0);
    // Still under its category's heading.
    const group = visitor.getByRole('region', { name: faq.category });
    await expect(group.getByRole('button', { name: edited })).toBeVisible();
  } finally {
    await patchDoc(`faqs/${faq.id}`, { question: faq.question });
  }
  expect(consoleErrors).toEqual([]);
});

test('a social link switched on in the back office appears in the public footer without a reload', async ({
  page,
  visitor,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const off = socialLinks.find((l) => !l.enabled)!;
  const shown = socialLinks.filter((l) => l.enabled).sort((a, b) => a.order - b.order);
  await visitor.goto('/support');
  const footer = visitor.getByRole('contentinfo');
  const icons = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
  await expect(icons).toHaveCount(shown.length);
  for (const [i, l] of shown.entries()) {
    await expect(icons.nth(i)).toHaveAccessibleName(`Structura AI on ${l.network}`);
    await expect(icons.nth(i)).toHaveAttribute('href', l.url);
  }
  const link = footer.getByRole('link', { name: `Structura AI on ${off.network}` });
  await expect(link).toHaveCount(0);

  try {
    await signIn(page, 'admin', '/admin/social-media');
    await page.getByRole('button', { name: `Edit ${off.network}` }).click({ timeout: 30_000 });
    const panel = page.getByRole('dialog');
    // The network is the link's identity: fixed once created.
    await expect(panel.getByRole('combobox', { name: 'Network' })).toHaveAttribute('aria-disabled', 'true');
    // A non-https address is refused at the field, and what was typed stays.
    const url = panel.getByRole('textbox', { name: 'URL' });
    await url.fill('http://www.facebook.com/structura.ai');
    await panel.getByRole('button', { name: 'Save changes' }).click();
    await expect(panel.getByText('Use an https:// link')).toBeVisible();
    await expect(url).toHaveValue('http://www.facebook.com/structura.ai');
    await url.fill(off.url);
    await panel.getByLabel('Shown on the site').check();
    await panel.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Social link updated successfully')).toBeVisible();

    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', off.url);
    await expect(icons).toHaveCount(shown.length + 1);
  } finally {
    await patchDoc(`social_links/${off.id}`, { enabled: false });
  }
  await expect(link).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('the content hub has a card per content type with counts matching the data', async ({ page, consoleErrors }) => {
  await signIn(page, 'admin', '/admin/content');
  const cards = page.getByRole('list', { name: 'Content types' });
  const card = (label: string) => cards.getByRole('link', { name: new RegExp(`^${label} `) });
  const expected: [string, number, string][] = [
    ['Blog posts', blogPosts.length + submittedPosts.length, '/admin/blog'],
    ['Case studies', caseStudies.length, '/admin/case-studies'],
    ['Team members', team.length, '/admin/team'],
    ['FAQs', faqs.length, '/admin/faq'],
    ['Community discussions', communityPosts.length, '/admin/community'],
    ['Social links', socialLinks.length, '/admin/social-media'],
    ['Resources', resources.length, '/admin/content?tab=resources'],
  ];
  for (const [label, count, href] of expected) {
    // The back office opens every list at once: on a loaded machine the first counts take a while.
    await expect(card(label).getByTestId('count')).toHaveText(String(count), { timeout: 30_000 });
    await expect(card(label)).toHaveAttribute('href', href);
  }
  await expect(card('Media files').getByTestId('count')).toHaveText(/^\d+$/);
  await expect(cards.locator(':scope > li')).toHaveCount(8);
  await expect(card('Social links')).toContainText(
    `${socialLinks.filter((l) => l.enabled).length} shown in the footer`,
  );
  await card('FAQs').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ');
  expect(consoleErrors).toEqual([]);
});

test('an editor sees every content card but Social links (an admin-only section)', async ({ page }) => {
  await signIn(page, 'editor', '/admin/content');
  const cards = page.getByRole('list', { name: 'Content types' });
  await expect(cards.locator(':scope > li')).toHaveCount(7, { timeout: 30_000 });
  await expect(cards.getByRole('link', { name: /^Social links/ })).toHaveCount(0);
  await expect(cards.getByRole('link', { name: /^Team members / }).getByTestId('count')).toHaveText(
    String(team.length),
    { timeout: 30_000 },
  );
});
