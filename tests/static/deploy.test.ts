// `npm run deploy` stops before building anything when it must not or cannot deploy.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const deploy = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(ROOT, 'scripts/deploy.mjs'), ...args], { cwd: ROOT, encoding: 'utf8' });

test('refuses a demo-* project, named or from .firebaserc', () => {
  const named = deploy('--project', 'demo-structura', '--dry-run');
  expect(named.status).toBe(1);
  expect(named.stderr).toContain('refusing to deploy to demo-structura: demo-* projects exist only in the emulators');
  const fromRc = deploy('--dry-run');
  expect(fromRc.status).toBe(1);
  expect(fromRc.stderr).toContain('refusing to deploy to demo-structura');
});

test('names what a real project still lacks before deploying (settings, params, secret)', () => {
  const r = deploy('--project', 'structura-prod-unconfigured', '--dry-run');
  expect(r.status).toBe(1);
  expect(r.stderr).toContain('not ready to deploy to structura-prod-unconfigured');
  expect(r.stderr).toContain('no functions/.env.structura-prod-unconfigured');
});
