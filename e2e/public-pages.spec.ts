import { expect, listDocs, test } from './fixtures';

test('landing calls to action open the demo dialog with their own title', async ({ page, consoleErrors }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Start Free' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Start Free' })).toBeVisible();
  await dialog.getByRole('link', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await main.getByRole('link', { name: 'Get a Demo' }).first().click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Get a Demo' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('resources: upcoming events soonest first, filter by type', async ({ page, consoleErrors }) => {
  await page.goto('/resources');
  const upcoming = page.getByRole('list', { name: 'Upcoming events' });
  await expect(upcoming.getByRole('heading', { level: 3 })).toHaveText([
    'Structura Live London: Automating Mid-Rise Steel Design',
    'Hands-on Workshop: The ETABS to Structura Round-Trip',
  ]);

  const library = page.getByRole('list', { name: 'Resources' });
  await expect(library.getByRole('heading', { level: 3 })).toHaveCount(11); // the inactive guide is hidden
  const chips = page.getByRole('group', { name: 'Filter by type' });
  await chips.getByRole('link', { name: 'Events' }).click();
  await expect(chips.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveURL(/\/resources\?type=event#library$/);
  await expect(library.getByRole('heading', { level: 3 })).toHaveCount(3);
  await expect(library.getByText('Structura at NASCC: The Steel Conference')).toBeVisible();
  await chips.getByRole('link', { name: 'Whitepapers' }).click();
  await expect(library.getByRole('heading', { level: 3 })).toHaveText([
    'Explainable AI for Structural Code Compliance',
    'Member Size Optimisation: 12% Less Steel Across 38 Buildings',
  ]);
  await chips.getByRole('link', { name: 'All' }).click();
  await expect(library.getByRole('heading', { level: 3 })).toHaveCount(11);
  expect(consoleErrors).toEqual([]);
});

test('resources: opening a resource shows its details and adds exactly one view in the database', async ({
  page,
  consoleErrors,
}) => {
  const id = 'wind-load-calculator-asce-7-22';
  const paperId = 'member-size-optimisation-whitepaper';
  const viewsOf = async (resource: string) => {
    const doc = (await listDocs('resources')).find((d) => d.id === resource);
    return Number(doc?.fields.views?.integerValue);
  };
  const views = () => viewsOf(id);
  const before = await views();
  await page.goto('/resources');
  const open = page.getByRole('link', { name: /^Open Wind Load Calculator/ });
  await expect(open).toHaveAttribute('href', `/resources?resource=${id}`);
  await open.click();
  const dialog = page.getByRole('dialog', { name: /^Wind Load Calculator/ });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/resources\\?resource=${id}$`));
  await expect(dialog).toContainText('ASCE 7-22');
  await expect.poll(views).toBe(before + 1);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/resources$/);
  // Counted once: the page's writes commit in order, so once a view it sent later (another
  // resource's) has landed, a second count of the first would have landed too. (Other tests open
  // that paper too, e2e/a11y.spec.ts on another worker: at least this page's view, then.)
  const paperBefore = await viewsOf(paperId);
  await page.getByRole('link', { name: /^Open Member Size Optimisation/ }).click();
  await expect(page.getByRole('dialog', { name: /^Member Size Optimisation/ })).toBeVisible();
  await expect.poll(() => viewsOf(paperId)).toBeGreaterThan(paperBefore);
  expect(await views()).toBe(before + 1);

  // A shared link opens it directly; a whitepaper offers its PDF, which exists.
  await page.goto(`/resources?resource=${paperId}`);
  const paper = page.getByRole('dialog', { name: /^Member Size Optimisation/ });
  const pdf = paper.getByRole('link', { name: 'Download PDF' });
  const href = await pdf.getAttribute('href');
  expect((await page.request.get(href!)).headers()['content-type']).toContain('application/pdf');
  expect(consoleErrors).toEqual([]);
});

test('support: FAQ search filters questions and answers, keeping categories', async ({ page, consoleErrors }) => {
  await page.goto('/support');
  const faqs = page.getByRole('region', { name: 'Frequently asked questions' });
  await expect(faqs.getByRole('heading', { level: 3 })).toHaveText([
    'Getting started',
    'Billing',
    'Technical',
    'Security',
  ]);
  const search = faqs.getByRole('searchbox', { name: 'Search questions' });
  await search.fill('student');
  await expect(faqs.getByRole('heading', { level: 3 })).toHaveText(['Billing']);
  await expect(faqs.getByRole('heading', { level: 4 })).toHaveText(['Do you offer a student or academic discount?']);
  await search.fill('SAML'); // only in an answer
  await expect(faqs.getByRole('heading', { level: 4 })).toHaveText(['How do you control who can access a project?']);
  await search.fill('bridge bearings');
  await expect(
    faqs.getByText('No questions match “bridge bearings”. Try different words, or contact support.'),
  ).toBeVisible();
  await search.fill('');
  await expect(faqs.getByRole('heading', { level: 4 })).toHaveCount(12);

  await faqs.getByRole('button', { name: 'Is there a free plan?' }).click();
  await expect(faqs.getByText(/The free plan is free forever/)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
