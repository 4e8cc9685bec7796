// The back office's articles in browser tests: open a section, the record panel and its form, save
// and publish a published post's changes, times for the Publish date field, and removing what a
// test created. Shared by admin-blog.spec.ts and site-url.spec.ts.
import type { Browser, Page } from '@playwright/test';
import { deleteDoc, expect, expectToast, listDocs, toastsGone } from './fixtures';

/** Removes what a test created (articles, their slug claims, schedule entries and revisions). */
export async function removeArticles(prefix: string) {
  for (const collection of ['blog_posts', 'case_studies']) {
    for (const d of await listDocs(collection)) {
      if (!String(d.fields.title?.stringValue ?? '').startsWith(prefix)) continue;
      for (const r of await listDocs(`${collection}/${d.id}/revisions`))
        await deleteDoc(`${collection}/${d.id}/revisions/${r.id}`);
      await deleteDoc(`${collection}/${d.id}`);
      await deleteDoc(`schedule/${collection}__${d.id}`);
      await deleteDoc(`slugs/${collection}__${String(d.fields.slug?.stringValue)}`);
    }
  }
}

export const section = async (page: Page, name: string) => {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
};
export const panel = (page: Page) => page.getByRole('dialog');
export const form = (page: Page, singular: string) => panel(page).getByRole('form', { name: `${singular} form` });
export const visitorPage = async (browser: Browser) => (await browser.newContext()).newPage();
/** Saves the open form of a published post (a pending version, issue 22), then reopens it by its
 *  stored title and presses Publish changes. */
export async function saveAndPublish(page: Page, storedTitle: string) {
  await form(page, 'Blog post').getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Success', 'Changes saved as pending');
  await toastsGone(page);
  await page
    .getByRole('grid', { name: 'Blog posts' })
    .getByRole('button', { name: `Edit ${storedTitle}` })
    .click();
  await form(page, 'Blog post').getByRole('button', { name: 'Publish changes' }).click();
  await expectToast(page, 'Success', 'Blog post saved');
  await toastsGone(page);
}
/** A local datetime-local value (to the second) `ms` from now, in the browser's time zone. */
export const localIn = (page: Page, ms: number) =>
  page.evaluate((ahead) => {
    const d = new Date(Date.now() + ahead);
    return new Date(d.getTime() - d.getTimezoneOffset() * 60000).toISOString().slice(0, 19);
  }, ms);
