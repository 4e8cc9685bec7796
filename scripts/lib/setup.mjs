// Shared by `npm start` and `npm test`: install what a fresh machine lacks.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
  return r.status ?? 1;
}

/** Runs `npm ci` when node_modules is missing or was installed from another package-lock.json (its
 *  hash is kept in node_modules, so a fresh checkout of the same lock installs nothing). */
export function ensureDependencies() {
  // A git worktree may share another checkout's install through a link: installing there would
  // empty the install every checkout uses, so its owner keeps it current.
  if (lstatSync(path.join(ROOT, 'node_modules'), { throwIfNoEntry: false })?.isSymbolicLink()) return;
  const stamp = path.join(ROOT, 'node_modules', '.structura-lock.sha256');
  const hash = createHash('sha256')
    .update(readFileSync(path.join(ROOT, 'package-lock.json')))
    .digest('hex');
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  if (existsSync(marker)) {
    if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash) return;
    // Installed by hand (npm ci) after the lock was written: the same lock.
    if (!existsSync(stamp) && statSync(marker).mtimeMs >= statSync(path.join(ROOT, 'package-lock.json')).mtimeMs) {
      writeFileSync(stamp, hash);
      return;
    }
  }
  console.log('[setup] installing dependencies (npm ci)...');
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0) {
    console.error('[setup] npm ci failed');
    process.exit(1);
  }
  writeFileSync(stamp, hash);
}

/** The Chromium Playwright drives: PLAYWRIGHT_CHROMIUM_PATH, Debian's chromium, or null. */
export function findChromium() {
  const candidates = [process.env.PLAYWRIGHT_CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((c) => c && existsSync(c)) ?? null;
}

/** Installs Debian's chromium where we may (root with apt-get); otherwise says exactly how. */
export function ensureChromium() {
  if (findChromium()) return findChromium();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('[setup] installing Chromium for the browser tests (apt-get install -y chromium)...');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (findChromium()) return findChromium();
  }
  console.error(
    '[setup] Chromium is needed for the browser tests and was not found.\n' +
      '  Debian/Ubuntu: sudo apt-get install -y chromium\n' +
      '  elsewhere: npx playwright install chromium, then set PLAYWRIGHT_CHROMIUM_PATH to its executable',
  );
  process.exit(1);
}
