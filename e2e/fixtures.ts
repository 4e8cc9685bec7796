import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';

/** Resolves once the app has hydrated (or rendered) the loaded page: src/app/AfterHydration.tsx
 *  marks <html data-app="ready">. The built shell loads its script after the first paint
 *  (scripts/lib/start-after-paint.ts), so `load` comes before the page can answer typing. Documents
 *  without the app (no #root) need no wait. */
export const appReady = (page: Page) =>
  page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.app === 'ready');

/** Console errors and uncaught exceptions a page produced; every spec asserts there are none.
 *  `page.goto` and `page.reload` wait until the app is ready (see appReady), unless told to wait
 *  only for `commit` or `domcontentloaded` (to look at a page before its script runs). */
export const test = base.extend<{ consoleErrors: string[]; visitor: Page }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const early = (o?: { waitUntil?: string }) => o?.waitUntil === 'commit' || o?.waitUntil === 'domcontentloaded';
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!early(options)) await appReady(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (!early(options)) await appReady(page);
      return response;
    };
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    await use(errors);
  },
  /** A visitor's page in a browser context of their own (not signed in), closed after the test. */
  visitor: async ({ browser }, use) => {
    const context = await browser.newContext();
    await use(await context.newPage());
    await context.close();
  },
});
export { expect };

const firestoreHost = () => {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through scripts/e2e.mjs or npm test');
  return host;
};
const project = () => process.env.GCLOUD_PROJECT ?? 'demo-structura';
const docsUrl = (path: string) =>
  `http://${firestoreHost()}/v1/projects/${project()}/databases/(default)/documents/${path}`;
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/** Firestore REST value encoding for the few shapes the tests write. */
function encode(value: unknown): Record<string, unknown> {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  if (typeof value === 'object') return { mapValue: { fields: encodeFields(value as Record<string, unknown>) } };
  return { stringValue: String(value) };
}
const encodeFields = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([k, v]) => [k, encode(v)]));

/** Writes fields of a document as an admin would (rules bypassed), like a change from elsewhere. */
export async function patchDoc(path: string, data: Record<string, unknown>) {
  const mask = Object.keys(data)
    .map((k) => `updateMask.fieldPaths=${encodeURIComponent(k)}`)
    .join('&');
  const res = await fetch(`${docsUrl(path)}?${mask}`, {
    method: 'PATCH',
    headers: OWNER,
    body: JSON.stringify({ fields: encodeFields(data) }),
  });
  if (!res.ok) throw new Error(`patch ${path}: ${res.status} ${await res.text()}`);
}

/** Creates or replaces a whole document as an admin would (rules bypassed); nested maps encoded. */
export async function setDoc(path: string, data: Record<string, unknown>) {
  const res = await fetch(docsUrl(path), {
    method: 'PATCH',
    headers: OWNER,
    body: JSON.stringify({ fields: encodeFields(data) }),
  });
  if (!res.ok) throw new Error(`set ${path}: ${res.status} ${await res.text()}`);
}

/** Reads a document as an admin (rules bypassed): its fields in REST encoding, or null. */
export async function getDocFields(path: string): Promise<Record<string, Record<string, unknown>> | null> {
  const res = await fetch(docsUrl(path), { headers: OWNER });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`get ${path}: ${res.status}`);
  return ((await res.json()) as { fields?: Record<string, Record<string, unknown>> }).fields ?? {};
}

/** Deletes a document as an admin (rules bypassed); a missing document is not an error. */
export async function deleteDoc(path: string) {
  const res = await fetch(docsUrl(path), { method: 'DELETE', headers: OWNER });
  if (!res.ok) throw new Error(`delete ${path}: ${res.status} ${await res.text()}`);
}

/** Reads a collection as an admin (rules bypassed): documents as { id, fields }. */
export async function listDocs(
  path: string,
): Promise<{ id: string; fields: Record<string, Record<string, unknown>> }[]> {
  const res = await fetch(`${docsUrl(path)}?pageSize=300`, { headers: OWNER });
  if (!res.ok) throw new Error(`list ${path}: ${res.status}`);
  const body = (await res.json()) as {
    documents?: { name: string; fields: Record<string, Record<string, unknown>> }[];
  };
  return (body.documents ?? []).map((d) => ({ id: d.name.split('/').pop() ?? '', fields: d.fields }));
}

export async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

// ------------------------------------------------------------------------------ back office

/** The seeded accounts (local emulator only). */
export const ACCOUNTS = {
  admin: { email: 'admin@structura.local', password: 'structura-admin-local', name: 'Site Admin' },
  editor: { email: 'editor@structura.local', password: 'structura-editor-local', name: 'Content Editor' },
  contributor: {
    email: 'contributor@structura.local',
    password: 'structura-contributor-local',
    name: 'Guest Contributor',
  },
  member: { email: 'member@structura.local', password: 'structura-member-local', name: 'Priya Raman' },
} as const;

type Account = keyof typeof ACCOUNTS;

/** Where the sign-in project (e2e/auth.setup.ts) keeps an account's signed-in browser state: one
 *  file per account and preview port (two runs on one checkout use different ports). */
export const authFile = (who: Account) =>
  fileURLToPath(new URL(`../playwright/.auth/${process.env.PREVIEW_PORT ?? 'default'}-${who}.json`, import.meta.url));

/** Where the app lands for a signed-in account: the dashboard for staff, the no-access page for an
 *  account without a role. */
const DASHBOARD = '/admin/dashboard';

async function expectLanded(page: Page, who: Account, path = DASHBOARD) {
  await expect(page).toHaveURL((url) => url.pathname === new URL(path, url).pathname);
  // The back office's chunks load first: past 10 s with two workers at load 26.
  if (who === 'member') {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No access to the back office', {
      timeout: 30_000,
    });
  } else if (path === DASHBOARD) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard', { timeout: 30_000 });
  } else {
    // Signed in with a role: the back office's navigation is there (by CSS: a side panel opened
    // from the address, e.g. ?edit=, hides the page behind it from the accessibility tree).
    await expect(page.locator('nav[aria-label="Admin"]')).toBeAttached({ timeout: 30_000 });
  }
}

/** Every CSP violation the page reports, from the DOM event and from the console. */
export async function watchCspViolations(page: Page) {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { cspViolations?: string[] };
      (w.cspViolations ??= []).push(
        `${e.effectiveDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  const watch = (source: string) => (m: { text(): string }) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame|evaluate)/i.test(m.text()))
      violations.push(`${source}: ${m.text()}`);
  };
  page.on('console', watch('console'));
  // The live-data worker (src/app/live-worker.ts) runs under the policy of its own script.
  page.on('worker', (worker) => worker.on('console', watch(`worker ${worker.url()}`)));
  const collect = async () => [
    ...violations,
    ...((await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations)) ?? []),
  ];
  return collect;
}

/** Signs in through the form on /admin/login, as a person does, and waits for where the app lands.
 *  `origin`: another server's (the Site URL), where the saved sessions of the sign-in project do not
 *  apply; the preview server's by default. */
export async function signInWithForm(page: Page, who: Account, origin = '') {
  const { email, password } = ACCOUNTS[who];
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectLanded(page, who);
}

/** Signs the page's browser context in as `who` with the session the sign-in project saved
 *  (Firebase Auth keeps it in IndexedDB; the context's other storage is cleared), then opens `path`
 *  (the Dashboard unless told) and waits for where the app lands, signed in: the session is proven
 *  to work each time, with one load of the back office.
 *  The login form itself is walked by e2e/auth.setup.ts and e2e/admin.spec.ts. For a context that
 *  has the back office open already (switching accounts), use signInWithForm: loading a state
 *  under an open back-office page hung (setStorageState waiting for its own page to load). */
export async function signIn(page: Page, who: Account, path = DASHBOARD) {
  // Loading a state clears the origin's storage, which waits for every page of that origin in the
  // context to let go of its databases: it hung with the back office open (switching accounts: use
  // signInWithForm) and with a public page open beside it (a visitor has a browser of their own:
  // articles.ts visitorPage).
  const other = page
    .context()
    .pages()
    .find((p) => p !== page && p.url() !== 'about:blank');
  if (other) throw new Error(`signIn: ${other.url()} is open in this context; open it in a context of its own`);
  if (new URL(page.url(), 'http://x').pathname.startsWith('/admin'))
    throw new Error(`signIn: ${page.url()} is open; use signInWithForm to switch accounts`);
  await page.context().setStorageState(authFile(who));
  await page.goto(path);
  await expectLanded(page, who, path);
}

/** A notistack toast ("Success" / "Error" over the message) holding `message`. Found by CSS, not
 *  by role: while a modal drawer is open, the toasts (rendered inside #root) are aria-hidden. */
export function toast(page: Page, message: string) {
  return page.locator('.notistack-SnackbarContainer [role="alert"]').filter({ hasText: message });
}

/** Expects a toast with this title and message. */
export async function expectToast(page: Page, title: 'Success' | 'Error', message: string) {
  const t = toast(page, message);
  await expect(t).toBeVisible();
  await expect(t.locator('strong')).toHaveText(title);
}

/** Closes every toast with its close button, as a person does who has read it, and waits until
 *  they have gone, so the next toast checked is a new one and none covers the buttons under it.
 *  (A toast that hides on its own meanwhile needs no click.) */
export async function toastsGone(page: Page) {
  const toasts = page.locator('.notistack-SnackbarContainer [role="alert"]');
  for (const close of await toasts.locator('button').all()) await close.click({ timeout: 2_000 }).catch(() => {});
  await page.mouse.move(0, 0);
  await expect(toasts).toHaveCount(0);
}

/** Waits until live data has replaced every skeleton and spinner. */
export async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"], [role="progressbar"], .MuiSkeleton-root')).toHaveCount(0);
}

const rulesUrl = () => `http://${firestoreHost()}/emulator/v1/projects/${project()}:securityRules`;
const RULES_FILE = new URL('../firestore.rules', import.meta.url);

async function loadRules(content: string) {
  const res = await fetch(rulesUrl(), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
  });
  if (!res.ok) throw new Error(`load rules: ${res.status} ${await res.text()}`);
}

/**
 * Runs `fn` while the Firestore emulator refuses some writes: each `[from, to]` pair rewrites a
 * line of firestore.rules (e.g. a collection's `allow create` to `if false`). The project's rules
 * are loaded again afterwards, whatever happens. A rule that is not found fails the test, so a
 * change to the rules cannot silently turn the refusal off.
 */
export async function withRefusedWrites(replacements: [string, string][], fn: () => Promise<void>) {
  const original = await readFile(RULES_FILE, 'utf8');
  let rules = original;
  for (const [from, to] of replacements) {
    if (!rules.includes(from)) throw new Error(`firestore.rules no longer contains: ${from}`);
    rules = rules.replace(from, to);
  }
  await loadRules(rules);
  try {
    await fn();
  } finally {
    await loadRules(original);
  }
}

/** axe-core's serious and critical WCAG 2.1 A/AA violations on the page (or inside `include`), each
 *  as "rule: targets". */
export async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Screenshots `<dir>/<name>-1440.png` and `-390.png` (the phone one of the whole page with
 *  `fullPhone`), expecting no horizontal overflow at either width; leaves the page at 1440. */
export async function shotsAtBothWidths(page: Page, dir: string, name: string, { fullPhone = false } = {}) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: fullPhone && width === 390 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
