// Shared state: runs alone (the shared-state project, playwright.config.ts): swaps the rules
// (withRefusedWrites).
import type { Locator, Page } from '@playwright/test';
import { deleteDoc, expect, expectToast, listDocs, signIn, test, toastsGone, withRefusedWrites } from './fixtures';

// Content > Resources: the generic table, form and side panel on the resources entity, with the
// public /resources page in another browser context following live.
type Marked = Window & { __e2eSameDocument?: boolean };
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as Marked).__e2eSameDocument = true;
  });
const isSameDocument = (page: Page) => page.evaluate(() => (window as Marked).__e2eSameDocument === true);

const resourcesTab = async (page: Page) => {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Content', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content');
  await page.getByRole('tab', { name: 'Resources' }).click();
  await expect(page).toHaveURL(/\/admin\/content\?tab=resources$/);
  await expect(page.getByRole('tab', { name: 'Resources' })).toHaveAttribute('aria-selected', 'true');
  const grid = page.getByRole('grid', { name: 'Resources' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  return grid;
};
const rowOf = (grid: Locator, title: string) =>
  grid.getByRole('row').filter({ has: grid.page().getByRole('gridcell', { name: title, exact: true }) });
const cells = (grid: Locator, field: string) => grid.locator(`[role="gridcell"][data-field="${field}"]`);

/** Removes resources a test created, whatever became of the test. */
async function removeResources(...titles: string[]) {
  for (const doc of await listDocs('resources'))
    if (titles.includes(String(doc.fields.title?.stringValue))) await deleteDoc(`resources/${doc.id}`);
}

test('a resource is added, edited and deleted, and the public resources page follows live', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `E2E resource ${stamp}`;
  const renamed = `E2E resource renamed ${stamp}`;
  const visitorContext = await browser.newContext();
  try {
    await signIn(page, 'admin');
    const grid = await resourcesTab(page);
    const visitor = await visitorContext.newPage();
    await visitor.goto('/resources');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    await expect(visitor.getByRole('list', { name: 'Resources' }).getByRole('listitem').first()).toBeVisible();
    await markDocument(visitor);
    const article = (name: string) => visitor.getByRole('article', { name, exact: true });
    await expect(article(title)).toHaveCount(0);

    // Add
    await page.getByRole('button', { name: 'Add resource' }).click();
    await expect(page).toHaveURL(/[?&]edit=new/);
    const form = page.getByRole('dialog', { name: 'New resource' }).getByRole('form', { name: 'Resource form' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Whitepaper' }).click();
    await form.getByRole('textbox', { name: 'Description' }).fill('Written by the browser tests; removed at the end.');
    await form.getByRole('textbox', { name: 'URL', exact: true }).fill('/resources');
    await form.getByRole('button', { name: 'Add resource' }).click();
    await expectToast(page, 'Success', 'Resource added successfully');
    await expect(form).toBeHidden();
    await expect(rowOf(grid, title).locator('[data-field="type"]')).toHaveText('whitepaper');
    await expect(rowOf(grid, title).locator('[data-field="views"]')).toHaveText('0');
    await expect(article(title)).toBeVisible();

    // Edit
    await rowOf(grid, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const stored = (await listDocs('resources')).find((d) => d.fields.title?.stringValue === title);
    expect(stored).toBeTruthy();
    await expect(page).toHaveURL(new RegExp(`[?&]edit=${stored!.id}$`));
    const panel = page.getByRole('dialog', { name: title });
    const editForm = panel.getByRole('form', { name: 'Resource form' });
    await expect(editForm.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await expect(editForm.getByRole('textbox', { name: 'URL', exact: true })).toHaveValue('/resources');
    await editForm.getByRole('textbox', { name: 'Title' }).fill(renamed);
    await editForm.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Success', 'Resource updated successfully');
    await expect(panel).toBeHidden();
    await expect(rowOf(grid, renamed)).toHaveCount(1);
    await expect(rowOf(grid, title)).toHaveCount(0);
    await expect(article(renamed)).toBeVisible();
    await expect(article(title)).toHaveCount(0);

    // Delete (bulk delete of one selected row, after a confirmation)
    await rowOf(grid, renamed).getByRole('checkbox', { name: 'Select row' }).check();
    await page.getByRole('button', { name: 'Delete 1 selected' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this resource?' });
    await expect(confirm).toContainText('This cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Success', 'Resource deleted successfully');
    await expect(confirm).toBeHidden();
    await expect(rowOf(grid, renamed)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Delete \d+ selected/ })).toHaveCount(0);
    await expect(article(renamed)).toHaveCount(0);
    expect(await isSameDocument(visitor)).toBe(true);
    expect((await listDocs('resources')).some((d) => d.id === stored!.id)).toBe(false);
  } finally {
    await visitorContext.close();
    await removeResources(title, renamed);
  }
  expect(consoleErrors).toEqual([]);
});

test('the resources table sorts by a column and its search filters the rows', async ({ page }) => {
  test.setTimeout(60_000);
  const docs = await listDocs('resources');
  const views = docs.map((d) => Number(d.fields.views?.integerValue ?? 0));
  const titles = docs.map((d) => String(d.fields.title?.stringValue));
  const asShown = (texts: string[]) => texts.map((t) => Number(t.replace(/[^\d]/g, '')));
  await signIn(page, 'admin');
  const grid = await resourcesTab(page);
  await expect(grid.getByRole('row')).toHaveCount(docs.length + 1); // the header row, then one per resource

  const header = grid.getByRole('columnheader', { name: /^Views/ });
  await header.click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect
    .poll(async () => asShown(await cells(grid, 'views').allTextContents()))
    .toEqual([...views].sort((a, b) => a - b));
  await header.click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect
    .poll(async () => asShown(await cells(grid, 'views').allTextContents()))
    .toEqual([...views].sort((a, b) => b - a));
  const most = docs[views.indexOf(Math.max(...views))]!;
  await expect(cells(grid, 'title').first()).toHaveText(String(most.fields.title?.stringValue));

  const term = 'Eurocode';
  const matching = titles.filter((t) => t.toLowerCase().includes(term.toLowerCase()));
  expect(matching.length).toBeGreaterThan(0);
  expect(matching.length).toBeLessThan(titles.length);
  const search = grid.page().getByRole('toolbar', { name: 'Resources' }).getByRole('searchbox');
  await search.fill(term);
  await expect.poll(async () => (await cells(grid, 'title').allTextContents()).sort()).toEqual([...matching].sort());
  await search.fill('no resource is called this');
  await expect(cells(grid, 'title')).toHaveCount(0);
  await expect(grid).toContainText('No resources match the search or filters');
  await search.fill('');
  await expect(cells(grid, 'title')).toHaveCount(docs.length);
});

test('a write the database refuses keeps the form and says so, for add and for update', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `E2E refused ${stamp}`;
  const renamed = `E2E refused renamed ${stamp}`;
  try {
    await signIn(page, 'admin');
    const grid = await resourcesTab(page);

    // Add: the form is open and filled when the database starts refusing resource creation.
    await page.getByRole('button', { name: 'Add resource' }).click();
    const form = page.getByRole('dialog', { name: 'New resource' }).getByRole('form', { name: 'Resource form' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Description' }).fill('Kept after a refused write.');
    await form.getByRole('textbox', { name: 'URL', exact: true }).fill('https://example.com/refused');
    await withRefusedWrites(
      [['allow create: if isStaff() && validResource(incoming());', 'allow create: if false;']],
      async () => {
        await form.getByRole('button', { name: 'Add resource' }).click();
        await expectToast(page, 'Error', 'Failed to add resource');
        await expect(form.getByRole('alert').filter({ hasText: 'Your changes are still here.' })).toContainText(
          'You do not have permission to save this.',
        );
        await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
        await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('Kept after a refused write.');
        await expect(form.getByRole('textbox', { name: 'URL', exact: true })).toHaveValue(
          'https://example.com/refused',
        );
        await expect(form.getByRole('button', { name: 'Add resource' })).toBeEnabled();
      },
    );
    expect((await listDocs('resources')).some((d) => d.fields.title?.stringValue === title)).toBe(false);
    // The toast (bottom right) covers the drawer's buttons until it goes (5 s).
    await toastsGone(page);
    // Once the database accepts writes again, the same form saves.
    await form.getByRole('button', { name: 'Add resource' }).click();
    await expectToast(page, 'Success', 'Resource added successfully');
    await expect(rowOf(grid, title)).toHaveCount(1);

    // Update: the same for a change to an existing resource.
    await rowOf(grid, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const editForm = page.getByRole('dialog', { name: title }).getByRole('form', { name: 'Resource form' });
    await editForm.getByRole('textbox', { name: 'Title' }).fill(renamed);
    await withRefusedWrites(
      [['allow update: if (isStaff() && validResource(incoming())) || isViewIncrement();', 'allow update: if false;']],
      async () => {
        await editForm.getByRole('button', { name: 'Save changes' }).click();
        await expectToast(page, 'Error', 'Failed to update resource');
        await expect(editForm.getByRole('alert').filter({ hasText: 'Your changes are still here.' })).toBeVisible();
        await expect(editForm.getByRole('textbox', { name: 'Title' })).toHaveValue(renamed);
      },
    );
    const titles = (await listDocs('resources')).map((d) => d.fields.title?.stringValue);
    expect(titles).toContain(title);
    expect(titles).not.toContain(renamed);
    await toastsGone(page);
    await editForm.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Success', 'Resource updated successfully');
    await expect(rowOf(grid, renamed)).toHaveCount(1);
  } finally {
    await removeResources(title, renamed);
  }
});
