// Shared state: runs alone (the shared-state project, playwright.config.ts): feature toggles (the
// footer's too), the published solutions page; lists every post.
import AxeBuilder from '@axe-core/playwright';
import { PUBLIC_PATHS } from '../src/domain/site/routes';
import { blogPosts, caseStudies, communityPosts } from '../scripts/seed-data';
import { solutions } from '../src/features/page-content/defaults/solutions';
import { deleteDoc, expect, listDocs, patchDoc, setDoc, test } from './fixtures';
import { openVerificationLink } from './auth-emulator';

const newestFirst = <T extends { published: boolean; publishedAt: string | null }>(items: T[]) =>
  items.filter((i) => i.published).sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
const notFound = (page: import('@playwright/test').Page) =>
  page.getByRole('heading', { level: 1, name: 'Page not found' });
// Seed cover images may not exist as files: the app draws placeholders, the browser logs the 404.
const realErrors = (errors: string[]) => errors.filter((e) => !/Failed to load resource.*\b404\b/.test(e));
// Live updates: mark the open document, then check the mark survived (no reload, no full navigation).
type Marked = Window & { __e2eSameDocument?: boolean };
const markDocument = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    (window as Marked).__e2eSameDocument = true;
  });
const isSameDocument = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as Marked).__e2eSameDocument === true);

test.describe('blog', () => {
  test('lists published posts newest first and opens one by slug', async ({ page, consoleErrors }) => {
    const published = newestFirst(blogPosts);
    const draft = blogPosts.find((p) => !p.published);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page).toHaveTitle('Blog | Structura AI');
    const titles = page.locator('main article h2');
    await expect(titles).toHaveText(published.map((p) => p.title));
    if (draft) await expect(page.getByText(draft.title)).toHaveCount(0);
    await expect(page.locator('main article').first()).toContainText(/\d+ min read/);

    const post = published[1]!;
    await page.getByRole('link', { name: post.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByText(post.author, { exact: true })).toBeVisible();
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.excerpt);
    await expect(page.locator('main h2').first()).toBeVisible(); // markdown headings
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  test('an unknown or unpublished slug shows the not-found page', async ({ page }) => {
    await page.goto('/blog/no-such-post');
    await expect(notFound(page)).toBeVisible();
    const draft = blogPosts.find((p) => !p.published);
    if (draft) {
      await page.goto(`/blog/${draft.slug}`);
      await expect(notFound(page)).toBeVisible();
    }
  });
});

test.describe('case studies', () => {
  test('list and detail show client, industry and results', async ({ page, consoleErrors }) => {
    const published = newestFirst(caseStudies);
    await page.goto('/case-studies');
    await expect(page.getByRole('heading', { level: 1, name: 'Case Studies' })).toBeVisible();
    await expect(page.locator('main article h2')).toHaveText(published.map((c) => c.title));

    const study = published[0]!;
    await page.goto(`/case-studies/${study.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title);
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results).toContainText(study.client);
    await expect(results).toContainText(study.industry);
    await expect(results.getByRole('listitem')).toHaveText(study.results.map((r) => `${r.value} ${r.metric}`));
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  test('an unknown slug shows the not-found page', async ({ page }) => {
    await page.goto('/case-studies/no-such-study');
    await expect(notFound(page)).toBeVisible();
  });
});

test('blog and case-study routes show not-found while their toggle is off', async ({ page }) => {
  const post = newestFirst(blogPosts)[0]!;
  const study = newestFirst(caseStudies)[0]!;
  try {
    await patchDoc('feature_toggles/blog', { enabled: false });
    await page.goto('/blog');
    await expect(notFound(page)).toBeVisible();
    await page.goto(`/blog/${post.slug}`);
    await expect(notFound(page)).toBeVisible();
    await page.goto(`/case-studies/${study.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title);

    await patchDoc('feature_toggles/case-studies', { enabled: false });
    await page.goto('/case-studies');
    await expect(notFound(page)).toBeVisible();
    await page.goto(`/case-studies/${study.slug}`);
    await expect(notFound(page)).toBeVisible();
  } finally {
    await patchDoc('feature_toggles/blog', { enabled: true });
    await patchDoc('feature_toggles/case-studies', { enabled: true });
  }
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
});

for (const { toggle, path, h1, items } of [
  { toggle: 'blog', path: '/blog', h1: 'Blog', items: blogPosts },
  { toggle: 'case-studies', path: '/case-studies', h1: 'Case Studies', items: caseStudies },
]) {
  test(`switching the ${toggle} toggle hides and restores an open ${path} page live`, async ({
    page,
    consoleErrors,
  }) => {
    const titles = newestFirst(items).map((i) => i.title);
    const heading = page.getByRole('heading', { level: 1, name: h1 });
    const articles = page.locator('main article h2');
    await page.goto(path);
    await expect(heading).toBeVisible();
    await expect(articles).toHaveText(titles);
    await markDocument(page);
    try {
      await patchDoc(`feature_toggles/${toggle}`, { enabled: false });
      await expect(notFound(page)).toBeVisible();
      await expect(page).toHaveTitle(/^Page not found/);
      await expect(heading).toHaveCount(0);
      await expect(articles).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${path}$`));

      await patchDoc(`feature_toggles/${toggle}`, { enabled: true });
      await expect(heading).toBeVisible();
      await expect(articles).toHaveText(titles);
      await expect(notFound(page)).toHaveCount(0);
      await expect(page).toHaveTitle(`${h1} | Structura AI`);
      expect(await isSameDocument(page)).toBe(true);
    } finally {
      await patchDoc(`feature_toggles/${toggle}`, { enabled: true });
    }
    expect(realErrors(consoleErrors)).toEqual([]);
  });
}

// The footer's Resources links follow the toggles too (moved here from shell.spec.ts: the toggles are
// shared state, and this spec runs alone; playwright.config.ts).
test('footer hides and shows Blog and Case Studies live as their toggles change', async ({ page }) => {
  await page.goto('/company');
  const resources = page.getByRole('navigation', { name: 'Resources' });
  await expect(resources.getByRole('link', { name: 'Blog' })).toBeVisible();
  await expect(resources.getByRole('link', { name: 'Case Studies' })).toBeVisible();
  try {
    await patchDoc('feature_toggles/blog', { enabled: false });
    await expect(resources.getByRole('link', { name: 'Blog' })).toHaveCount(0);
    await expect(resources.getByRole('link', { name: 'Case Studies' })).toBeVisible();
    await patchDoc('feature_toggles/case-studies', { enabled: false });
    await expect(resources.getByRole('link', { name: 'Case Studies' })).toHaveCount(0);
    await patchDoc('feature_toggles/blog', { enabled: true });
    await expect(resources.getByRole('link', { name: 'Blog' })).toBeVisible();
  } finally {
    await patchDoc('feature_toggles/blog', { enabled: true });
    await patchDoc('feature_toggles/case-studies', { enabled: true });
  }
  await expect(resources.getByRole('link', { name: 'Community' })).toBeVisible();
  await expect(resources.getByRole('link', { name: 'Support' })).toBeVisible();
});

test("a visitor's prerendered page listens (and writes) in the live-data worker: Firestore's SDK and the parsers never load on the page, a change still arrives live, and a view is still counted", async ({
  page,
  consoleErrors,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  const heading = page.getByRole('heading', { level: 1, name: 'Blog' });
  await page.goto('/blog');
  await expect(heading).toBeVisible();
  await expect
    .poll(() => page.workers().map((w) => new URL(w.url()).pathname))
    .toEqual([expect.stringMatching(/^\/assets\/live-worker-[\w-]+\.js$/)]);
  await markDocument(page);
  try {
    await patchDoc('feature_toggles/blog', { enabled: false });
    await expect(notFound(page)).toBeVisible();
    await patchDoc('feature_toggles/blog', { enabled: true });
    await expect(heading).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  } finally {
    await patchDoc('feature_toggles/blog', { enabled: true });
  }
  // Opening a post counts a view: a write, made by the worker too.
  const post = newestFirst(blogPosts)[0]!;
  const views = async () =>
    Number((await listDocs('blog_posts')).find((d) => d.id === post.id)?.fields.views?.integerValue ?? 0);
  const before = await views();
  await page.getByRole('link', { name: post.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect.poll(views).toBe(before + 1);
  // The page's own Firebase chunks (src/lib/data/backend.ts) were never needed.
  expect(scripts.filter((url) => /\/assets\/firebase-(firestore|core)-/.test(url))).toEqual([]);
  // Nor the parsers: the worker validates the snapshots (src/app/live-parsers.ts), so zod and the
  // schemas never load on the page. The page's own resource timings: Playwright's request events
  // include the worker's requests, and the worker does load them.
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(loaded.filter((url) => /\/assets\/(zod|docs|schemas?|parse)-[\w-]{8}\.js$/.test(url))).toEqual([]);
  expect(realErrors(consoleErrors)).toEqual([]);
});

test('content published to pages/solutions reaches the open page live; removing it restores the defaults', async ({
  page,
  consoleErrors,
}) => {
  const defaultTitle = solutions.sections.hero!.title!;
  const publishedTitle = 'Structural design automation for every project stage';
  const h1 = page.getByRole('heading', { level: 1 });
  const product = page.getByRole('main').getByRole('heading', { name: 'Workflow Designer' });
  const admin = (await listDocs('roles')).find((r) => r.fields.role?.stringValue === 'admin');
  expect(admin).toBeTruthy();
  await deleteDoc('pages/solutions'); // nothing published: the page shows its defaults
  await page.goto('/solutions');
  await expect(h1).toHaveText(defaultTitle);
  await expect(product).toBeVisible();
  await markDocument(page);
  try {
    // What the admin editor publishes: every section, with an edited hero title.
    await setDoc('pages/solutions', {
      sections: { ...solutions.sections, hero: { ...solutions.sections.hero, title: publishedTitle } },
      lastUpdated: solutions.lastUpdated,
      publishedAt: new Date(),
      publishedBy: admin!.id,
    });
    await expect(h1).toHaveText(publishedTitle);
    await expect(product).toBeVisible();

    await deleteDoc('pages/solutions');
    await expect(h1).toHaveText(defaultTitle);
    await expect(page.getByText(publishedTitle)).toHaveCount(0);
    expect(await isSameDocument(page)).toBe(true);
  } finally {
    await deleteDoc('pages/solutions');
  }
  expect(realErrors(consoleErrors)).toEqual([]);
});

test.describe('community', () => {
  test('hidden and deleted posts never show', async ({ page, consoleErrors }) => {
    const visible = communityPosts.filter((p) => !p.hidden && !p.deleted);
    const invisible = communityPosts.filter((p) => p.hidden || p.deleted);
    expect(invisible.length).toBeGreaterThan(0);
    await page.goto('/community');
    const list = page.getByRole('list', { name: 'Discussions' });
    for (const p of visible) await expect(list.getByRole('link', { name: p.title })).toBeVisible();
    for (const p of invisible) await expect(page.getByText(p.title)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign in to post' })).toBeVisible();
    for (const p of invisible) {
      await page.goto(`/community/${p.id}`);
      await expect(notFound(page)).toBeVisible();
    }

    // A visible thread with a reply hidden by a moderator and a soft-deleted one.
    const thread = visible.find((p) => p.replies.some((r) => r.hidden) && p.replies.some((r) => r.deleted));
    expect(thread).toBeTruthy();
    const shownReplies = thread!.replies.filter((r) => !r.hidden && !r.deleted);
    const goneReplies = thread!.replies.filter((r) => r.hidden || r.deleted);
    expect(shownReplies.length).toBeGreaterThan(0);
    await page.goto(`/community/${thread!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(thread!.title);
    const replies = page.getByRole('list', { name: 'Replies' }).getByRole('listitem');
    // Count and order together: exactly the visible replies, oldest first.
    await expect(replies).toHaveCount(shownReplies.length);
    await expect(replies).toContainText(shownReplies.map((r) => r.body));
    // Only now that the visible replies have rendered does the absence of the others mean something.
    for (const r of goneReplies) await expect(page.getByText(r.body)).toHaveCount(0);
    // The count a visitor sees matches the replies they can read.
    await expect(page.getByRole('heading', { level: 2, name: `${shownReplies.length} replies` })).toBeVisible();
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  test('a member signs up in the dialog, posts and replies; a second visitor sees the post live', async ({
    page,
    browser,
  }) => {
    test.slow(); // sign-up, email verification, a post and a reply: many round trips
    const stamp = Date.now();
    const title = `E2E discussion ${stamp}`;
    const name = `E2E Member ${stamp % 10000}`;
    const visitorContext = await browser.newContext();
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto('/community');
      await expect(visitor.getByRole('list', { name: 'Discussions' })).toBeVisible();

      await page.goto('/community');
      await page.getByRole('button', { name: 'Join the community' }).click();
      const dialog = page.getByRole('dialog', { name: 'Join the community' });
      await dialog.getByLabel('Display name').fill(name);
      await dialog.getByLabel('Email').fill(`e2e-${stamp}@example.com`);
      await dialog.getByLabel('Password').fill('123');
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await expect(dialog.getByText('Use at least 6 characters')).toBeVisible();
      await dialog.getByLabel('Password').fill('e2e-password');
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await page.getByRole('dialog', { name: 'Check your inbox' }).getByRole('button', { name: 'Done' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByText(`Signed in as ${name}`)).toBeVisible();
      // Posting waits for a verified email: the member opens the link, then says so.
      await expect(page.getByRole('region', { name: 'Verify your email to post' })).toBeVisible();
      await openVerificationLink(`e2e-${stamp}@example.com`);
      await page.getByRole('button', { name: "I've verified" }).click();

      await page.getByLabel('Title').fill(title);
      await page.getByLabel('What would you like to discuss?').fill('Posted by the end-to-end test.');
      await page.getByRole('button', { name: 'Post discussion' }).click();
      await expect(page.getByText('Your discussion is live.')).toBeVisible();

      // The second browser context never reloads: the post arrives through the live listener.
      const live = visitor.getByRole('list', { name: 'Discussions' }).getByRole('link', { name: title });
      await expect(live).toBeVisible();
      await expect(visitor.getByRole('list', { name: 'Discussions' }).getByRole('heading').first()).toHaveText(title);

      const docs = await listDocs('community_posts');
      const stored = docs.find((d) => d.fields.title?.stringValue === title);
      expect(stored?.fields.authorName?.stringValue).toBe(name);
      expect(stored?.fields.replyCount?.integerValue).toBe('0');
      expect(stored?.fields.hidden?.booleanValue).toBe(false);
      expect(stored?.fields.createdAt?.timestampValue).toBeTruthy();

      await page.getByRole('link', { name: title }).click();
      await page.getByLabel('Your reply').fill('A reply from the end-to-end test.');
      await page.getByRole('button', { name: 'Post reply' }).click();
      await expect(page.getByRole('heading', { level: 2, name: '1 reply' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Replies' })).toContainText('A reply from the end-to-end test.');
      await expect(page.getByLabel('Your reply')).toHaveValue(''); // the batch was committed
      const replies = await listDocs(`community_posts/${stored?.id}/replies`);
      expect(replies.map((r) => r.fields.body?.stringValue)).toEqual(['A reply from the end-to-end test.']);
      await expect(live.locator('xpath=ancestor::li')).toContainText('1 reply');
    } finally {
      await visitorContext.close();
    }
  });
});

test.describe('accessibility (axe, WCAG 2 A/AA)', () => {
  const pages = [
    '/blog',
    `/blog/${newestFirst(blogPosts)[0]!.slug}`,
    '/case-studies',
    `/case-studies/${newestFirst(caseStudies)[0]!.slug}`,
    '/community',
    `/community/${communityPosts.find((p) => !p.hidden && !p.deleted && p.replies.length)!.id}`,
  ];
  for (const path of pages) {
    test(`${path} has no violations and one h1`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.locator('main [aria-label^="Loading"]')).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('the sign-in dialog has no violations and is keyboard-operable', async ({ page }) => {
    await page.goto('/community');
    await page.getByRole('button', { name: 'Sign in to post' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Sign in to post' })).toBeFocused();
  });
});

test('the built sitemap lists every public route and the published articles, never a draft', async ({ request }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.ok()).toBe(true);
  const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const path of PUBLIC_PATHS) expect(locs).toContain(path);
  for (const p of blogPosts) expect(locs.includes(`/blog/${p.slug}`)).toBe(p.published);
  for (const c of caseStudies) expect(locs.includes(`/case-studies/${c.slug}`)).toBe(c.published);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
});
