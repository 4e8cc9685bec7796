// Production builds ship no source maps (issue 9): a public .map would publish the original source.
// vite.config.ts is an ES module jest cannot require, so it is loaded in a child process with tsx
// and its resolved `build.sourcemap` printed.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');

test('vite builds without source maps', () => {
  const printed = execFileSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [
      '--eval',
      "import('./vite.config.ts').then(async (m) => { const c = typeof m.default === 'function' ? await m.default({ command: 'build', mode: 'production' }) : m.default; console.log(JSON.stringify(c.build?.sourcemap ?? false)); })",
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  expect(JSON.parse(printed.trim().split('\n').pop() ?? 'null')).toBe(false);
});
