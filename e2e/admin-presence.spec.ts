import type { Page } from '@playwright/test';
import { faqs } from '../scripts/seed-data';
import { deleteDoc, expect, seriousViolations, setDoc, shotsAtBothWidths, signIn, test } from './fixtures';

// Issue 22, part 2: presence. An admin and an editor in two browsers; while the editor has an FAQ
// open, the admin sees "Content Editor is editing" on its row and, opening it, on the record; when
// the editor closes it, both go. A heartbeat older than 90 s (a tab that died) shows nothing.

test.use({ trace: 'off' });

const SHOTS = '/tmp/shots-22';
const faq = [...faqs].sort((a, b) => a.order - b.order)[2]!;
const other = [...faqs].sort((a, b) => a.order - b.order)[3]!;

const row = (page: Page, question: string) => page.getByRole('row').filter({ hasText: question });
const panel = (page: Page) => page.getByRole('dialog');

test('presence: who has a record open shows on its row and on the record, live, until they close it', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const editorContext = await browser.newContext({ baseURL });
  const editor = await editorContext.newPage();
  try {
    await signIn(page, 'admin');
    await signIn(editor, 'editor');
    await page.goto('/admin/faq');
    await expect(row(page, faq.question)).toBeVisible({ timeout: 30_000 });
    await expect(row(page, faq.question).getByTestId('row-presence')).toHaveCount(0);

    // The editor opens the FAQ: the admin's table says so on its row (and on no other).
    await editor.goto(`/admin/faq?edit=${faq.id}`);
    await expect(panel(editor).getByRole('textbox', { name: 'Answer' })).toHaveValue(faq.answer, { timeout: 30_000 });
    await expect(row(page, faq.question).getByTestId('row-presence')).toHaveText('Content Editor is editing', {
      timeout: 15_000,
    });
    await expect(row(page, other.question).getByTestId('row-presence')).toHaveCount(0);
    await shotsAtBothWidths(page, SHOTS, 'presence-row');

    // The admin opens it too: the record says who else is on it; the editor sees the admin.
    await row(page, faq.question)
      .getByRole('button', { name: `Edit ${faq.question}` })
      .click();
    const notice = panel(page).getByTestId('record-presence');
    await expect(notice).toHaveText('Content Editor is editing this FAQ right now. Their saves will show here.');
    await expect(panel(editor).getByTestId('record-presence')).toContainText('Site Admin is editing this FAQ');
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAtBothWidths(page, SHOTS, 'presence-record');

    // The editor closes the panel: gone from the record, and from the row.
    await panel(editor).getByRole('button', { name: 'Close' }).click();
    await expect(notice).toHaveCount(0, { timeout: 15_000 });
    await panel(page).getByRole('button', { name: 'Close' }).click();
    await expect(row(page, faq.question).getByTestId('row-presence')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  } finally {
    await editorContext.close();
  }
});

test('a heartbeat older than 90 s (a tab that died) shows nothing; a fresh one shows', async ({ page }) => {
  test.setTimeout(90_000);
  const path = `presence/faqs__${other.id}__ghost-uid`;
  // Its TTL expiry (expiresAt) is still ahead: readers go by the heartbeat, not by the expiry.
  const beat = (at: Date) =>
    setDoc(path, {
      uid: 'ghost-uid',
      name: 'Gone Editor',
      collection: 'faqs',
      recordId: other.id,
      at,
      expiresAt: new Date(Date.now() + 600_000),
    });
  try {
    await beat(new Date(Date.now() - 120_000));
    await signIn(page, 'admin', '/admin/faq');
    await expect(row(page, other.question)).toBeVisible({ timeout: 30_000 });
    await expect(row(page, other.question).getByTestId('row-presence')).toHaveCount(0);
    await beat(new Date());
    await expect(row(page, other.question).getByTestId('row-presence')).toHaveText('Gone Editor is editing');
    await beat(new Date(Date.now() - 120_000));
    await expect(row(page, other.question).getByTestId('row-presence')).toHaveCount(0);
  } finally {
    await deleteDoc(path);
  }
});
