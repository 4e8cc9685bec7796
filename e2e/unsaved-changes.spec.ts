import { expect, signIn, test } from './fixtures';

// The back office holds navigation while a form has unsaved changes (src/lib/entity/form.ts): links,
// closing an editor that lives in the URL, and the browser's Back button all ask first. The app
// runs on a history router with a blocking history (src/lib/navigation-blocker.tsx), not a data
// router, so this checks the real thing in the browser.
test('leaving a form with unsaved changes asks first: Cancel keeps what was typed, Discard leaves', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, 'admin');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: 'Content', exact: true }).click();
  await page.getByRole('tab', { name: 'Resources' }).click();
  await expect(page).toHaveURL(/\/admin\/content\?tab=resources$/);
  await page.getByRole('button', { name: 'Add resource' }).click();
  await expect(page).toHaveURL(/[?&]edit=new/);
  const form = page.getByRole('dialog', { name: 'New resource' }).getByRole('form', { name: 'Resource form' });
  await form.getByRole('textbox', { name: 'Title' }).fill('Typed but not saved');
  const prompt = page.getByRole('dialog', { name: 'Discard unsaved changes?' });

  const panel = page.getByRole('dialog', { name: 'New resource' });

  // Closing the editor (it lives in the URL): held, and Cancel stays with everything typed.
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(prompt).toBeVisible();
  await expect(page).toHaveURL(/[?&]edit=new/);
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeHidden();
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Typed but not saved');

  // The browser's Back button: undone while asking, then Cancel keeps the page.
  await page.evaluate(() => window.history.back()); // the browser's Back
  await expect(prompt).toBeVisible();
  await expect(page).toHaveURL(/[?&]edit=new/);
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeHidden();
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Typed but not saved');

  // Discard leaves: Back, once answered, goes where it was going.
  await page.evaluate(() => window.history.back()); // the browser's Back
  await prompt.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/admin\/content\?tab=resources$/);
  await expect(panel).toBeHidden();

  // Nothing typed: no question.
  await page.getByRole('button', { name: 'Add resource' }).click();
  await expect(page).toHaveURL(/[?&]edit=new/);
  await page.evaluate(() => window.history.back()); // the browser's Back
  await expect(page).not.toHaveURL(/[?&]edit=new/);
  await expect(prompt).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
