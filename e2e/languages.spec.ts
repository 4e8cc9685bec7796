// Through the Site URL (Hosting + the site function) with JavaScript off: the German home page and
// a German post render in German as served, with lang="de", their hreflang alternates, and the
// language switcher (plain links) leads to the English page; the German community, resources and
// support pages and the German and Spanish feeds are in their language. Reads seeded data only (the seeded
// German translation of "Load Path Analysis for Transfer Structures"); changes nothing.
import { expect, test } from './fixtures';

const SITE = process.env.SITE_URL ?? '';
const POST_EN = '/blog/load-path-analysis-transfer-structures';
const POST_DE = '/de/blog/lastpfadanalyse-abfangkonstruktionen';

test.skip(!SITE, 'needs the Site URL (scripts/e2e.mjs and scripts/test.mjs set SITE_URL)');
test.use({ javaScriptEnabled: false });
// The fixture's goto waits for the app to start, which never happens here: the served document it is.
const NO_SCRIPT = { waitUntil: 'domcontentloaded' } as const;

/** The head's hreflang alternates, by language, as paths (a fixed page names the build's site URL). */
const alternates = (page: import('@playwright/test').Page) =>
  page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname])),
    );

test('/de/ renders in German without JavaScript; the switcher leads to the English home', async ({ page }) => {
  const res = await page.goto(`${SITE}/de/`, NO_SCRIPT);
  expect(res!.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tragwerksplanung, automatisiert');
  expect(await alternates(page)).toEqual({ en: '/', de: '/de/', es: '/es/', 'x-default': '/' });
  const switcher = page.getByRole('navigation', { name: 'Sprache' });
  await switcher.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${SITE}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Structural design, automated');
});

test('a German post renders in German; no Spanish version: no es alternate, the switcher goes to /es/', async ({
  page,
}) => {
  const res = await page.goto(`${SITE}${POST_DE}`, NO_SCRIPT);
  expect(res!.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Lastpfadanalyse für Abfangkonstruktionen: Probleme finden, bevor die Ausführungsplanung beginnt',
  );
  await expect(page.getByText('Warum der Lastpfad früh geprüft werden muss')).toBeVisible();
  expect(await alternates(page)).toEqual({ en: POST_EN, de: POST_DE, 'x-default': POST_EN });
  const switcher = page.getByRole('navigation', { name: 'Sprache' });
  await expect(switcher.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es/');
  await switcher.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${SITE}${POST_EN}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Load Path Analysis for Transfer Structures');
});

test('German community, resources and support pages and the German and Spanish feeds speak their language', async ({
  page,
}) => {
  await page.goto(`${SITE}/de/community`, NO_SCRIPT);
  await expect(page.getByRole('heading', { level: 2, name: 'Diskussionen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Community beitreten' })).toBeVisible();
  await page.goto(`${SITE}/de/resources`, NO_SCRIPT);
  await expect(page).toHaveTitle('Ressourcen | Structura AI');
  await expect(page.getByRole('heading', { level: 2, name: 'Kommende Veranstaltungen' })).toBeVisible();
  const types = page.getByRole('group', { name: 'Nach Typ filtern' });
  await expect(types.getByRole('link', { name: 'Leitfäden' })).toHaveAttribute('href', /^\/de\/resources\?type=guide/);
  await page.goto(`${SITE}/de/support`, NO_SCRIPT);
  await expect(page.getByLabel('Fragen durchsuchen')).toBeVisible();
  const feed = async (path: string) => (await page.request.get(`${SITE}${path}`)).text();
  expect(await feed('/de/rss.xml')).toContain(
    '<description>Tragwerksplanung und KI-Automatisierung: Fachbeiträge von Structura AI.</description>',
  );
  expect(await feed('/es/rss.xml')).toContain('<title>Blog de Structura AI</title>');
});

test('screenshots of /de/, /es/, the German post, community and resources at 1440 and 390 px', async ({ page }) => {
  test.skip(!process.env.SHOTS_DIR, 'SHOTS_DIR names where the screenshots go');
  for (const [name, path] of [
    ['de', '/de/'],
    ['es', '/es/'],
    ['german-post', POST_DE],
    ['de-community', '/de/community'],
    ['de-resources', '/de/resources'],
  ] as const) {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.goto(`${SITE}${path}`, NO_SCRIPT);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/i41-public-${name}-${width}.png`, fullPage: false });
    }
  }
});
