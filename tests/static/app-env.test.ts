// The environment is validated when Vite loads its config (scripts/lib/app-env.ts), not in the
// browser: a bad configuration stops the build or dev server with the EnvError text, and a good one
// reaches the app as the validated AppEnv (define import.meta.env.STRUCTURA_ENV, read only by
// src/config/raw-env.ts). vite.config.ts is an ES module jest cannot require, so it is loaded in a
// child process with tsx and its `define` printed.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { AppEnv } from '@/config/env-schema';

const ROOT = path.join(__dirname, '../..');

function configFor(command: 'build' | 'serve', env: Record<string, string>) {
  const script = `import('./vite.config.ts').then(async (m) => { const c = await m.default({ command: '${command}', mode: 'production' }); console.log(JSON.stringify(c.define)); })`;
  // Only PATH and HOME from this process: the VITE_* keys are the test's (and the .env file's).
  const printed = execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['--eval', script], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });
  const define = JSON.parse(printed.trim().split('\n').pop() ?? '{}') as Record<string, string>;
  return JSON.parse(define['import.meta.env.STRUCTURA_ENV'] ?? 'null') as AppEnv | null;
}

const emulated = {
  VITE_USE_EMULATORS: 'true',
  VITE_FIREBASE_PROJECT_ID: 'demo-test',
  VITE_SITE_URL: 'https://x.test/',
};

test('a valid environment reaches the app validated, with DEV only while serving', () => {
  const built = configFor('build', { ...emulated, VITE_FIRESTORE_EMULATOR_PORT: '23080' });
  expect(built).toMatchObject({
    useEmulators: true,
    firebase: { projectId: 'demo-test' },
    emulators: { firestorePort: 23080 },
    siteUrl: 'https://x.test',
    dev: false,
  });
  expect(configFor('serve', emulated)?.dev).toBe(true);
}, 60_000);

test('a bad environment stops Vite with the EnvError text', () => {
  let stderr = '';
  try {
    configFor('build', { ...emulated, VITE_FIREBASE_PROJECT_ID: 'acme-prod' });
  } catch (error) {
    stderr = String((error as { stderr?: string }).stderr);
  }
  expect(stderr).toMatch(
    /Invalid environment configuration:\n\s+- VITE_FIREBASE_PROJECT_ID: must be a demo-\* project id/,
  );
}, 60_000);
