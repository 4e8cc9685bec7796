import { expect, getDocFields, setDoc, signIn, test } from './fixtures';

// Issue 41, outdated translations through the back office: an editor edits the English title of a
// translated post; its German version shows as outdated with what changed in the English title;
// saving the German title clears it (and records the English title it was translated from). The
// spec makes its own draft post and German translation (no shared state changes). Content > Pages
// in German is only read (the seeded home page translation).

const SHOTS = '/work/wt/shots';
const id = `translated-${Date.now()}`;
const english = 'Checking Eurocode 2 slabs in minutes';
const german = 'Eurocode-2-Decken in Minuten nachweisen';
const now = new Date();

test.beforeAll(async () => {
  await setDoc(`blog_posts/${id}`, {
    slug: id,
    title: english,
    excerpt: 'How automated checks handle flat slabs.',
    body: 'A body in English.',
    coverImage: '',
    author: 'Content Editor',
    tags: [],
    seoTitle: '',
    seoDescription: '',
    published: false,
    publishedAt: null,
    views: 0,
    rev: 1,
    createdAt: now,
    updatedAt: now,
  });
  await setDoc(`slugs/blog_posts__${id}`, { collection: 'blog_posts', recordId: id });
  await setDoc(`blog_posts/${id}/translations/de`, {
    locale: 'de',
    slug: `${id}-de`,
    title: german,
    excerpt: '',
    body: '',
    seoTitle: '',
    seoDescription: '',
    sourceTexts: { title: english },
    published: false,
    publishedAt: null,
    unpublishAt: null,
    rev: 1,
    updatedBy: '',
    createdAt: now,
    updatedAt: now,
  });
  await setDoc(`slugs/blog_posts__de__${id}-de`, { collection: 'blog_posts', recordId: id, locale: 'de' });
});

test('an English title edited after its German translation: the German title shows as outdated with the change, and saving it clears that', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, 'editor');
  await page.goto(`/admin/blog?edit=${id}`);
  const panel = page.getByRole('dialog');
  const title = panel.getByRole('textbox', { name: 'Title', exact: false }).first();
  await expect(title).toHaveValue(english, { timeout: 30_000 });

  // Up to date in German first: no outdated mark.
  await panel.getByRole('button', { name: 'Deutsch' }).click();
  await expect(panel.getByTestId('translation-editor')).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Title (Deutsch)', exact: true })).toHaveValue(german);
  await expect(panel.getByTestId('outdated-title')).toHaveCount(0);
  // An empty translated field shows the English text as its placeholder.
  await expect(panel.getByRole('textbox', { name: 'Excerpt (Deutsch)' })).toHaveAttribute(
    'placeholder',
    'How automated checks handle flat slabs.',
  );

  // The English title changes.
  await panel.getByRole('button', { name: 'English' }).click();
  await title.fill('Checking Eurocode 2 flat slabs in seconds');
  await panel.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The German title is outdated, with what changed in the English one.
  await page.goto(`/admin/blog?edit=${id}`);
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Title' }).first()).toHaveValue(
    'Checking Eurocode 2 flat slabs in seconds',
    { timeout: 30_000 },
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Deutsch' }).click();
  const outdated = page.getByTestId('outdated-title');
  await expect(outdated).toContainText('English changed since this was translated');
  const diff = outdated.getByTestId('source-diff');
  await expect(diff.locator('del')).toHaveText([/minutes/]);
  await expect(diff.locator('ins')).toHaveText([/flat/, /seconds/]);
  await expect(page.getByTestId('translation-outdated')).toHaveText('1 outdated');
  await page.screenshot({ path: `${SHOTS}/translation-editor-outdated-1440.png` });

  // Saving the German title clears it.
  await page
    .getByRole('textbox', { name: 'Title (Deutsch)', exact: true })
    .fill('Eurocode-2-Flachdecken in Sekunden nachweisen');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('outdated-title')).toHaveCount(0);
  await expect(page.getByTestId('translation-outdated')).toHaveCount(0);
  await expect
    .poll(async () => (await getDocFields(`blog_posts/${id}/translations/de`))?.sourceTexts)
    .toEqual({ mapValue: { fields: { title: { stringValue: 'Checking Eurocode 2 flat slabs in seconds' } } } });
});

test('Content > Pages in German: each text beside its English, an untranslated one showing the English', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, 'editor');
  await page.goto('/admin/content');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Deutsch' }).click();
  const editor = page.getByTestId('page-translation-editor');
  const hero = editor.getByTestId('translation-field-hero.title');
  await expect(hero.getByRole('textbox', { name: 'Title (Deutsch)' })).toHaveValue(
    'Tragwerksplanung, automatisiert vom Lastpfad bis zur fertigen Zeichnung',
    { timeout: 30_000 },
  );
  await expect(hero.getByTestId('english-hero.title')).toHaveText(
    'Structural design, automated from load path to final drawings',
  );
  const button = editor.getByTestId('translation-field-hero.buttonText').getByRole('textbox');
  await expect(button).toHaveValue('');
  await expect(button).toHaveAttribute('placeholder', 'Get a Demo');
  await expect(editor.getByTestId('page-translation-progress')).toHaveText(/^\d+ of \d+ texts translated$/);
  await page.screenshot({ path: `${SHOTS}/i41-office-page-translation-1440.png` });
});
