import type { Browser, Page } from '@playwright/test';
import {
  deleteDoc,
  expect,
  expectToast,
  listDocs,
  seriousViolations,
  setDoc,
  shotsAtBothWidths,
  signIn,
  test,
  toastsGone,
} from './fixtures';

// Staged changes to published articles (issue 22, part 3): an edit of a published post is saved
// as a pending version that visitors do not see; Publish changes puts it live, Discard changes
// drops it; the table says "Changes pending"; the staff-only Preview shows the pending version in
// the public design, and a visitor at the preview's address gets the sign-in.

test.use({ trace: 'off' });
const SHOTS = '/tmp/shots-22';

const ID = `e2e-staged-${Date.now()}`;
const SLUG = `staged-post-${Date.now()}`;
const TITLE = `Staged post ${Date.now()}`;
const REVISED = `${TITLE} (revised)`;

async function seedPost() {
  await setDoc(`blog_posts/${ID}`, {
    slug: SLUG,
    title: TITLE,
    excerpt: 'A published post whose edits wait for Publish changes.',
    body: '## The published body\n\nWhat visitors read.',
    coverImage: '',
    author: 'Site Admin',
    tags: ['e2e'],
    seoTitle: '',
    seoDescription: '',
    published: true,
    publishedAt: new Date(Date.now() - 3600_000),
    // Public, as the publishing function leaves a post whose time has come (functions/src/publishing).
    live: true,
    views: 0,
    rev: 1,
    createdAt: new Date(Date.now() - 3600_000),
    updatedAt: new Date(Date.now() - 3600_000),
  });
  await setDoc(`slugs/blog_posts__${SLUG}`, { collection: 'blog_posts', recordId: ID });
}

async function removePost() {
  for (const r of await listDocs(`blog_posts/${ID}/revisions`)) await deleteDoc(`blog_posts/${ID}/revisions/${r.id}`);
  await deleteDoc(`blog_posts/${ID}`);
  await deleteDoc(`slugs/blog_posts__${SLUG}`);
  await deleteDoc(`schedule/blog_posts__${ID}`);
  await deleteDoc(`pending_changes/blog_posts__${ID}`);
}

const visitorPage = async (browser: Browser) => (await browser.newContext()).newPage();
const panel = (page: Page) => page.getByRole('dialog');
const postForm = (page: Page) => panel(page).getByRole('form', { name: 'Blog post form' });

test.beforeAll(seedPost);
test.afterAll(removePost);

test('a published post edited and saved stays as it was for visitors until Publish changes', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const visitor = await visitorPage(browser);
  try {
    await signIn(page, 'admin', `/admin/blog?edit=${ID}`);
    const form = postForm(page);
    await expect(panel(page).getByTestId('staged-hint')).toContainText('This blog post is live.');
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(REVISED);
    await form.getByRole('textbox', { name: 'Body' }).fill('## The revised body\n\nNot live yet.');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Success', 'Changes saved as pending');
    await toastsGone(page);

    // Visitors still read the published version.
    await visitor.goto(`/blog/${SLUG}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await expect(visitor.getByRole('heading', { level: 2, name: 'The published body' })).toBeVisible();

    // The table says so.
    const grid = page.getByRole('grid', { name: 'Blog posts' });
    const row = grid.getByRole('row').filter({ hasText: TITLE });
    await expect(row.getByText('Changes pending')).toBeVisible();

    // Reopened, the form holds the pending version and the panel says who saved it.
    await row.getByRole('button', { name: `Edit ${TITLE}` }).click();
    const notice = panel(page).getByTestId('pending-notice');
    await expect(notice).toContainText('Changes pending');
    await expect(notice).toContainText('Saved by Site Admin just now');
    await expect(postForm(page).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(REVISED);
    expect(await seriousViolations(page)).toEqual([]);
    await notice.scrollIntoViewIfNeeded();
    await shotsAtBothWidths(page, SHOTS, 'pending-panel');

    // Preview: the pending version in the public design, for staff; noindex.
    const preview = await page.context().newPage();
    await preview.goto(`/admin/preview/blog/${ID}`);
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(REVISED);
    await expect(preview.getByRole('heading', { level: 2, name: 'The revised body' })).toBeVisible();
    await expect(preview.getByRole('status')).toContainText('Preview of pending changes');
    const robots = () =>
      preview.locator('meta[name="robots"]').evaluateAll((tags) => tags.map((t) => t.getAttribute('content')));
    await expect.poll(robots).toContain('noindex');
    expect((await robots()).every((c) => c === 'noindex')).toBe(true);
    expect(await seriousViolations(preview)).toEqual([]);
    await shotsAtBothWidths(preview, SHOTS, 'preview');
    await preview.close();

    // A visitor at the preview's address: the sign-in, never the pending version.
    await visitor.goto(`/admin/preview/blog/${ID}`);
    await expect(visitor).toHaveURL(/\/admin\/login$/);
    await expect(visitor.getByText(REVISED)).toHaveCount(0);

    // Publish changes: live for visitors, and no longer pending.
    await postForm(page).getByRole('button', { name: 'Publish changes' }).click();
    await expectToast(page, 'Success', 'Blog post saved');
    await toastsGone(page);
    await expect(row.getByText('Changes pending')).toHaveCount(0);
    const fresh = await visitorPage(browser);
    await fresh.goto(`/blog/${SLUG}`);
    await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(REVISED);
    await fresh.context().close();
    expect(await listDocs('pending_changes').then((d) => d.some((x) => x.id === `blog_posts__${ID}`))).toBe(false);
  } finally {
    await visitor.context().close();
  }
  expect(consoleErrors).toEqual([]);
});

test('Discard changes drops the pending version; visitors never saw it', async ({ page, browser, consoleErrors }) => {
  test.setTimeout(180_000);
  const visitor = await visitorPage(browser);
  try {
    await signIn(page, 'editor', `/admin/blog?edit=${ID}`);
    const form = postForm(page);
    const before = await form.getByRole('textbox', { name: 'Title', exact: true }).inputValue();
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(`${before} (to discard)`);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Success', 'Changes saved as pending');
    await toastsGone(page);

    const grid = page.getByRole('grid', { name: 'Blog posts' });
    const row = grid.getByRole('row').filter({ hasText: before });
    await expect(row.getByText('Changes pending')).toBeVisible();
    await row.getByRole('button', { name: `Edit ${before}` }).click();
    await panel(page).getByTestId('pending-notice').getByRole('button', { name: 'Discard changes' }).click();
    await page
      .getByRole('dialog', { name: 'Discard the pending changes?' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await expectToast(page, 'Success', 'Pending changes discarded');
    await expect(panel(page).getByTestId('staged-hint')).toBeVisible();
    await expect(postForm(page).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(before);
    await expect(row.getByText('Changes pending')).toHaveCount(0);

    // The preview now says there is nothing pending.
    const preview = await page.context().newPage();
    await preview.goto(`/admin/preview/blog/${ID}`);
    await expect(preview.getByRole('status')).toContainText('No pending changes');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(before);
    await preview.close();

    await visitor.goto(`/blog/${SLUG}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(before);
  } finally {
    await visitor.context().close();
  }
  expect(consoleErrors).toEqual([]);
});
