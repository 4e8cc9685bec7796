// Shared state: runs alone (the shared-state project, playwright.config.ts): compares the resources
// count with the data.
import { expect, listDocs, signIn, test } from './fixtures';

// Bounded live lists (EntityDef.window): the leads table listens to the newest N leads only. The
// window is in the address (?limit=), so a small one stands in for 500 of 10,000 here: the table
// says how many of how many it shows, a search also asks the server for what the window lacks,
// and "Load more" raises the window.
test('the leads table shows a window of the newest leads, searches the server, and loads more', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000); // four page loads and a server search: 31 s at load 15 (30 s was a quiet machine's)
  const leads = (await listDocs('demo_requests'))
    .map((d) => ({
      id: d.id,
      name: String(d.fields.name?.stringValue),
      at: String(d.fields.createdAt?.timestampValue),
    }))
    .sort((a, b) => a.at.localeCompare(b.at));
  expect(leads.length).toBeGreaterThan(3);
  const oldest = leads[0]!.name;

  await signIn(page, 'admin', '/admin/leads?limit=3');
  const grid = page.getByRole('grid', { name: 'Leads' });
  const status = page.getByTestId('window-status');
  await expect(status).toHaveText(/^Showing 3 of \d+ leads$/);
  const total = Number(/of (\d+)/.exec((await status.textContent()) ?? '')![1]);
  expect(total).toBeGreaterThanOrEqual(leads.length);
  await expect(grid.locator('.MuiDataGrid-row[data-id]')).toHaveCount(3);
  await expect(grid.getByRole('gridcell', { name: oldest, exact: true })).toHaveCount(0);

  // The oldest lead is not in the window: the search finds it on the server, and says so.
  await page.getByRole('searchbox').fill(oldest);
  await expect(
    page.getByText(/Includes 1 result from a server search: leads whose name, email or company starts/),
  ).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: oldest, exact: true })).toBeVisible();
  await page.getByRole('searchbox').fill('');
  await expect(page.getByText(/server search/)).toHaveCount(0);

  // A link to a lead outside the window (e.g. from elsewhere) still opens it, with its form.
  await page.goto(`/admin/leads?limit=3&edit=${leads[0]!.id}`);
  await expect(page.getByRole('heading', { name: oldest, level: 2 })).toBeVisible();
  await expect(page.getByText('no longer exists')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?limit=3$/);

  // Load more: the window grows by the definition's size (500), so every lead is now shown.
  await page.getByRole('button', { name: 'Load 500 more' }).click();
  await expect(page).toHaveURL(/limit=503/);
  await expect(status).toHaveText(/^Showing all \d+ leads$/);
  await expect(page.getByRole('button', { name: /^Load .* more$/ })).toHaveCount(0);
  // The seeded leads fit on the grid's first page: the oldest is now among them.
  await expect(grid.getByRole('gridcell', { name: oldest, exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the content hub counts resources on the server; the resources tab shows its window', async ({
  page,
  consoleErrors,
}) => {
  const resources = await listDocs('resources');
  const active = resources.filter((d) => d.fields.active?.booleanValue === true).length;
  await signIn(page, 'editor', '/admin/content?tab=resources');
  // The first answers can be slow on a busy machine: the window's line first, then the card.
  await expect(page.getByTestId('window-status')).toHaveText(`Showing all ${resources.length} resources`, {
    timeout: 30_000,
  });
  const card = page.getByRole('link', { name: /^Resources/ });
  await expect(card.getByTestId('count')).toHaveText(String(resources.length));
  await expect(card).toContainText(`${active} active`);
  expect(consoleErrors).toEqual([]);
});
