#!/usr/bin/env node
// `npm start`: installs dependencies if needed, starts the Firebase emulators as production runs
// (Firestore, Auth, Functions with Cloud Tasks and Eventarc, Hosting) and MailDev, seeds them,
// builds the site for Hosting when its sources changed since the last build (and says so), then
// serves the Vite dev server beside it. Ctrl-C stops everything it started.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies } from './lib/setup.mjs';
import { ensureNode } from './lib/node-runtime.mjs';

await ensureNode();
ensureDependencies();
const { ROOT, PORTS, SITE_URL, runScheduledFunction, startEmulators } = await import('./lib/emulators.mjs');

const emulators = await startEmulators({ quiet: true, functions: true, maildev: true, hostingDir: 'dist' });
const env = { ...process.env, ...emulators.env };
const children = [];
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await emulators.stop();
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const run = (cmd, args, extraEnv = {}) =>
  new Promise((resolve) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin', cmd), args, {
      cwd: ROOT,
      env: { ...env, ...extraEnv },
      stdio: 'inherit',
    });
    children.push(child);
    child.on('exit', (c) => resolve(c ?? 1));
  });

if ((await run('tsx', ['scripts/seed.ts'])) !== 0) {
  console.error('[start] seeding failed');
  await stop(1);
}
// The emulator never runs schedules: the overdue-publishing sweep once now publishes any post
// whose time came while the emulators were down (its queued task died with them).
const swept = await runScheduledFunction('publishOverdue').catch((e) => String(e));
if (swept !== 200 && swept !== 204) console.warn(`[start] the overdue-publishing sweep did not run (${swept})`);

// What the Hosting build is made from; a digest of it is kept beside the build.
const BUILD_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'scripts/lib', '.env', 'package-lock.json'];
const STAMP = path.join(ROOT, 'dist', '.build-inputs');
function inputsDigest() {
  const hash = createHash('sha256').update(SITE_URL);
  const walk = (p) => {
    if (!existsSync(p)) return;
    if (statSync(p).isDirectory()) for (const name of readdirSync(p).sort()) walk(path.join(p, name));
    else hash.update(path.relative(ROOT, p)).update(readFileSync(p));
  };
  for (const input of BUILD_INPUTS) walk(path.join(ROOT, input));
  return hash.digest('hex');
}
const digest = inputsDigest();
// The site function's renderer comes from the same build (functions/lib/ssr); another build (npm
// test's, in this checkout) replaces it.
const RENDERER = path.join(ROOT, 'functions/lib/ssr/build.json');
const rendererOurs = () =>
  existsSync(RENDERER) && JSON.parse(readFileSync(RENDERER, 'utf8')).outDir === path.join(ROOT, 'dist');
const built = existsSync(STAMP) && readFileSync(STAMP, 'utf8') === digest && rendererOurs();
if (built) console.log('[start] the site build (dist/) is current: no rebuild');
else {
  console.log(
    `[start] ${!existsSync(path.join(ROOT, 'dist', 'spa.html')) ? 'no build yet' : !rendererOurs() ? "another build replaced the site function's renderer" : 'the sources changed since the last build'}: building the site for ${SITE_URL} (vite build, about a minute)…`,
  );
  const started = Date.now();
  if ((await run('vite', ['build', '--logLevel', 'warn'], { VITE_SITE_URL: SITE_URL })) !== 0) {
    console.error('[start] the build failed');
    await stop(1);
  }
  writeFileSync(STAMP, digest);
  console.log(`[start] built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const port = process.env.PORT ?? '5173';
const vite = spawn(path.join(ROOT, 'node_modules/.bin/vite'), ['--port', port, '--strictPort'], {
  cwd: ROOT,
  env: { ...env, VITE_SITE_URL: `http://127.0.0.1:${port}` },
  stdio: ['ignore', 'pipe', 'inherit'],
});
children.push(vite);
let announced = false;
vite.stdout.on('data', (chunk) => {
  if (announced) process.stdout.write(chunk);
  if (!announced && /ready in|Local:/.test(chunk.toString())) {
    announced = true;
    console.log(
      [
        '',
        `  Site:  ${SITE_URL}/   (as production serves it: Hosting + functions, production build)`,
        `  Dev:   http://127.0.0.1:${port}/   (Vite, hot reload, same emulators)`,
        `  Admin: ${SITE_URL}/admin/login  (seeded accounts as today)`,
        `  Mail:  http://127.0.0.1:${PORTS.maildevWeb}/   (MailDev: every email sent locally)`,
        '',
        '  Seeded accounts (local emulators only): admin@structura.local / structura-admin-local,',
        '  editor@structura.local / structura-editor-local,',
        '  contributor@structura.local / structura-contributor-local (README lists them all).',
        ...(emulators.storage ? [] : ['  Storage: unavailable on this machine (uploads will say so)']),
        '  Ctrl-C stops the site and the emulators.',
        '',
      ].join('\n'),
    );
  }
});
vite.on('exit', (code) => stop(code ?? 0));
