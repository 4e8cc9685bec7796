// Firestore's collection names are declared once (src/domain/collections.ts); firestore.rules and
// firestore.indexes.json spell them again, as they must: this holds the three together.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COLLECTIONS, SUBCOLLECTIONS } from '../../src/domain/collections';

const ROOT = path.resolve(__dirname, '../..');
const rules = readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8');
const indexes = JSON.parse(readFileSync(path.join(ROOT, 'firestore.indexes.json'), 'utf8')) as {
  indexes: { collectionGroup: string }[];
};
const names: string[] = Object.values(COLLECTIONS);
const subcollections: string[] = Object.values(SUBCOLLECTIONS);
/** Read and written by the functions' Admin SDK alone: no rule opens them (the last rule denies). */
const ADMIN_ONLY = [COLLECTIONS.formLimits];

test('every collection the rules name is declared, and every declared one has its rules', () => {
  const matched = new Set([...rules.matchAll(/match \/([a-z_]+)\//g)].map((m) => m[1]!));
  const inRules = [...matched].filter((n) => !subcollections.includes(n) && n !== 'databases');
  expect(inRules.filter((n) => !names.includes(n))).toEqual([]);
  expect(names.filter((n) => !matched.has(n) && !(ADMIN_ONLY as string[]).includes(n))).toEqual([]);
  // The settings documents are matched one by one.
  expect(rules).toContain(`match /${COLLECTIONS.settings}/branding`);
});

test('every indexed collection is declared', () => {
  const groups = new Set(indexes.indexes.map((i) => i.collectionGroup));
  expect([...groups].filter((g) => !names.includes(g) && !subcollections.includes(g))).toEqual([]);
});
