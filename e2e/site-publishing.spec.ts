// In the browser against the Site URL (Hosting + functions, as production serves it): what the back office publishes,
// edits, renames, unpublishes and schedules is in the HTML, status, JSON-LD, sitemap and RSS the
// site serves, without a build. Writes only posts of its own (removed at the end), so it runs
// beside other specs; the lead mail and webhook flows are in site-url.spec.ts (shared state).
import { form, localIn, removeArticles, saveAndPublish, section } from './articles';
import { expect, expectToast, signInWithForm, test, toastsGone } from './fixtures';

const SITE = process.env.SITE_URL ?? '';

test.skip(!SITE, 'needs the Site URL (scripts/test.mjs sets it)');

/** What a crawler gets: status, the h1 inside #root as text, the JSON-LD blocks, the Location. */
async function crawl(path: string) {
  const res = await fetch(`${SITE}${path}`, { redirect: 'manual' });
  const html = await res.text();
  const h1 = /<div id="root">[\s\S]*?<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? null;
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) =>
    JSON.parse(m[1]!),
  ) as { '@type': string; headline?: string }[];
  return { status: res.status, h1, ld, location: res.headers.get('location'), html };
}
const feed = async (path: string) => (await fetch(`${SITE}${path}`)).text();

test('a post published, edited, renamed, unpublished and scheduled in the back office: the served HTML, status, JSON-LD, sitemap and RSS follow', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const prefix = `E2E site ${Date.now()}`;
  const slug = prefix.toLowerCase().replace(/\s+/g, '-');
  try {
    await signInWithForm(page, 'editor', SITE);
    await section(page, 'Blog');
    await page.getByRole('button', { name: 'New post' }).click();
    const f = form(page, 'Blog post');
    await f.getByRole('textbox', { name: 'Title', exact: true }).fill(prefix);
    await f.getByRole('textbox', { name: 'Body' }).fill('## Load paths\n\nTraced from roof to footing.');
    await f.getByRole('button', { name: 'Save draft' }).click();
    await expectToast(page, 'Success', 'Blog post saved');
    await toastsGone(page);
    expect((await crawl(`/blog/${slug}`)).status).toBe(404);

    // Publish: the page is served whole (its body without JavaScript), with BlogPosting JSON-LD,
    // and the sitemap and RSS list it.
    const grid = page.getByRole('grid', { name: 'Blog posts' });
    await grid.getByRole('button', { name: `Edit ${prefix}` }).click();
    await form(page, 'Blog post').getByRole('button', { name: 'Publish' }).click();
    await expectToast(page, 'Success', 'Blog post saved');
    await toastsGone(page);
    await expect.poll(async () => (await crawl(`/blog/${slug}`)).status).toBe(200);
    const published = await crawl(`/blog/${slug}`);
    expect(published.h1).toBe(prefix);
    expect(published.html).toContain('Traced from roof to footing.');
    expect(published.ld.find((b) => b['@type'] === 'BlogPosting')?.headline).toBe(prefix);
    expect(await feed('/sitemap.xml')).toContain(`/blog/${slug}</loc>`);
    expect(await feed('/rss.xml')).toContain(`/blog/${slug}</link>`);
    const listed = await crawl('/blog');
    expect(listed.html).toContain(`href="/blog/${slug}"`);

    // Edit: the served page has the new title once the changes are published.
    await grid.getByRole('button', { name: `Edit ${prefix}` }).click();
    await form(page, 'Blog post').getByRole('textbox', { name: 'Title', exact: true }).fill(`${prefix} revised`);
    await saveAndPublish(page, prefix);
    await expect.poll(async () => (await crawl(`/blog/${slug}`)).h1).toBe(`${prefix} revised`);

    // Rename: the old address answers 301 to the new one.
    await grid.getByRole('button', { name: `Edit ${prefix} revised` }).click();
    await form(page, 'Blog post').getByRole('textbox', { name: 'Slug' }).fill(`${slug}-moved`);
    await saveAndPublish(page, `${prefix} revised`);
    await expect.poll(async () => (await crawl(`/blog/${slug}`)).status).toBe(301);
    expect(new URL((await crawl(`/blog/${slug}`)).location!, SITE).pathname).toBe(`/blog/${slug}-moved`);
    expect((await crawl(`/blog/${slug}-moved`)).h1).toBe(`${prefix} revised`);
    // A visitor following an old link lands on the post.
    const visitor = await page.context().newPage();
    await visitor.goto(`${SITE}/blog/${slug}`);
    await expect(visitor).toHaveURL(`${SITE}/blog/${slug}-moved`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`${prefix} revised`);
    await visitor.close();

    // Unpublish: 404 at both addresses, out of the sitemap and the feed.
    await grid.getByRole('button', { name: `Edit ${prefix} revised` }).click();
    await form(page, 'Blog post').getByRole('button', { name: 'Unpublish' }).click();
    await expectToast(page, 'Success', 'Blog post saved');
    await toastsGone(page);
    await expect.poll(async () => (await crawl(`/blog/${slug}-moved`)).status).toBe(404);
    expect((await crawl(`/blog/${slug}`)).status).toBe(404);
    expect(await feed('/sitemap.xml')).not.toContain(slug);
    expect(await feed('/rss.xml')).not.toContain(slug);

    // Schedule: 404 until its time, then served, with no visitor's browser involved.
    await grid.getByRole('button', { name: `Edit ${prefix} revised` }).click();
    const at = Date.now() + 15_000;
    await form(page, 'Blog post')
      .getByLabel('Publish date', { exact: true })
      .fill(await localIn(page, 15_000));
    await form(page, 'Blog post').getByRole('button', { name: 'Schedule' }).click();
    await expectToast(page, 'Success', 'Blog post saved');
    expect((await crawl(`/blog/${slug}-moved`)).status).toBe(404);
    expect(Date.now()).toBeLessThan(at - 1000);
    await expect.poll(async () => (await crawl(`/blog/${slug}-moved`)).status, { timeout: 90_000 }).toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(at - 1000);
    expect(await feed('/sitemap.xml')).toContain(`/blog/${slug}-moved</loc>`);
  } finally {
    await removeArticles(prefix);
  }
});
