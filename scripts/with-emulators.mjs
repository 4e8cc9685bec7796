#!/usr/bin/env node
// Usage: node scripts/with-emulators.mjs [--seed] [--functions] [--production-mode] [--maildev] [--hosting=DIR]
//        [-- command args...]
// Starts the emulator suite, optionally seeds it, runs the command with the emulator environment,
// stops everything and exits with the command's exit code. --functions adds the Functions (with
// Cloud Tasks and Eventarc) and Hosting emulators, --production-mode makes the functions refuse what
// deployed ones refuse (a webhook that is not https), --maildev adds MailDev. Without a command it keeps the
// emulators running until Ctrl-C.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, startEmulators } from './lib/emulators.mjs';
import { ensureNode } from './lib/node-runtime.mjs';

await ensureNode();
const args = process.argv.slice(2);
const dash = args.indexOf('--');
const flags = dash === -1 ? args : args.slice(0, dash);
const command = dash === -1 ? [] : args.slice(dash + 1);
const seed = flags.includes('--seed');

const emulators = await startEmulators({
  quiet: !flags.includes('--verbose'),
  functions: flags.includes('--functions'),
  maildev: flags.includes('--maildev'),
  productionMode: flags.includes('--production-mode'),
  hostingDir: flags.find((f) => f.startsWith('--hosting='))?.slice('--hosting='.length),
});
const env = { ...process.env, ...emulators.env };
let stopping = false;
const finish = async (code) => {
  if (stopping) return;
  stopping = true;
  await emulators.stop();
  process.exit(code);
};
process.on('SIGINT', () => finish(130));
process.on('SIGTERM', () => finish(143));

// A command that cannot start (not found) ends the run like a failing one: the emulators stop.
const run = (cmd, cmdArgs) =>
  new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`[emulators] could not run ${cmd}: ${error.message}`);
      resolve(127);
    });
  });

if (seed) {
  const code = await run(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/seed.ts']);
  if (code !== 0) await finish(code);
}
if (command.length) {
  // The project's own tools (jest, playwright, vite...) from node_modules/.bin; `node` itself is the
  // Node this script runs on; anything else from PATH.
  const local = path.join(ROOT, 'node_modules/.bin', command[0]);
  const bin = command[0].includes('/')
    ? command[0]
    : command[0] === 'node'
      ? process.execPath
      : existsSync(local)
        ? local
        : command[0];
  const code = await run(bin, command.slice(1));
  await finish(code);
} else {
  console.log('[emulators] running; Ctrl-C stops them');
}
