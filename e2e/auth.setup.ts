// The sign-in project (playwright.config.ts): each seeded account signs in once per run through the
// login form, and its browser state is saved with IndexedDB, where Firebase Auth keeps the session,
// for signIn() (e2e/fixtures.ts) to start from instead of the form.
import { readFile } from 'node:fs/promises';
import { ACCOUNTS, authFile, expect, signInWithForm, test } from './fixtures';

for (const who of Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[]) {
  test(`${who} signs in through the login form; the session is saved`, async ({ page }) => {
    await signInWithForm(page, who);
    await page.context().storageState({ path: authFile(who), indexedDB: true });
    // The saved state holds Firebase Auth's IndexedDB record of this user: that is the session.
    const saved = await readFile(authFile(who), 'utf8');
    expect(saved).toContain('"firebaseLocalStorageDb"');
    expect(saved).toContain(`"${ACCOUNTS[who].email}"`);
  });
}
