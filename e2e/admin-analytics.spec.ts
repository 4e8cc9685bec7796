// Shared state: runs alone (the shared-state project, playwright.config.ts): counts every lead in
// the range: the seed's only (lead-making specs run later).
import type { Page } from '@playwright/test';
import { communityPosts, daysAgo, leads } from '../scripts/seed-data';
import { defaultRange, rangeBounds, type DateRange } from '../src/features/analytics/range';
import { expect, signIn, test } from './fixtures';

// The admin's analytics against the seeded emulators: the figures shown are the seed's, computed
// here from scripts/seed-data for the same range; changing the range changes them accordingly; a
// range that runs backwards is refused at the field. Editors see the same page.
test.describe.configure({ timeout: 120_000 });
const LOAD = { timeout: 45_000 }; // ten aggregation and range queries on a busy machine

const within = (iso: string, range: DateRange) => {
  const { start, end } = rangeBounds(range);
  return new Date(iso) >= start && new Date(iso) < end;
};
const expected = (range: DateRange) => {
  const inRange = leads.filter((l) => within(l.createdAt, range));
  return {
    leads: inRange.length,
    newLeads: inRange.filter((l) => l.status === 'new').length,
    discussions: communityPosts.filter((p) => within(p.createdAt, range)).length,
  };
};

/** A headline figure's number, e.g. "Leads in range" -> "9". */
const figure = (page: Page, label: string) =>
  page
    .getByRole('list', { name: 'Figures' })
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('p')
    .last();

/** Types a calendar day (YYYY-MM-DD) into the From or To picker, section by section. */
async function typeDay(page: Page, field: 'From' | 'To', day: string) {
  const [y, m, d] = day.split('-');
  await page.getByRole('group', { name: field }).getByRole('spinbutton', { name: 'Month' }).click();
  await page.keyboard.type(`${m}${d}${y}`);
}

async function expectFigures(page: Page, range: DateRange) {
  const want = expected(range);
  await expect(figure(page, 'Leads in range')).toHaveText(String(want.leads), LOAD);
  await expect(figure(page, 'New leads in range')).toHaveText(String(want.newLeads), LOAD);
  await expect(figure(page, 'Community discussions')).toHaveText(String(want.discussions), LOAD);
  // The chart's text alternative holds the same numbers.
  await expect(
    page.getByRole('table', { name: 'Leads by status' }).getByRole('row', { name: `new ${want.newLeads}` }),
  ).toHaveCount(1, LOAD);
}

test('the admin sees the seeded figures, and a new range changes them', async ({ page, consoleErrors }) => {
  await signIn(page, 'admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics');

  // Default: the last 12 weeks (UTC), every seeded lead inside it.
  const first = defaultRange(new Date());
  expect(expected(first).leads).toBe(leads.length);
  await expect(page.getByRole('group', { name: 'From' })).toBeVisible();
  await expectFigures(page, first);
  await expect(page.getByRole('heading', { name: 'Leads per week' })).toBeVisible();
  await expect(page.getByText(`${expected(first).leads} leads from`)).toBeVisible();

  // Days 20 to 5 back: some leads in, some out; the figures follow.
  const second = { from: daysAgo(20).slice(0, 10), to: daysAgo(5).slice(0, 10) };
  expect(expected(second).leads).toBeLessThan(leads.length);
  expect(expected(second).newLeads).toBeLessThan(expected(second).leads);
  await typeDay(page, 'From', second.from);
  await typeDay(page, 'To', second.to);
  await expectFigures(page, second);

  // A range that ends before it starts: the From field says so; the figures keep the last range.
  await typeDay(page, 'From', daysAgo(2).slice(0, 10));
  await expect(page.getByText('From must be on or before To')).toBeVisible();
  await expect(page.getByRole('group', { name: 'From' })).toHaveAttribute('aria-invalid', 'true');
  await expectFigures(page, second);

  // Back to a valid From: the message goes.
  await typeDay(page, 'From', second.from);
  await expect(page.getByText('From must be on or before To')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

// Issue 30: the figures are readable by editors and admins (the rules let both read them).
test('an editor sees Analytics with the same figures', async ({ page, consoleErrors }) => {
  await signIn(page, 'editor');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics');
  await expect(page.getByText('Analytics needs an admin.')).toHaveCount(0);
  await expectFigures(page, defaultRange(new Date()));
  expect(consoleErrors).toEqual([]);
});
