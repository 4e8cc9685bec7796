#!/usr/bin/env node
// `npm run deploy [-- --project ID] [--dry-run]`: builds the site and the functions and deploys
// Hosting, Functions, Firestore rules and indexes and Storage rules to a real Firebase project:
// the one named by --project, else .firebaserc's default. It refuses a demo-* project (those exist
// only in the emulators) and stops before deploying when something the live site needs is
// missing: the app's build settings (.env.production.local or .env.local, VITE_*), the functions'
// params (functions/.env.<project>: SITE_URL, SMTP_HOST, ...) and the SMTP_PASSWORD secret.
// --dry-run checks and prints the plan without building or deploying.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureNode, runtimeLookAhead } from './lib/node-runtime.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i === -1) return null;
  return args[i].includes('=') ? args[i].split('=').slice(1).join('=') : (args[i + 1] ?? '');
};
const dryRun = args.includes('--dry-run');
const firebaserc = path.join(ROOT, '.firebaserc');
const project =
  flag('--project') || (existsSync(firebaserc) ? JSON.parse(readFileSync(firebaserc, 'utf8')).projects?.default : '');
const fail = (message) => {
  console.error(`[deploy] ${message}`);
  process.exit(1);
};

await ensureNode();
// The runtime first: firebase-tools refuses a decommissioned one, and one close to its deprecation
// date is a deploy that stops working soon.
for (const r of runtimeLookAhead()) console.log(`[deploy] functions runtime: ${r.message}`);
const staleRuntimes = runtimeLookAhead().filter((r) => !r.ok);
if (staleRuntimes.length)
  fail(
    `the functions' runtime must change before deploying:\n  - ${staleRuntimes.map((r) => r.message).join('\n  - ')}`,
  );

if (!project) fail('no project: pass --project <id> or set a default in .firebaserc');
if (project.startsWith('demo-'))
  fail(`refusing to deploy to ${project}: demo-* projects exist only in the emulators (pass --project <real-id>)`);

/** KEY=value lines of a dotenv file (no expansion). */
function readEnvFile(file) {
  if (!existsSync(file)) return null;
  const out = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (m) out[m[1]] = m[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}

const problems = [];
// The app's build settings for a real project (src/config/env.ts validates them again at build).
const appEnvFile = ['.env.production.local', '.env.local'].map((f) => path.join(ROOT, f)).find(existsSync);
const appEnv = appEnvFile ? readEnvFile(appEnvFile) : null;
if (!appEnv) problems.push('no .env.production.local or .env.local with the VITE_* settings (copy .env.example)');
else {
  if (appEnv.VITE_USE_EMULATORS !== 'false')
    problems.push(`${path.basename(appEnvFile)}: VITE_USE_EMULATORS must be false`);
  if (appEnv.VITE_FIREBASE_PROJECT_ID !== project)
    problems.push(
      `${path.basename(appEnvFile)}: VITE_FIREBASE_PROJECT_ID is ${appEnv.VITE_FIREBASE_PROJECT_ID || 'unset'}, not ${project}`,
    );
  for (const key of ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_APP_ID', 'VITE_SITE_URL'])
    if (!appEnv[key]) problems.push(`${path.basename(appEnvFile)}: ${key} is not set`);
  if (!appEnv.VITE_APPCHECK_SITE_KEY && appEnv.VITE_APPCHECK_OPT_OUT !== 'true')
    problems.push(`${path.basename(appEnvFile)}: VITE_APPCHECK_SITE_KEY is not set (or VITE_APPCHECK_OPT_OUT=true)`);
}
// The functions' params (functions/src/config.ts) for this project.
const fnEnvFile = path.join(ROOT, 'functions', `.env.${project}`);
const fnEnv = readEnvFile(fnEnvFile) ?? readEnvFile(path.join(ROOT, 'functions', '.env'));
if (!fnEnv) problems.push(`no functions/.env.${project} (SITE_URL, SMTP_HOST, SMTP_PORT, SMTP_USER, MAIL_FROM)`);
else {
  for (const key of ['SITE_URL', 'SMTP_HOST'])
    if (!fnEnv[key]) problems.push(`functions/.env.${project}: ${key} is not set`);
  if (fnEnv.SITE_URL && !fnEnv.SITE_URL.startsWith('https://'))
    problems.push(`functions/.env.${project}: SITE_URL must be https://`);
}

const firebase = (cmdArgs, opts = {}) =>
  spawnSync(path.join(ROOT, 'node_modules/.bin/firebase'), [...cmdArgs, '--project', project], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    ...opts,
  });

if (problems.length) fail(`not ready to deploy to ${project}:\n  - ${problems.join('\n  - ')}`);

// The SMTP password lives in Secret Manager (needs the Blaze plan and a signed-in firebase CLI).
const secret = firebase(['functions:secrets:get', 'SMTP_PASSWORD']);
if (secret.status !== 0)
  fail(
    `the secret SMTP_PASSWORD is not set for ${project} (or the firebase CLI is not signed in):\n` +
      `  npx firebase functions:secrets:set SMTP_PASSWORD --project ${project}\n${(secret.stderr || secret.stdout).trim()}`,
  );

const only = 'hosting,functions,firestore:rules,firestore:indexes,storage';
console.log(`[deploy] ${project}: build the site (${appEnv.VITE_SITE_URL}) and the functions, then deploy ${only}`);
if (dryRun) process.exit(0);
const step = (cmd, cmdArgs, env = process.env) => {
  const r = spawnSync(cmd, cmdArgs, { cwd: ROOT, stdio: 'inherit', env });
  if (r.status !== 0) fail(`${path.basename(cmd)} ${cmdArgs.join(' ')} failed`);
};
step(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--mode', 'production']);
step(process.execPath, [path.join(ROOT, 'functions/build.mjs')]);
const r = firebase(['deploy', '--only', only, '--non-interactive'], { stdio: 'inherit' });
process.exit(r.status ?? 1);
