// Shared state: runs alone (the shared-state project, playwright.config.ts): swaps the rules, stops
// and restarts the Firestore emulator.
// Faults (issue 9): a chunk lost after a deploy, the network dropping mid-write, the Firestore
// emulator killed and restarted under an open page, and accounts switching under live listeners.
import type { Page } from '@playwright/test';
import { restartFirestore } from '../scripts/lib/emulators.mjs';
import {
  ACCOUNTS,
  deleteDoc,
  expect,
  expectToast,
  listDocs,
  setDoc,
  signIn,
  signInWithForm,
  test,
  withRefusedWrites,
} from './fixtures';

const SOLUTIONS_CHUNK = /\/assets\/SolutionsPage-[\w-]+\.js$/;

/** Counts full page loads (a reload is a new document). */
function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on('load', () => (loads.count += 1));
  return loads;
}

test.describe('a page whose code cannot be loaded (a deploy replaced its chunk)', () => {
  test('reloads once by itself and then shows the page', async ({ page }) => {
    // Gone for the first document (its modulepreload and its import), there again after a reload.
    let documents = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
    });
    await page.route(SOLUTIONS_CHUNK, (route) => (documents < 2 ? route.abort() : route.continue()));
    const loads = countLoads(page);
    await page.goto('/solutions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/solutions$/);
    await expect.poll(() => loads.count).toBe(2);
    await expect(page.getByText('This page could not be loaded')).toHaveCount(0);
    expect(documents).toBe(2);
  });

  test('never loops: a chunk that stays missing shows a Reload button, which recovers once it is back', async ({
    page,
  }) => {
    await page.route(SOLUTIONS_CHUNK, (route) => route.abort());
    const loads = countLoads(page);
    await page.goto('/solutions');
    await expect(page.getByText('This page could not be loaded. Check your connection and reload.')).toBeVisible();
    // The header and footer stay: never a blank screen.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(loads.count).toBe(2); // the first load, then one automatic reload, and no more
    await page.unroute(SOLUTIONS_CHUNK);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByText('This page could not be loaded')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(loads.count).toBe(3);
  });
});

test('a write made offline shows as pending and is saved when the network returns', async ({ page, context }) => {
  test.setTimeout(120_000);
  const title = `Offline resource ${Date.now()}`;
  await signIn(page, 'admin', '/admin/content?tab=resources');
  await page.getByRole('button', { name: 'Add resource' }).click();
  const form = page.getByRole('dialog', { name: 'New resource' }).getByRole('form', { name: 'Resource form' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Whitepaper' }).click();
  await form.getByRole('textbox', { name: 'Description' }).fill('Typed while offline; must not be lost.');
  await form.getByRole('textbox', { name: 'URL', exact: true }).fill('/resources');

  await context.setOffline(true);
  await expect(page.getByText("Offline — changes will be saved when you're back online.")).toBeVisible();
  await form.getByRole('button', { name: 'Add resource' }).click();
  await expect(page.getByText('1 change is waiting to be saved.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  expect((await listDocs('resources')).some((d) => d.fields.title?.stringValue === title)).toBe(false);

  await context.setOffline(false);
  await expectToast(page, 'Success', 'Resource added successfully');
  await expect(page.getByText(/Offline —/)).toHaveCount(0);
  const stored = (await listDocs('resources')).find((d) => d.fields.title?.stringValue === title);
  expect(stored?.fields.description?.stringValue).toBe('Typed while offline; must not be lost.');
  await deleteDoc(`resources/${stored!.id}`);
  const audit = (await listDocs('audit_log')).filter((d) => d.fields.recordId?.stringValue === stored!.id);
  for (const a of audit) await deleteDoc(`audit_log/${a.id}`);
});

test('switching accounts leaves no dead or wrongly authorised listener behind', async ({ page, consoleErrors }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const counts = page.getByRole('region', { name: 'Live counts' });
  await expect(counts.getByText('New leads')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  // Switching accounts in the open page, as a person does: through the form.
  await signInWithForm(page, 'member');
  await expect(page.getByRole('region', { name: 'Live counts' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await signInWithForm(page, 'editor');
  await expect(page.getByText(`Signed in as ${ACCOUNTS.editor.name}`)).toBeVisible();
  // Every count arrives (no listener stuck refused from the member's session), nothing stale.
  await expect(counts.getByRole('progressbar')).toHaveCount(0);
  await expect(counts.locator('.MuiSkeleton-root')).toHaveCount(0);
  await expect(page.getByText('Live updates paused')).toHaveCount(0);
  await expect(page.getByText('Some counts could not be loaded.')).toHaveCount(0);
  expect(consoleErrors.filter((e) => /permission|insufficient/i.test(e))).toEqual([]);
});

test('the Firestore emulator killed and restarted under an open page: live updates resume without a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const id = `e2e-restart-${Date.now()}`;
  const title = `Arrived after the restart ${Date.now()}`;
  const loads = countLoads(page);
  const log: string[] = [];
  page.on('console', (m) => log.push(`${m.type()}: ${m.text()}`));
  await page.goto('/resources');
  await expect(page.getByRole('list', { name: 'Resources' }).getByRole('listitem').first()).toBeVisible();
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));

  await restartFirestore({ downMs: 3000 });
  const now = new Date();
  await setDoc(`resources/${id}`, {
    title,
    description: 'Written after the emulator came back.',
    type: 'whitepaper',
    url: '/resources',
    active: true,
    views: 0,
    rating: 0,
    createdAt: now,
    updatedAt: now,
  });
  // The SDK reconnects by itself (with backoff): give it time, but no reload.
  try {
    await expect(page.getByRole('article', { name: title, exact: true })).toBeVisible({ timeout: 90_000 });
  } finally {
    console.log(`[restart test] page console:\n${log.slice(-40).join('\n')}`);
  }
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  expect(loads.count).toBe(1);
  await deleteDoc(`resources/${id}`);
  await expect(page.getByRole('article', { name: title, exact: true })).toHaveCount(0, { timeout: 30_000 });
});

test('a listener the rules refuse shows its error with Retry, and Retry reopens it once allowed', async ({ page }) => {
  // The FAQ's read rule refuses for a while (as after a bad rules deploy); the page is reached by
  // an in-app link, so its FAQ list is not in the prerendered HTML and must come from the listener.
  await page.goto('/');
  await withRefusedWrites(
    [
      [
        '    match /faqs/{id} {\n      allow get, list: if true;',
        '    match /faqs/{id} {\n      allow get, list: if false;',
      ],
    ],
    async () => {
      await page.getByRole('contentinfo').getByRole('link', { name: 'Support' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'We couldn’t load the frequently asked questions' }),
      ).toBeVisible({
        timeout: 30_000,
      });
    },
  );
  await page
    .getByRole('alert')
    .filter({ hasText: 'frequently asked questions' })
    .getByRole('button', { name: 'Retry' })
    .click();
  await expect(page.getByText('What does Structura AI actually do?')).toBeVisible();
});
