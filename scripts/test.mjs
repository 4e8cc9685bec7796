#!/usr/bin/env node
// `npm test`: everything, in order, failing fast:
//   lint, format check, type-check, Jest unit tests (jsdom and the functions' own),
//   then with private emulator suites (ports from EMULATOR_PORT_BASE, default 19000):
//   Firestore + Auth: Jest integration tests (rules matrix, streaming endpoints, mutations);
//   + Functions, Cloud Tasks, Eventarc, Hosting in production mode: the webhook https rule;
//   + the same as `npm start` runs them: the functions' triggers with their own MailDev, reset +
//   re-seed, production build against the emulators (with its prerendered pages), the build's
//   budgets, the site over HTTP (Hosting + the site function), Playwright in Chromium.
// Prints the rules cases and the hostile inputs (property-test runs), then the time table (each
// step's wall and CPU time, the 15 slowest test files; also written to test-results/test-times.md)
// with a warning when the run passed 40 minutes (scripts/lib/test-report.ts, docs/testing.md); ends
// with one line "tests: N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium, ensureDependencies } from './lib/setup.mjs';
import { ensureNode } from './lib/node-runtime.mjs';

process.env.EMULATOR_PORT_BASE ??= '19000';
await ensureNode();
ensureDependencies();
const chromium = ensureChromium();
const { ROOT, startEmulators, startMaildev } = await import('./lib/emulators.mjs');
const report = await import('./lib/test-report.ts');
const RESULTS = path.join(ROOT, 'test-results');
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const totals = { passed: 0, failed: 0 };
const runStarted = Date.now();

// CPU time of the process trees this script started and has reaped (Linux: cutime + cstime in
// /proc/self/stat, in clock ticks of 1/100 s); null elsewhere. A step's CPU is the difference over
// it; an emulator suite's whole life is counted when it is stopped (its stop row). Steps that run
// side by side (lanes below) are each measured by GNU time instead, where the machine has it.
function childrenCpuS() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}
const GNU_TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
const steps = [];
const slowFiles = [];
/** Runs `fn` as a row of the time table: its wall time and the CPU of what it started and reaped
 *  (or the CPU `fn` reports itself, as `{ result, cpuS }`, with `own: true`). */
async function timed(name, fn, { own = false } = {}) {
  const started = Date.now();
  const cpu = childrenCpuS();
  const value = await fn();
  const cpuAfter = childrenCpuS();
  const cpuS = own ? value.cpuS : cpu === null ? null : cpuAfter - cpu;
  steps.push({ step: name, wallS: (Date.now() - started) / 1000, cpuS });
  return own ? value.result : value;
}

/** A command as a step. `beside`: it runs beside another lane, so its output is held until it
 *  ends (the lanes' logs do not interleave) and its CPU is measured by GNU time. */
function step(name, cmd, args, env = process.env, { beside = false } = {}) {
  if (!beside) console.log(`\n=== ${name}`);
  const started = Date.now();
  const cpuFile = path.join(RESULTS, `${name.replace(/\W+/g, '-')}.cpu`);
  const [command, commandArgs] =
    beside && GNU_TIME ? [GNU_TIME, ['-f', '%U %S', '-o', cpuFile, cmd, ...args]] : [cmd, args];
  const run = () =>
    new Promise((resolve) => {
      const child = spawn(command, commandArgs, {
        cwd: ROOT,
        env,
        stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      });
      const held = [];
      child.stdout?.on('data', (chunk) => held.push(chunk));
      child.stderr?.on('data', (chunk) => held.push(chunk));
      child.on('exit', (code) => {
        if (beside) process.stdout.write(`\n=== ${name}\n${Buffer.concat(held).toString()}`);
        console.log(
          `=== ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)}s`,
        );
        if (!beside) return resolve(code ?? 1);
        let cpuS = null;
        try {
          cpuS = readFileSync(cpuFile, 'utf8')
            .trim()
            .split('\n')
            .at(-1)
            .split(' ')
            .reduce((a, b) => a + Number(b), 0);
        } catch {
          /* no GNU time here */
        }
        resolve({ result: code ?? 1, cpuS });
      });
    });
  return timed(name, run, { own: beside });
}
/** Starts an emulator suite as a row of the table; its stop is another row, with its CPU. */
async function emulatorSuite(name, options) {
  const suite = await timed(`emulators start: ${name}`, () => startEmulators(options));
  let stopped = null;
  return { ...suite, stop: () => (stopped ??= timed(`emulators stop: ${name}`, () => suite.stop())) };
}

const rules = { passed: 0, failed: 0 };
// Hostile inputs: the runs of the property tests (fast-check), which say theirs in their title as
// "[N runs]"; counted for passed tests only.
let hostileRuns = 0;
function countJest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  slowFiles.push(...report.jestFileTimes(r, path.basename(file, '.json'), ROOT));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  for (const suite of r.testResults ?? [])
    for (const a of suite.assertionResults ?? []) {
      const runs = /\[(\d+) runs\]/.exec(a.title ?? '');
      if (runs && a.status === 'passed') hostileRuns += Number(runs[1]);
    }
  // Security-rules cases: every test of the suites under tests/rules (the emulator's verdicts).
  for (const suite of r.testResults ?? []) {
    if (!/[\\/]tests[\\/]rules[\\/]/.test(suite.name)) continue;
    for (const a of suite.assertionResults ?? []) {
      if (a.status === 'passed') rules.passed += 1;
      else if (a.status === 'failed') rules.failed += 1;
    }
  }
}
function countPlaywright(file) {
  if (!existsSync(file)) return;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = json;
  slowFiles.push(...report.playwrightFileTimes(json, 'playwright'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
}
/** Jest as a step (`args`: projects, paths, options), its results counted; `file` names its JSON. */
async function jestStep(name, file, args, env = process.env, options = {}) {
  const json = path.join(RESULTS, `${file}.json`);
  const code = await step(name, bin('jest'), [...args, '--json', `--outputFile=${json}`], env, options);
  countJest(json);
  return code;
}
/** The time table, written to test-results/test-times.md too (docs/testing.md keeps them), and the
 *  guard's warning when the run took more than 40 minutes. */
function printTimes() {
  // Everything: this script and all it started and reaped (MailDev too, which has no row).
  const children = childrenCpuS();
  const own = process.cpuUsage();
  const total = {
    step: report.TOTAL,
    wallS: (Date.now() - runStarted) / 1000,
    cpuS: children === null ? null : children + (own.user + own.system) / 1e6,
  };
  const text = [
    `Times (${new Date().toISOString().slice(0, 16)}Z, ${os.availableParallelism()} CPUs, load average ${os.loadavg()[0].toFixed(1)} at the end):`,
    '',
    report.stepTable(steps, total),
    '',
    'Slowest test files:',
    '',
    report.fileTable(report.slowest(slowFiles, 15)),
  ].join('\n');
  console.log(`\n${text}`);
  writeFileSync(path.join(RESULTS, 'test-times.md'), `${text}\n`);
  const docs = path.join(ROOT, 'docs/testing.md');
  const previous = existsSync(docs) ? report.lastStepTable(readFileSync(docs, 'utf8')) : [];
  const warning = report.guardWarning(steps, total.wallS, previous);
  if (warning) console.log(`\n${warning}`);
}
function finish(code) {
  printTimes();
  if (rules.passed + rules.failed > 0)
    console.log(`\nrules cases: ${rules.passed + rules.failed} (${rules.passed} passed, ${rules.failed} failed)`);
  if (hostileRuns > 0) console.log(`hostile inputs (property-test runs): ${hostileRuns}`);
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
}

// Two lanes side by side, one CPU each on the 2-core CI machine: lint then format; type-check then
// Jest's unit tests (one worker: Jest's default on 2 CPUs). None needs another's output, and each
// is one CPU-bound process (docs/testing.md: run one after the other they took the sum of both
// lanes; side by side, the longer lane).
const lane = async (...work) => {
  for (const run of work) if ((await run()) !== 0) return 1;
  return 0;
};
const beside = { beside: true };
const fastCodes = await Promise.all([
  lane(
    () => step('lint', bin('eslint'), ['--max-warnings=0', '.'], process.env, beside),
    () => step('format', bin('prettier'), ['--check', '.'], process.env, beside),
  ),
  lane(
    () => step('type-check', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'], process.env, beside),
    () => jestStep('jest unit', 'jest-unit', ['--selectProjects', 'unit'], process.env, beside),
  ),
]);
if (fastCodes.some((c) => c !== 0)) finish(1);

// First the suites that need Firestore + Auth only (no functions reacting to their fixtures: the
// windowed lists alone write 300 leads), then a suite with the Functions, Cloud Tasks and Hosting
// emulators for the functions' triggers, the site over HTTP and the browser.
let emulators = await emulatorSuite('Firestore, Auth', { quiet: true });
let env = { ...process.env, ...emulators.env, PLAYWRIGHT_CHROMIUM_PATH: chromium };
let code = 0;
try {
  code = await jestStep(
    'jest integration (emulators)',
    'jest-integration',
    // Two workers, each on a Firestore project of its own (tests/worker-project.ts).
    ['--selectProjects', 'integration', '--maxWorkers=2'],
    env,
  );
  await emulators.stop();
  // The functions as deployed ones behave (a webhook that is not https refused): their own start.
  if (code === 0) {
    emulators = await emulatorSuite('with Functions, production mode', {
      quiet: true,
      functions: true,
      hostingDir: 'dist-e2e',
      productionMode: true,
    });
    code = await jestStep(
      'jest functions in production mode',
      'jest-functions-production',
      ['tests/functions/production', '--selectProjects', 'functions', '--runInBand'],
      { ...process.env, ...emulators.env },
    );
    await emulators.stop();
  }
  emulators = await emulatorSuite('with Functions, Hosting', { quiet: true, functions: true, hostingDir: 'dist-e2e' });
  env = { ...process.env, ...emulators.env, PLAYWRIGHT_CHROMIUM_PATH: chromium };
  if (code === 0)
    code = await jestStep(
      'jest functions (Functions + Cloud Tasks emulators, MailDev)',
      'jest-functions',
      [
        'tests/functions',
        '--selectProjects',
        'functions',
        '--runInBand',
        '--testPathIgnorePatterns',
        '/tests/functions/production/',
      ],
      env,
    );
  if (code === 0) code = await step('seed', bin('tsx'), ['scripts/seed.ts', '--reset'], env);
  const previewPort = String(Number(process.env.EMULATOR_PORT_BASE) + 73);
  const buildEnv = { ...env, VITE_SITE_URL: `http://127.0.0.1:${previewPort}` };
  if (code === 0)
    code = await step(
      'build (emulator-backed)',
      bin('vite'),
      ['build', '--outDir', 'dist-e2e', '--logLevel', 'warn'],
      buildEnv,
    );
  // The build's budgets: the landing page's initial JS within issue 10's 150 kB gzipped, with no
  // Firebase, admin, MUI X, zod or RTK Query code in any prerendered page's first script, and every
  // prerendered page's h1 (scripts/check-build.ts).
  if (code === 0) code = await step('build budgets', bin('tsx'), ['scripts/check-build.ts', 'dist-e2e'], env);
  // The site as production serves it: Hosting (serving dist-e2e) and the site function, over HTTP.
  if (code === 0)
    code = await jestStep(
      'jest site (Hosting + functions)',
      'jest-site',
      ['--selectProjects', 'site', '--runInBand'],
      env,
    );
  // Playwright: the build through vite preview, and the Site URL (Hosting + functions, with
  // MailDev receiving the lead emails: e2e/site-url.spec.ts).
  const maildev = code === 0 ? await startMaildev() : null;
  if (code === 0) {
    const pwJson = path.join(ROOT, 'playwright-report', 'results.json');
    code = await step('playwright (chromium)', process.execPath, ['scripts/playwright.mjs'], {
      ...buildEnv,
      PREVIEW_PORT: previewPort,
      PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
    });
    countPlaywright(pwJson);
  }
  await maildev?.stop();
} finally {
  await emulators.stop();
}
finish(code);
