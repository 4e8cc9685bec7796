#!/usr/bin/env node
// `npm start`: installs dependencies if needed, starts the Firebase emulators, seeds them and
// serves the site connected to them. Ctrl-C stops everything it started.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDependencies } from './lib/setup.mjs';

ensureDependencies();
const { ROOT, startEmulators } = await import('./lib/emulators.mjs');

const emulators = await startEmulators({ quiet: true });
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

const seed = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/seed.ts'], { cwd: ROOT, env, stdio: 'inherit' });
children.push(seed);
const seedCode = await new Promise((resolve) => seed.on('exit', (c) => resolve(c ?? 1)));
if (seedCode !== 0) {
  console.error('[start] seeding failed');
  await stop(1);
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
  process.stdout.write(chunk);
  if (!announced && /ready in|Local:/.test(chunk.toString())) {
    announced = true;
    console.log(`\n  Site:  http://127.0.0.1:${port}/`);
    console.log(
      `  Admin: http://127.0.0.1:${port}/admin/login  (admin@structura.local / structura-admin-local, local emulator only)`,
    );
    if (!emulators.storage) console.log('  Storage: unavailable on this machine (uploads will say so)');
    console.log('  Ctrl-C stops the site and the emulators.\n');
  }
});
vite.on('exit', (code) => stop(code ?? 0));
