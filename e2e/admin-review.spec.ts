import type { Page } from '@playwright/test';
import { submittedPosts } from '../scripts/seed-data';
import {
  deleteDoc,
  expect,
  expectToast,
  getDocFields,
  listDocs,
  patchDoc,
  seriousViolations,
  shotsAtBothWidths,
  signIn,
  test,
  toastsGone,
} from './fixtures';

// Issue 22, part 4: the contributor role. A contributor sees the Dashboard, Blog and Case studies
// only, drafts a post and submits it for review, and cannot publish it (no such button; the rules
// refuse it too: tests/rules/review.test.ts). An editor publishes it from the In review queue, or
// sends one back with a note, which the contributor then sees on their draft.

test.use({ trace: 'off' });

const SHOTS = '/tmp/shots-22';
const seeded = submittedPosts[0]!;

const panel = (page: Page) => page.getByRole('dialog');
const form = (page: Page) => panel(page).getByRole('form', { name: 'Blog post form' });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });
const queueItem = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Waiting for review' }).getByRole('listitem').filter({ hasText: title });

const SHOTS_22B = '/tmp/shots-22b';

/** Removes the posts a test made (their revisions, slug claims). */
async function removePosts(prefix: string) {
  for (const d of await listDocs('blog_posts')) {
    if (!String(d.fields.title?.stringValue ?? '').startsWith(prefix)) continue;
    for (const r of await listDocs(`blog_posts/${d.id}/revisions`))
      await deleteDoc(`blog_posts/${d.id}/revisions/${r.id}`);
    await deleteDoc(`blog_posts/${d.id}`);
    await deleteDoc(`schedule/blog_posts__${d.id}`);
    await deleteDoc(`slugs/blog_posts__${String(d.fields.slug?.stringValue)}`);
  }
}

test('a contributor drafts and submits a post, cannot publish it; an editor publishes it from the queue', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const title = `E2E review ${Date.now()}`;
  const editorContext = await browser.newContext({ baseURL });
  const editor = await editorContext.newPage();
  try {
    // The contributor's back office: their own work, nothing else.
    await signIn(page, 'contributor');
    for (const name of ['Dashboard', 'Blog', 'Case studies'])
      await expect(nav(page).getByRole('link', { name, exact: true })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Leads' })).toHaveCount(0);
    await expect(nav(page).getByRole('link', { name: 'FAQ' })).toHaveCount(0);
    await expect(nav(page).getByRole('link', { name: 'In review' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'My blog posts' })).toContainText(seeded.title);
    await expect(page.getByRole('region', { name: 'Review queue' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAtBothWidths(page, SHOTS, 'contributor-dashboard', { fullPhone: true });

    // Draft a post: Save draft and Submit for review, no Publish, no Schedule, no publish date.
    await nav(page).getByRole('link', { name: 'Blog', exact: true }).click();
    await page.getByRole('button', { name: 'New post' }).click();
    const f = form(page);
    await f.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await expect(f.getByRole('textbox', { name: 'Author' })).toHaveValue('Guest Contributor');
    await f.getByRole('textbox', { name: 'Body' }).fill('## Findings\n\nWhat the survey found.');
    await expect(f.getByRole('button', { name: 'Save draft' })).toBeVisible();
    await expect(f.getByRole('button', { name: /Publish|Schedule/ })).toHaveCount(0);
    await expect(f.getByLabel('Publish date', { exact: true })).toHaveCount(0);
    await f.getByRole('button', { name: 'Submit for review' }).click();
    await expectToast(page, 'Success', 'Blog post saved');
    await toastsGone(page);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('In review');
    const stored = (await listDocs('blog_posts')).find((d) => d.fields.title?.stringValue === title)!;
    expect(stored.fields.published?.booleanValue).toBe(false);
    expect(stored.fields.review?.stringValue).toBe('in_review');

    // Sections above the role say so and show nothing.
    await page.goto('/admin/leads');
    await expect(page.getByRole('alert')).toContainText('Leads needs an editor. Your account is a contributor');

    // The editor's Dashboard says how many wait for review, live, and links to the queue.
    await signIn(editor, 'editor');
    const waitingNow = async () => {
      let n = 0;
      for (const c of ['blog_posts', 'case_studies'])
        n += (await listDocs(c)).filter(
          (d) => d.fields.review?.stringValue === 'in_review' && d.fields.published?.booleanValue !== true,
        ).length;
      return n;
    };
    const count = editor.getByTestId('review-waiting');
    const n = await waitingNow();
    expect(n).toBeGreaterThanOrEqual(2);
    await expect(count).toHaveText(`${n} waiting for review`);
    // Someone sends one back elsewhere: the count follows without a reload.
    await patchDoc(`blog_posts/${seeded.id}`, { review: 'changes_requested' });
    await expect(count).toHaveText(`${n - 1} waiting for review`);
    await patchDoc(`blog_posts/${seeded.id}`, { review: 'in_review' });
    await expect(count).toHaveText(`${n} waiting for review`);
    expect(await seriousViolations(editor)).toEqual([]);
    await shotsAtBothWidths(editor, SHOTS_22B, 'dashboard-review-count', { fullPhone: true });

    // The editor's queue: publish it.
    await editor.getByRole('region', { name: 'Review queue' }).getByRole('link').click();
    await expect(editor.getByRole('heading', { level: 1 })).toHaveText('In review');
    const item = queueItem(editor, title);
    await expect(item).toContainText('by Guest Contributor');
    await expect(queueItem(editor, seeded.title)).toBeVisible();
    expect(await seriousViolations(editor)).toEqual([]);
    await shotsAtBothWidths(editor, SHOTS, 'review-queue', { fullPhone: true });
    await item.getByRole('button', { name: 'Publish' }).click();
    await expectToast(editor, 'Success', 'Blog post saved');
    await expect(queueItem(editor, title)).toHaveCount(0);
    await expect.poll(async () => (await getDocFields(`blog_posts/${stored.id}`))?.published?.booleanValue).toBe(true);
    await nav(editor).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(count).toHaveText(`${n - 1} waiting for review`);
    expect((await getDocFields(`blog_posts/${stored.id}`))?.review).toBeUndefined();

    // The contributor sees it published, and can no longer change it.
    await page.goto('/admin/blog');
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Published');
    await page.goto(`/admin/blog?edit=${stored.id}`);
    await expect(panel(page).getByRole('heading', { name: title })).toBeVisible();
    await expect(form(page)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  } finally {
    await editorContext.close();
    await removePosts('E2E review');
  }
});

test('send back with a note: the contributor sees the note on their draft, and submits again', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const note = `Please add the survey dates (${Date.now()}).`;
  const editorContext = await browser.newContext({ baseURL });
  const editor = await editorContext.newPage();
  try {
    await signIn(editor, 'editor', '/admin/review');
    const item = queueItem(editor, seeded.title);
    await item.getByRole('button', { name: 'Send back' }).click();
    const dialog = editor.getByRole('dialog', { name: `Send back “${seeded.title}”` });
    // An empty note is refused at the field, and the dialog stays open.
    await dialog.getByRole('button', { name: 'Send back' }).click();
    await expect(dialog.getByText('Say what should change.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Note for the contributor' }).fill(note);
    expect(await seriousViolations(editor)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send back' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(queueItem(editor, seeded.title)).toHaveCount(0);

    // The contributor: "Changes requested" on the row, the note on the draft.
    await signIn(page, 'contributor', '/admin/blog');
    await expect(page.getByRole('row').filter({ hasText: seeded.title })).toContainText('Changes requested');
    await page.goto(`/admin/blog?edit=${seeded.id}`);
    const state = panel(page).getByTestId('review-state');
    await expect(state).toContainText('Sent back by an editor');
    await expect(state).toContainText(note);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: `${SHOTS}/contributor-sent-back-390.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${SHOTS}/contributor-sent-back-1440.png` });

    // Submitting again puts it back in the queue, the note cleared.
    await form(page).getByRole('button', { name: 'Submit for review' }).click();
    await expectToast(page, 'Success', 'Blog post saved');
    await expect(queueItem(editor, seeded.title)).toBeVisible();
    const fields = await getDocFields(`blog_posts/${seeded.id}`);
    expect(fields?.review?.stringValue).toBe('in_review');
    expect(fields?.reviewNote).toBeUndefined();
  } finally {
    await editorContext.close();
    await patchDoc(`blog_posts/${seeded.id}`, { review: 'in_review', title: seeded.title });
  }
});
