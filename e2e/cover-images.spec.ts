import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { deleteDoc, expect, expectToast, listDocs, setDoc, signIn, test, toastsGone } from './fixtures';

// Images (issue 22, part 6): a cover has alt text (required to publish with a cover, unless marked
// decorative, said at the field); public pages render the seeded covers' resized variants as
// srcset, with width and height and the alt text.

test.use({ trace: 'off' });
const SHOTS = '/tmp/shots-22';

test('the seeded covers render srcset, sizes, width, height and their alt text', async ({ page, consoleErrors }) => {
  await page.goto('/case-studies/northfield-schools-mass-timber');
  const cover = page.locator('main article img').first();
  await expect(cover).toHaveAttribute(
    'alt',
    'The timber frame of a Northfield school block: glulam posts and beams with CLT floors',
  );
  await expect(cover).toHaveAttribute('width', '1200');
  await expect(cover).toHaveAttribute('height', '630');
  await expect(cover).toHaveAttribute(
    'srcset',
    '/images/media/variants/480/northfield-schools-timber-frame.webp 480w, /images/media/variants/960/northfield-schools-timber-frame.webp 960w, /images/media/northfield-schools-timber-frame.jpg 1200w',
  );
  await expect(cover).toHaveAttribute('sizes', /px/);
  // The browser picks a variant and it loads (a WebP the seed made).
  await cover.scrollIntoViewIfNeeded();
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/cover-case-study-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto('/blog');
  const card = page.locator('main article').filter({ hasText: 'Automating Mass Timber Design' }).locator('img');
  await expect(card).toHaveAttribute('srcset', /variants\/480\/northfield-schools-timber-frame\.webp 480w/);
  await expect(card).toHaveAttribute('alt', 'Glulam beams and CLT floor panels of a school under construction');
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/cover-blog-card-${width}.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  }
  expect(consoleErrors).toEqual([]);
});

const ID = `e2e-cover-${Date.now()}`;
const SLUG = `cover-alt-${Date.now()}`;
const TITLE = `Cover alt ${Date.now()}`;

test.afterAll(async () => {
  for (const r of await listDocs(`blog_posts/${ID}/revisions`)) await deleteDoc(`blog_posts/${ID}/revisions/${r.id}`);
  await deleteDoc(`blog_posts/${ID}`);
  await deleteDoc(`slugs/blog_posts__${SLUG}`);
  await deleteDoc(`schedule/blog_posts__${ID}`);
});

const form = (page: Page) => page.getByRole('dialog').getByRole('form', { name: 'Blog post form' });

test('publishing with a cover and no alt text is refused at the field; with alt text it publishes', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const past = new Date(Date.now() - 3600_000);
  await setDoc(`blog_posts/${ID}`, {
    slug: SLUG,
    title: TITLE,
    excerpt: 'A draft with a cover.',
    body: 'Body.',
    coverImage: '',
    author: 'Site Admin',
    tags: ['e2e'],
    seoTitle: '',
    seoDescription: '',
    published: false,
    publishedAt: null,
    views: 0,
    rev: 1,
    createdAt: past,
    updatedAt: past,
  });
  await setDoc(`slugs/blog_posts__${SLUG}`, { collection: 'blog_posts', recordId: ID });
  await signIn(page, 'editor', `/admin/blog?edit=${ID}`);
  const f = form(page);
  await f.getByRole('button', { name: 'Choose from library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cover image URL: choose from the library' });
  await dialog.getByRole('button', { name: 'Choose Meridian hospital transfer beam.jpg' }).click();
  await expect(dialog).toBeHidden();
  const alt = f.getByRole('textbox', { name: 'Cover alt text' });
  await expect(alt).toBeVisible();
  // The library image's own alt text comes with it; cleared, the cover has none.
  await expect(alt).not.toHaveValue('');
  await alt.fill('');
  await f.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(f.getByText('Describe the cover image (alt text) to publish, or mark it as decorative')).toBeVisible();
  await expect(alt).toBeFocused();
  expect(
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    ),
  ).toEqual([]);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await alt.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/cover-alt-required-${width}.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await toastsGone(page);

  await alt.fill('A transfer beam over an open ground floor');
  await f.getByRole('button', { name: 'Publish', exact: true }).click();
  await expectToast(page, 'Success', 'Blog post saved');

  const visitor = await (await browser.newContext()).newPage();
  try {
    await visitor.goto(`/blog/${SLUG}`);
    const cover = visitor.locator('main article img').first();
    await expect(cover).toHaveAttribute('alt', 'A transfer beam over an open ground floor');
    await expect(cover).toHaveAttribute('srcset', /meridian-hospital-transfer-beam\.webp 960w/);
    await expect(cover).toHaveAttribute('width', '1200');
  } finally {
    await visitor.context().close();
  }
});
