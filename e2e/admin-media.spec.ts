// Shared state: runs alone (the shared-state project, playwright.config.ts): deletes a seeded media
// record, sets a seeded post's cover and an image's alt text.
import type { Page } from '@playwright/test';
import { media } from '../scripts/seed-data/media';
import {
  expect,
  expectToast,
  getDocFields,
  listDocs,
  patchDoc,
  seriousViolations,
  settled,
  signIn,
  test,
  toastsGone,
} from './fixtures';

// The media library at /admin/media against the emulators, where no Storage emulator can run: the
// page says so, lists the seeded media documents, searches them, refuses to delete a file that is
// still used (naming the use) and deletes an unused one's record. Image fields choose from it.
// Issue 22: an image's alt text is written in its panel (or the image marked decorative), and a
// cover chosen from the library starts with it.

const SHOTS = '/tmp/shots-22b';
const altOf = (id: string) => media.find((m) => m.id === id)!.alt!;

const SEEDED = [
  'ETABS to Revit round trip.jpg',
  'Helena Voss portrait.jpg',
  'Marcus Adeyemi portrait.jpg',
  'Meridian hospital transfer beam.jpg',
  'Northfield schools timber frame.jpg',
  'Harbourline tower render.jpg',
  'Member size optimisation whitepaper.pdf',
  'Structura social card.png',
];

const library = (page: Page) => page.getByRole('list', { name: 'Files' });
const card = (page: Page, name: string) => library(page).getByRole('listitem').filter({ hasText: name });

async function openMedia(page: Page) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Media', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Media');
  await settled(page);
}

async function deleteFile(page: Page, name: string) {
  await card(page, name)
    .getByRole('button', { name: `Delete: ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Delete “${name}”?` });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
}

test('the media page says storage is unavailable, lists the seeded files with previews and searches them', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000); // sign-in, the lazy admin chunks and eight images on a loaded machine
  await signIn(page, 'editor');
  await openMedia(page);
  await expect(page.getByRole('main')).toContainText(
    'File storage is unavailable in this environment (no Storage emulator is running), so new files cannot be uploaded here.',
  );
  await expect(page.getByRole('button', { name: 'Upload files' })).toHaveCount(0);

  await expect(library(page).getByRole('listitem')).toHaveCount(SEEDED.length);
  for (const name of SEEDED) await expect(card(page, name)).toBeVisible();
  // An image shows its preview (loaded from its URL); a PDF shows a file icon.
  // Its preview's text alternative is the alt text staff wrote for it.
  const portrait = card(page, 'Helena Voss portrait.jpg').getByRole('img', { name: altOf('helena-voss-portrait') });
  await expect(portrait).toHaveAttribute('src', '/images/media/helena-voss-portrait.jpg');
  await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
  await expect(card(page, 'Member size optimisation whitepaper.pdf')).toContainText('1 KB · application/pdf');

  // Copy URL puts the file's full address on the clipboard and says so.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await card(page, 'Helena Voss portrait.jpg')
    .getByRole('button', { name: 'Copy URL: Helena Voss portrait.jpg' })
    .click();
  await expectToast(page, 'Success', 'URL copied to the clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL('/images/media/helena-voss-portrait.jpg', page.url()).href,
  );

  const search = page.getByRole('searchbox', { name: 'Search files' });
  await search.fill('portrait');
  await expect(library(page).getByRole('listitem')).toHaveText([/Marcus Adeyemi portrait/, /Helena Voss portrait/]);
  await search.fill('pdf');
  await expect(library(page).getByRole('listitem')).toHaveText([/Member size optimisation whitepaper/]);
  await search.fill('no such file');
  await expect(page.getByText('No files match “no such file”.')).toBeVisible();
  await search.fill('');
  await expect(library(page).getByRole('listitem')).toHaveCount(SEEDED.length);
  expect(consoleErrors).toEqual([]);
});

test('a file still used is not deleted (the message names the use); an unused one is', async ({ page }) => {
  test.setTimeout(90_000);
  await patchDoc('blog_posts/optimising-member-sizes-buildability', {
    coverImage: '/images/media/harbourline-tower-render.jpg',
  });
  await signIn(page, 'editor');
  await openMedia(page);

  await deleteFile(page, 'Harbourline tower render.jpg');
  await expect(page.getByRole('alert').filter({ hasText: 'Not deleted.' })).toHaveText(
    'Not deleted. “Harbourline tower render.jpg” is still used by blog post “Optimising Member Sizes Without Losing Buildability” (cover image). Remove it there first.',
  );
  await expectToast(page, 'Error', 'Failed to delete file');
  await expect(card(page, 'Harbourline tower render.jpg')).toBeVisible();

  await deleteFile(page, 'Member size optimisation whitepaper.pdf');
  await expect(page.getByRole('alert').filter({ hasText: 'Not deleted.' })).toContainText(
    'is still used by resource “Member Size Optimisation: 12% Less Steel Across 38 Buildings” (download)',
  );

  await deleteFile(page, 'ETABS to Revit round trip.jpg');
  await expect(page.getByRole('status').filter({ hasText: 'Deleted' })).toHaveText(
    'Deleted “ETABS to Revit round trip.jpg”. Storage is unavailable here, so its stored file was left in storage.',
  );
  await expectToast(page, 'Success', 'File deleted successfully');
  await expect(card(page, 'ETABS to Revit round trip.jpg')).toHaveCount(0);
  await expect(library(page).getByRole('listitem')).toHaveCount(SEEDED.length - 1);
  const left = await listDocs('media');
  expect(left.map((d) => d.id)).not.toContain('etabs-revit-round-trip');
  expect(left.map((d) => d.id)).toContain('harbourline-tower-render');
});

test('a team photo is chosen from the library, and then that file cannot be deleted', async ({ page }) => {
  test.setTimeout(90_000); // a form save and two pages on a loaded machine
  await signIn(page, 'editor');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Team', exact: true }).click();
  await page.getByRole('button', { name: 'Edit Marcus Adeyemi' }).click();
  const form = page.getByRole('form', { name: 'Team member form' });
  await expect(form).toBeVisible();
  const photo = form.getByRole('textbox', { name: 'Photo URL' });
  await expect(photo).toHaveValue('');
  await form.getByRole('button', { name: 'Choose from library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Photo URL: choose from the library' });
  // Images are offered (not the PDF), searchable.
  await expect(dialog.getByRole('button', { name: 'Choose Helena Voss portrait.jpg' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Choose Member size optimisation whitepaper.pdf' })).toHaveCount(0);
  await dialog.getByRole('searchbox', { name: 'Search images' }).fill('marcus');
  await dialog.getByRole('button', { name: 'Choose Marcus Adeyemi portrait.jpg' }).click();
  await expect(dialog).toBeHidden();
  await expect(photo).toHaveValue('/images/media/marcus-adeyemi-portrait.jpg');
  await expect(form.getByRole('img', { name: 'Photo URL preview' })).toBeVisible();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Success', 'Team member updated successfully');

  await openMedia(page);
  await deleteFile(page, 'Marcus Adeyemi portrait.jpg');
  await expect(page.getByRole('alert').filter({ hasText: 'Not deleted.' })).toContainText(
    'is still used by team member “Marcus Adeyemi” (photo)',
  );
  await expect(card(page, 'Marcus Adeyemi portrait.jpg')).toBeVisible();
});

test('a blog post cover is chosen from the library', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'editor');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blog', exact: true }).click();
  await page.getByRole('button', { name: 'Edit Round-Tripping ETABS and Revit Models Without Losing Data' }).click();
  const form = page.getByRole('form', { name: 'Blog post form' });
  await expect(form).toBeVisible();
  const cover = form.getByRole('textbox', { name: 'Cover image URL' });
  await expect(cover).toHaveValue(/^\/images\/blog\//);
  await form.getByRole('button', { name: 'Choose from library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cover image URL: choose from the library' });
  await dialog.getByRole('button', { name: 'Choose Northfield schools timber frame.jpg' }).click();
  await expect(dialog).toBeHidden();
  await expect(cover).toHaveValue('/images/media/northfield-schools-timber-frame.jpg');
  await expect(form.getByRole('img', { name: 'Cover image URL preview' })).toBeVisible();
  // The post's cover was decorative; as a described image it starts with the library's alt text.
  await form.getByRole('switch', { name: 'Decorative image (no alt text needed)' }).uncheck();
  await expect(form.getByRole('textbox', { name: 'Cover alt text' })).toHaveValue(
    altOf('northfield-schools-timber-frame'),
  );
});

test("an image's alt text is written in its panel, or the image marked decorative (issue 22)", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const name = 'Harbourline tower render.jpg';
  const path = 'media/harbourline-tower-render';
  const written = 'Elevation of the Harbourline tower frame: six steel bays on a green grid';
  try {
    await signIn(page, 'editor');
    await openMedia(page);
    await expect(card(page, name)).toContainText(`Alt text: ${altOf('harbourline-tower-render')}`);
    // A PDF has no alt text to write.
    await expect(
      card(page, 'Member size optimisation whitepaper.pdf').getByRole('button', { name: /alt text/i }),
    ).toHaveCount(0);

    await card(page, name)
      .getByRole('button', { name: `Edit alt text: ${name}` })
      .click();
    const panel = page.getByRole('dialog');
    const form = panel.getByRole('form', { name: 'File form' });
    const alt = form.getByRole('textbox', { name: 'Alt text' });
    await expect(alt).toHaveValue(altOf('harbourline-tower-render'));
    await expect(form).toContainText('What the image shows, for people who cannot see it.');
    await alt.fill(written);
    await expect(form).toContainText(`${written.length}/250`);
    expect(await seriousViolations(page)).toEqual([]);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(alt).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/media-alt-text-${width}.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Success', 'File updated successfully');
    await expect(panel).toBeHidden();
    await expect(card(page, name)).toContainText(`Alt text: ${written}`);
    await expect(card(page, name).getByRole('img', { name: written })).toBeVisible();
    const stored = await getDocFields(path);
    expect(stored?.alt?.stringValue).toBe(written);
    expect(stored?.rev?.integerValue).toBe('1');
    await toastsGone(page);

    // Decorative: the alt text field goes, and the card says so.
    await card(page, name)
      .getByRole('button', { name: `Edit alt text: ${name}` })
      .click();
    await form.getByRole('switch', { name: 'Decorative image (no alt text)' }).check();
    await expect(form.getByRole('textbox', { name: 'Alt text' })).toHaveCount(0);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Success', 'File updated successfully');
    await expect(card(page, name)).toContainText('Decorative: no alt text');
    expect((await getDocFields(path))?.decorative?.booleanValue).toBe(true);
    expect(consoleErrors).toEqual([]);
  } finally {
    await patchDoc(path, { alt: altOf('harbourline-tower-render'), decorative: false });
  }
});
