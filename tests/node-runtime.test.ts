import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The Cloud Functions runtime the project deploys, checked against firebase-tools' own runtime table
// (scripts/lib/node-runtime.mjs): a deploy must have 180 days or more before its deprecation date.
const ROOT = path.resolve(__dirname, '..');
const lookAhead = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/lib/node-runtime.mjs', ...args], { cwd: ROOT, encoding: 'utf8' });

it('every runtime the functions deploy on has 180 days or more before its deprecation', () => {
  const r = lookAhead();
  expect(r.stdout).toMatch(/^ok: Node\.js \d+ \(nodejs\d+\): deprecated \d{4}-\d\d-\d\d/m);
  expect(r.stdout).not.toMatch(/NOT OK/);
  expect(r.status).toBe(0);
});

it('names the runtime, its dates and the change when a runtime is too close or past its deprecation', () => {
  const past = lookAhead('--runtime', 'nodejs20', '--now', '2026-11-27');
  expect(past.status).toBe(1);
  expect(past.stdout).toContain(
    'NOT OK: Node.js 20 (nodejs20): deprecated 2026-04-30, decommissioned 2026-10-30; deprecated 211 days ago',
  );
  expect(past.stdout).toMatch(/Change functions\/package\.json engines\.node to 24/);
  // Node 22 is within 180 days of its deprecation (2027-04-30) from November 2026.
  const close = lookAhead('--runtime', 'nodejs22', '--now', '2026-11-27');
  expect(close.status).toBe(1);
  expect(close.stdout).toContain('only 154 days before deprecation');
});

it('the tooling runs on the Node major the functions deploy on', () => {
  const engines = JSON.parse(readFileSync(path.join(ROOT, 'functions/package.json'), 'utf8')).engines.node;
  const root = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).engines.node;
  expect(process.versions.node.split('.')[0]).toBe(engines);
  expect(root).toBe(`>=${engines} <${Number(engines) + 1}`);
});
