// Shared state: runs alone (the shared-state project, playwright.config.ts): publishes the home
// page's hero.
import type { Page } from '@playwright/test';
import { home } from '../src/features/page-content/defaults/home';
import { deleteDoc, expect, expectToast, listDocs, signIn, test, toastsGone } from './fixtures';

// The page-content editor (Content > Pages) on the home page's hero title: a local draft that
// survives a reload and stays private, publish reaching an open visitor page live, and a restored
// revision. The seed publishes no home page: the spec leaves none behind.
const SEEDED_TITLE = home.sections.hero!.title as string;

type Marked = Window & { __e2eSameDocument?: boolean };
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as Marked).__e2eSameDocument = true;
  });
const isSameDocument = (page: Page) => page.evaluate(() => (window as Marked).__e2eSameDocument === true);

async function unpublishHome() {
  for (const r of await listDocs('pages/home/revisions')) await deleteDoc(`pages/home/revisions/${r.id}`);
  await deleteDoc('pages/home');
}

test('a home hero title: saved as a draft, kept over a reload, private until published, restored from a revision', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const first = `E2E hero, first version ${stamp}`;
  const second = `E2E hero, second version ${stamp}`;
  await unpublishHome();
  const visitorContext = await browser.newContext();
  try {
    await signIn(page, 'admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Content', exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Pages' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('combobox', { name: 'Page' })).toHaveText('Home');
    const form = page.getByRole('form', { name: 'Home page content' });
    const heroTitle = form.getByRole('region', { name: 'Hero' }).getByRole('textbox', { name: 'Title', exact: true });
    const revisions = page.getByRole('list', { name: 'Published revisions' }).getByRole('listitem');
    const save = page.getByRole('button', { name: /^(Save|Saving\.\.\.)$/ });
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await expect(heroTitle).toHaveValue(SEEDED_TITLE);
    await expect(page.getByText('Not published yet.')).toBeVisible();

    // Save: a local draft ("Saving..." then "Draft saved").
    await heroTitle.fill(first);
    await save.click();
    await expect(save).toHaveText('Saving...');
    await expect(page.getByRole('status')).toContainText('Draft saved');
    await expect(save).toHaveText('Save');

    // The draft survives a reload.
    await page.reload();
    await expect(heroTitle).toHaveValue(first);
    await expect(page.getByText('Unsaved local draft')).toBeVisible();

    // A visitor does not see the draft.
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    const visitorTitle = visitor.getByRole('heading', { level: 1 });
    await expect(visitorTitle).toHaveText(SEEDED_TITLE);
    await markDocument(visitor);

    // Publish: the visitor's open page follows.
    await publish.click();
    await expectToast(page, 'Success', 'Page published');
    await expect(visitorTitle).toHaveText(first);
    await expect(revisions).toHaveCount(1);
    await expect(revisions.first()).toContainText('by Site Admin');

    // A second version, published too.
    await heroTitle.fill(second);
    await save.click();
    await expect(page.getByRole('status')).toContainText('Draft saved');
    await toastsGone(page);
    await publish.click();
    await expectToast(page, 'Success', 'Page published');
    await expect(visitorTitle).toHaveText(second);
    await expect(revisions).toHaveCount(2);

    // Restore the older revision (listed last) over an unsaved edit, which the editor asks about
    // first: the editor gets the old title back as a draft; the visitor still sees what is
    // published until it is published again.
    await heroTitle.fill(`${second} (unsaved)`);
    await revisions.last().getByRole('button', { name: 'Restore' }).click();
    const confirm = page.getByRole('dialog', { name: 'Replace your draft?' });
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await expectToast(page, 'Success', 'Revision restored as a draft');
    await expect(heroTitle).toHaveValue(first);
    await expect(page.getByText('Unsaved local draft')).toBeVisible();
    await expect(visitorTitle).toHaveText(second);
    await publish.click();
    await expect(visitorTitle).toHaveText(first);
    await expect(revisions).toHaveCount(3);
    expect(await isSameDocument(visitor)).toBe(true);

    // Back to the seed: nothing published, and the open page shows the default copy again.
    await unpublishHome();
    await expect(visitorTitle).toHaveText(SEEDED_TITLE);
  } finally {
    await visitorContext.close();
    await unpublishHome();
  }
  expect(consoleErrors).toEqual([]);
});
