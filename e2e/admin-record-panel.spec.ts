// Shared state: runs alone (the shared-state project, playwright.config.ts): adds an FAQ to
// /support (public-pages counts them).
import { expect, getDocFields, setDoc, signIn, test, toast } from './fixtures';

// Issue 22, the record panel: a record is deleted from its own panel (behind a confirmation), and a
// new post's Author is the signed-in person's name.

test('an FAQ is deleted from its own panel, after a confirmation', async ({ page }) => {
  test.setTimeout(90_000);
  const id = `e2e-delete-${Date.now()}`;
  const question = `Is this FAQ about to go (${id})?`;
  await setDoc(`faqs/${id}`, { question, answer: 'Yes.', category: 'General', order: 9000 });
  await signIn(page, 'editor', `/admin/faq?edit=${id}`);
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('textbox', { name: 'Question' })).toHaveValue(question, { timeout: 30_000 });

  // Cancel keeps it.
  await panel.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this FAQ?' });
  await expect(confirm).toContainText(question);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  expect(await getDocFields(`faqs/${id}`)).not.toBeNull();

  await panel.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this FAQ?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'FAQ deleted successfully')).toBeVisible();
  await expect(page).not.toHaveURL(/edit=/);
  await expect.poll(() => getDocFields(`faqs/${id}`)).toBeNull();
  await expect(page.getByRole('button', { name: `Edit ${question}` })).toHaveCount(0);
});

test("a new post's Author is the signed-in person's name", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'editor', '/admin/blog?edit=new');
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('textbox', { name: 'Author' })).toHaveValue('Content Editor', { timeout: 30_000 });
});
