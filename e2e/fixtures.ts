import { test as base, expect, type Page } from '@playwright/test';

/** Console errors and uncaught exceptions a page produced; every spec asserts there are none. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    await use(errors);
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
