#!/usr/bin/env node
// The browser tests in their order (playwright.config.ts): the shared-state project alone, one
// worker (the sign-in project runs first, as its dependency), then the chromium project on two
// workers. Two runs of `playwright test` because a project that depended on shared-state would
// run every shared-state spec before any one file given on the command line.
//   node scripts/playwright.mjs [playwright args, e.g. e2e/header.spec.ts]
// Run by scripts/test.mjs and scripts/e2e.mjs with the emulators' environment. Both runs' JSON
// reports are merged into PLAYWRIGHT_JSON_OUTPUT_NAME (default playwright-report/results.json).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const out = path.resolve(ROOT, process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'playwright-report/results.json');

/** One `playwright test` run; resolves to its exit code and its JSON report (or null). */
function run(phase, extra) {
  const json = `${out}.${phase}.json`;
  rmSync(json, { force: true });
  return new Promise((resolve) => {
    spawn(path.join(ROOT, 'node_modules/.bin/playwright'), ['test', ...extra, '--pass-with-no-tests', ...args], {
      cwd: ROOT,
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: json },
      stdio: 'inherit',
    }).on('exit', (code) => {
      const report = existsSync(json) ? JSON.parse(readFileSync(json, 'utf8')) : null;
      rmSync(json, { force: true });
      resolve({ code: code ?? 1, report });
    });
  });
}

const first = await run('shared-state', ['--project=shared-state']);
// With no filter, the sign-in project has just run: its saved sessions serve the second run too.
const second = await run('chromium', ['--project=chromium', ...(args.length === 0 ? ['--no-deps'] : [])]);

const reports = [first.report, second.report].filter(Boolean);
const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0, duration: 0 };
for (const r of reports) for (const key of Object.keys(stats)) stats[key] += r.stats?.[key] ?? 0;
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(
  out,
  JSON.stringify({
    config: reports[0]?.config,
    suites: reports.flatMap((r) => r.suites ?? []),
    errors: reports.flatMap((r) => r.errors ?? []),
    stats,
  }),
);
process.exit(first.code || second.code);
