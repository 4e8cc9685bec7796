// Shared state: runs alone (the shared-state project, playwright.config.ts): edits a seeded FAQ's
// answer.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { faqs } from '../scripts/seed-data';
import { expect, getDocFields, patchDoc, signIn, test, toast } from './fixtures';

// Issue 22: two people editing the same record never silently overwrite each other. An admin and
// an editor open the same FAQ in two browsers; the editor saves first; the admin's save is refused
// with who and when, the admin's typing stays in the form, and the stored answer is the editor's
// until the admin chooses (keep theirs, or re-apply mine on top).

const SHOTS = '/tmp/shots-22';
const faq = [...faqs].sort((a, b) => a.order - b.order)[1]!;

async function openFaq(page: Page) {
  await page.goto(`/admin/faq?edit=${faq.id}`);
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('textbox', { name: 'Answer' })).toHaveValue(faq.answer, { timeout: 30_000 });
  return panel;
}

async function storedAnswer(): Promise<string> {
  return String((await getDocFields(`faqs/${faq.id}`))?.answer?.stringValue ?? '');
}

async function editorContext(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, 'editor');
  return { context, page };
}

test('two people on one FAQ: the second save is refused with who and when, and nothing typed is lost', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const mine = `Admin's answer ${Date.now()}`;
  const theirs = `Editor's answer ${Date.now()}`;
  const editor = await editorContext(browser, baseURL);
  try {
    await signIn(page, 'admin');
    const adminPanel = await openFaq(page);
    const editorPanel = await openFaq(editor.page);

    // The admin types, not saved yet; the editor saves first.
    await adminPanel.getByRole('textbox', { name: 'Answer' }).fill(mine);
    await editorPanel.getByRole('textbox', { name: 'Answer' }).fill(theirs);
    await editorPanel.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(editor.page, 'FAQ updated successfully')).toBeVisible();

    // The admin's form says who changed it, when and what, and keeps the admin's typing.
    const notice = adminPanel.getByTestId('conflict-notice');
    await expect(notice).toContainText('Changed by Content Editor just now');
    await expect(notice).toContainText('they changed Answer');
    await expect(adminPanel.getByRole('textbox', { name: 'Answer' })).toHaveValue(mine);

    // Saving anyway is refused: the stored answer stays the editor's.
    await adminPanel.getByRole('button', { name: 'Save changes' }).click();
    await expect(adminPanel.getByText('Someone else saved this FAQ after you opened it.')).toBeVisible();
    await expect(adminPanel.getByRole('textbox', { name: 'Answer' })).toHaveValue(mine);
    expect(await storedAnswer()).toBe(theirs);

    // The conflict message under axe (WCAG 2.1 AA: nothing serious or critical).
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);

    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await notice.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/conflict-${width}.png` });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    // Re-apply mine: the admin's answer on top of the editor's version, saved.
    await notice.getByRole('button', { name: 'Re-apply mine' }).click();
    await expect(adminPanel.getByTestId('conflict-notice')).toHaveCount(0);
    await expect(adminPanel.getByRole('textbox', { name: 'Answer' })).toHaveValue(mine);
    await adminPanel.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'FAQ updated successfully')).toBeVisible();
    await expect.poll(() => storedAnswer()).toBe(mine);
  } finally {
    await editor.context.close();
    await patchDoc(`faqs/${faq.id}`, { answer: faq.answer });
  }
});

test('Keep theirs puts their version in the form', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const theirs = `Editor's answer ${Date.now()}`;
  const editor = await editorContext(browser, baseURL);
  try {
    await signIn(page, 'admin');
    const adminPanel = await openFaq(page);
    await adminPanel.getByRole('textbox', { name: 'Question' }).fill(`${faq.question} (mine)`);
    const editorPanel = await openFaq(editor.page);
    await editorPanel.getByRole('textbox', { name: 'Answer' }).fill(theirs);
    await editorPanel.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(editor.page, 'FAQ updated successfully')).toBeVisible();

    const notice = adminPanel.getByTestId('conflict-notice');
    await expect(notice).toContainText('Changed by Content Editor');
    await notice.getByRole('button', { name: 'Keep theirs' }).click();
    await expect(adminPanel.getByTestId('conflict-notice')).toHaveCount(0);
    await expect(adminPanel.getByRole('textbox', { name: 'Answer' })).toHaveValue(theirs);
    await expect(adminPanel.getByRole('textbox', { name: 'Question' })).toHaveValue(faq.question);
  } finally {
    await editor.context.close();
    await patchDoc(`faqs/${faq.id}`, { answer: faq.answer });
  }
});
