// Shared state: runs alone (the shared-state project, playwright.config.ts): its discussions are
// the newest on /community while they exist (no-javascript opens the first).
import type { Locator, Page } from '@playwright/test';
import { deleteDoc, expect, expectToast, setDoc, signIn, test } from './fixtures';

// Community moderation (/admin/community) against the emulators: what a moderator does reaches
// an open /community page live, and the reply counts move only where they should. The spec writes
// its own discussions (and removes them) so the seeded ones stay as other specs expect them.
test.use({ viewport: { width: 1680, height: 1000 } });

type Marked = Window & { __e2eSameDocument?: boolean };
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as Marked).__e2eSameDocument = true;
  });
const isSameDocument = (page: Page) => page.evaluate(() => (window as Marked).__e2eSameDocument === true);

const stamp = Date.now();
const ids = { quiet: `e2e-mod-quiet-${stamp}`, busy: `e2e-mod-busy-${stamp}` };
const titles = { quiet: `Moderation quiet ${stamp}`, busy: `Moderation busy ${stamp}` };
const replyBody = `A reply to moderate ${stamp}`;

const post = (title: string, replyCount: number, minutesAgo: number) => {
  const at = new Date(Date.now() - minutesAgo * 60_000);
  return {
    title,
    body: 'Written by the moderation end-to-end test.',
    authorId: 'e2e-moderation-member',
    authorName: 'Moderation Member',
    createdAt: at,
    lastActivityAt: at,
    replyCount,
    hidden: false,
    deleted: false,
  };
};

test.beforeEach(async () => {
  await setDoc(`community_posts/${ids.quiet}`, post(titles.quiet, 0, 1));
  await setDoc(`community_posts/${ids.busy}`, post(titles.busy, 1, 2));
  await setDoc(`community_posts/${ids.busy}/replies/r1`, {
    body: replyBody,
    authorId: 'e2e-moderation-other',
    authorName: 'Moderation Other',
    createdAt: new Date(),
    hidden: false,
    deleted: false,
  });
});

test.afterEach(async () => {
  await deleteDoc(`community_posts/${ids.busy}/replies/r1`);
  await deleteDoc(`community_posts/${ids.busy}`);
  await deleteDoc(`community_posts/${ids.quiet}`);
});

/** Every discussion on /community with the reply count it shows, by title. */
async function publicCounts(list: Locator): Promise<Map<string, string>> {
  const items = await list.getByRole('listitem').all();
  const out = new Map<string, string>();
  for (const item of items) {
    const title = await item.getByRole('heading', { level: 3 }).innerText();
    out.set(title, (await item.getByText(/^\d+ repl(y|ies)$/).innerText()).trim());
  }
  return out;
}

async function openModeration(page: Page) {
  await signIn(page, 'admin');
  // In-app navigation (no reload); the section's code loads on first use, slowly on a busy machine.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Community' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Community', { timeout: 30_000 });
  return {
    discussions: page.getByRole('grid', { name: 'Discussions' }),
    replies: page.getByRole('grid', { name: 'Replies' }),
  };
}

test('hiding a discussion removes it from an open /community live and lowers nothing else', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto('/community');
    const list = visitor.getByRole('list', { name: 'Discussions' });
    // Live data replaces the prerendered list once Firebase has loaded (slow on a busy machine).
    await expect(list.getByRole('link', { name: titles.quiet })).toBeVisible({ timeout: 30_000 });
    await expect(list.getByRole('link', { name: titles.busy })).toBeVisible();
    const before = await publicCounts(list);
    expect(before.get(titles.busy)).toBe('1 reply');
    await markDocument(visitor);

    const { discussions } = await openModeration(page);
    const row = discussions.getByRole('row').filter({ hasText: titles.quiet });
    await expect(discussions.getByRole('columnheader', { name: 'Member’s posts' })).toBeVisible();
    // The member wrote both test discussions.
    await expect(row.locator('[data-field="__tally"]')).toHaveText('2');
    await row.getByRole('button', { name: `Hide: ${titles.quiet}` }).click();
    await expectToast(page, 'Success', 'Discussion hidden');
    await expect(row.getByRole('button', { name: `Restore: ${titles.quiet}` })).toBeVisible();

    // Gone from the open public page without a reload; every other count as it was.
    await expect(list.getByRole('link', { name: titles.quiet })).toHaveCount(0);
    expect(await isSameDocument(visitor)).toBe(true);
    const after = await publicCounts(list);
    before.delete(titles.quiet);
    expect(after).toEqual(before);

    // The filters: hidden ones only, then visible ones only.
    await page.getByRole('group', { name: 'Show discussions' }).getByRole('button', { name: 'Hidden' }).click();
    await expect(discussions.getByRole('row').filter({ hasText: titles.quiet })).toHaveCount(1);
    await expect(discussions.getByRole('row').filter({ hasText: titles.busy })).toHaveCount(0);
    await page.getByRole('group', { name: 'Show discussions' }).getByRole('button', { name: 'Visible' }).click();
    await expect(discussions.getByRole('row').filter({ hasText: titles.busy })).toHaveCount(1);
    await expect(discussions.getByRole('row').filter({ hasText: titles.quiet })).toHaveCount(0);
  } finally {
    await visitorContext.close();
  }
  expect(consoleErrors).toEqual([]);
});

test('a locked thread says so instead of offering a reply; pinning puts it first', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/community/${ids.busy}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(titles.busy, { timeout: 30_000 });
    await expect(visitor.getByRole('button', { name: 'Sign in to reply' })).toBeVisible();

    const { discussions } = await openModeration(page);
    const row = discussions.getByRole('row').filter({ hasText: titles.busy });
    await row.getByRole('button', { name: `Lock: ${titles.busy}` }).click();
    await expectToast(page, 'Success', 'Discussion locked');

    // The open thread page turns its reply prompt into the locked notice, live.
    await expect(visitor.getByText('This discussion is locked: it takes no new replies.')).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Sign in to reply' })).toHaveCount(0);
    await expect(visitor.getByRole('form', { name: 'Reply to this discussion' })).toHaveCount(0);

    // Pinned discussions come first on /community.
    await row.getByRole('button', { name: `Pin: ${titles.busy}` }).click();
    await expectToast(page, 'Success', 'Discussion pinned');
    await visitor.goto('/community');
    const first = visitor.getByRole('list', { name: 'Discussions' }).getByRole('listitem').first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(titles.busy);
    await expect(first.getByText('Pinned')).toBeVisible();
    await expect(first.getByText('Locked')).toBeVisible();
  } finally {
    await visitorContext.close();
  }
  expect(consoleErrors).toEqual([]);
});

test("hiding a reply lowers its discussion's reply count, and restoring it raises it again", async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto('/community');
    const list = visitor.getByRole('list', { name: 'Discussions' });
    const busy = list.getByRole('listitem').filter({ hasText: titles.busy });
    const quiet = list.getByRole('listitem').filter({ hasText: titles.quiet });
    await expect(busy.getByText('1 reply')).toBeVisible({ timeout: 30_000 });
    await expect(quiet.getByText('0 replies')).toBeVisible();

    const { discussions, replies } = await openModeration(page);
    const reply = replies.getByRole('row').filter({ hasText: replyBody });
    await expect(reply.locator('[data-field="__parent"]')).toHaveText(titles.busy);
    await reply.getByRole('button', { name: `Hide: ${replyBody}` }).click();
    await expectToast(page, 'Success', 'Reply hidden');

    await expect(busy.getByText('0 replies')).toBeVisible();
    await expect(quiet.getByText('0 replies')).toBeVisible();
    const busyRow = discussions.getByRole('row').filter({ hasText: titles.busy });
    await expect(busyRow.locator('[data-field="replyCount"]')).toHaveText('0');

    await reply.getByRole('button', { name: `Restore: ${replyBody}` }).click();
    await expectToast(page, 'Success', 'Reply restored');
    await expect(busy.getByText('1 reply')).toBeVisible();
    await expect(busyRow.locator('[data-field="replyCount"]')).toHaveText('1');
  } finally {
    await visitorContext.close();
  }
  expect(consoleErrors).toEqual([]);
});
