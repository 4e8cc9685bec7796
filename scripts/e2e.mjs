#!/usr/bin/env node
// Browser tests only, for iterating: node scripts/e2e.mjs [playwright args, e.g. e2e/header.spec.ts]
// Private emulator suite (EMULATOR_PORT_BASE, default 19500) with Functions and Hosting serving the
// build, and MailDev, seeded, an emulator-backed build in dist-e2e-<base>, then Playwright, as the
// browser step of `npm test` runs it (e2e/site-url.spec.ts included).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureChromium, ensureDependencies } from './lib/setup.mjs';
import { ensureNode } from './lib/node-runtime.mjs';

process.env.EMULATOR_PORT_BASE ??= '19500';
await ensureNode();
ensureDependencies();
const chromium = ensureChromium();
const { ROOT, startEmulators, startMaildev } = await import('./lib/emulators.mjs');
const base = Number(process.env.EMULATOR_PORT_BASE);
const previewPort = String(base + 73);
const outDir = `dist-e2e-${base}`;
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const run = (cmd, args, env) =>
  new Promise((resolve) => spawn(cmd, args, { cwd: ROOT, env, stdio: 'inherit' }).on('exit', (c) => resolve(c ?? 1)));

const emulators = await startEmulators({ quiet: true, functions: true, hostingDir: outDir });
const maildev = await startMaildev();
const env = {
  ...process.env,
  ...emulators.env,
  PLAYWRIGHT_CHROMIUM_PATH: chromium,
  VITE_SITE_URL: `http://127.0.0.1:${previewPort}`,
  PREVIEW_PORT: previewPort,
  E2E_DIST: outDir,
};
let code = await run(bin('tsx'), ['scripts/seed.ts'], env);
if (code === 0) code = await run(bin('vite'), ['build', '--outDir', outDir, '--logLevel', 'warn'], env);
if (code === 0) code = await run('node', ['scripts/playwright.mjs', ...process.argv.slice(2)], env);
await maildev.stop();
await emulators.stop();
process.exit(code);
