// The Node.js the project runs on, and the Cloud Functions runtime it deploys: one fact,
// `functions/package.json`'s `engines.node` (a major version, e.g. "24").
//
//  - ensureNode(): the entry scripts (npm start, npm test, e2e, emulators, deploy) call it first.
//    On any other Node major it installs that major from the npm registry's `node` package into
//    .cache/node-<major>/ (once; a few seconds) and runs the same script again on it, with its bin
//    folder first on PATH, so npm, firebase-tools, the Functions emulator's workers, Jest and
//    Playwright all run on the Node the functions deploy on.
//  - runtimeLookAhead(): the deployed runtimes against firebase-tools' own runtime table (its
//    deprecation and decommission dates), for the test and for `npm run deploy -- --dry-run`.
//  - `node scripts/lib/node-runtime.mjs` prints the look-ahead (exit 1 when a runtime is too close);
//    `--bin` prints that Node's bin folder (installing it if
//    needed): .ci/run puts it on PATH before `npm ci`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The Node major the functions deploy on and everything local runs on. */
export function nodeMajor() {
  const engines = JSON.parse(readFileSync(path.join(ROOT, 'functions/package.json'), 'utf8')).engines?.node;
  if (!/^\d+$/.test(String(engines)))
    throw new Error(`functions/package.json: engines.node must be a major version such as "24" (it is ${engines})`);
  return Number(engines);
}

/** Every Cloud Functions runtime the project deploys: engines.node, and any `runtime` in firebase.json. */
export function deployedRuntimes() {
  const firebase = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const explicit = [firebase.functions ?? []].flat().flatMap((f) => (f.runtime ? [f.runtime] : []));
  return [...new Set([`nodejs${nodeMajor()}`, ...explicit])];
}

/** firebase-tools' runtime table (the one its deploy enforces). */
function runtimeTable() {
  const require = createRequire(path.join(ROOT, 'package.json'));
  return require('firebase-tools/lib/deploy/functions/runtimes/supported').RUNTIMES;
}

const DAY = 24 * 60 * 60 * 1000;

/** Each deployed runtime with its dates and the days left before deprecation; `ok` is false when
 *  fewer than `marginDays` remain (or the table does not know the runtime). */
export function runtimeLookAhead({ now = new Date(), marginDays = 180, runtimes = deployedRuntimes() } = {}) {
  const table = runtimeTable();
  const supported = Object.entries(table)
    .filter(([id, r]) => id.startsWith('nodejs') && r.status !== 'decommissioned')
    .filter(([, r]) => new Date(r.deprecationDate).getTime() - now.getTime() >= marginDays * DAY)
    .map(([id]) => id);
  return runtimes.map((runtime) => {
    const entry = table[runtime];
    if (!entry) return { runtime, ok: false, message: `${runtime} is not in firebase-tools' runtime table`, supported };
    const daysLeft = Math.floor((new Date(entry.deprecationDate).getTime() - now.getTime()) / DAY);
    const ok = daysLeft >= marginDays;
    const dates = `deprecated ${entry.deprecationDate}, decommissioned ${entry.decommissionDate}`;
    const message = ok
      ? `${entry.friendly} (${runtime}): ${dates}; ${daysLeft} days before deprecation`
      : `${entry.friendly} (${runtime}): ${dates}; ${daysLeft < 0 ? `deprecated ${-daysLeft} days ago` : `only ${daysLeft} days before deprecation`} (the project wants ${marginDays}). ` +
        `Change functions/package.json engines.node to ${supported.at(-1)?.replace('nodejs', '') ?? 'a supported major'} ` +
        `(runtimes with ${marginDays}+ days left: ${supported.join(', ') || 'none'}).`;
    return { runtime, ...entry, daysLeft, ok, message, supported };
  });
}

const cacheDir = (major) => path.join(ROOT, '.cache', `node-${major}`);

/** The bin folder of Node `major` from the npm registry's `node` package, installed if missing. */
export function installedNodeBin(major = nodeMajor()) {
  const dir = cacheDir(major);
  const bin = path.join(dir, 'node_modules', '.bin');
  const check = spawnSync(path.join(bin, 'node'), ['-p', 'process.versions.node'], { encoding: 'utf8' });
  if (check.status === 0 && check.stdout.trim().split('.')[0] === String(major)) return bin;
  console.error(`[node] installing Node.js ${major} from the npm registry into ${path.relative(ROOT, dir)}/ ...`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true }));
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-save', `node@${major}`], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const after = spawnSync(path.join(bin, 'node'), ['-v'], { encoding: 'utf8' });
  if (r.status !== 0 || after.status !== 0 || !after.stdout.startsWith(`v${major}.`)) {
    console.error(
      `[node] this project runs on Node.js ${major} (the Cloud Functions runtime it deploys), and this is ` +
        `Node.js ${process.versions.node}. Installing Node.js ${major} from the npm registry failed.\n` +
        `  Install Node.js ${major} (https://nodejs.org, or \`nvm install ${major}\`) and run the command again.`,
    );
    process.exit(1);
  }
  return bin;
}

/** Re-runs this script on Node `nodeMajor()` when the current Node is another major; returns only
 *  when already on it. */
export async function ensureNode() {
  const major = nodeMajor();
  if (Number(process.versions.node.split('.')[0]) === major) return;
  const bin = installedNodeBin(major);
  console.error(
    `[node] Node.js ${process.versions.node} here; running on Node.js ${major} (${path.relative(ROOT, bin)})`,
  );
  const child = spawn(path.join(bin, 'node'), [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  // Ctrl-C reaches the child too (same process group); this process only waits for it.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) => child.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))));
  process.exit(code);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const argv = process.argv.slice(2);
  const value = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  if (argv.includes('--bin')) console.log(installedNodeBin());
  else {
    // --now ISO-date and --runtime nodejsN (repeatable) check another day or runtime than today's.
    const runtimes = argv.flatMap((a, i) => (argv[i - 1] === '--runtime' ? [a] : []));
    const report = runtimeLookAhead({
      now: value('--now') ? new Date(value('--now')) : new Date(),
      ...(runtimes.length ? { runtimes } : {}),
    });
    for (const r of report) console.log(`${r.ok ? 'ok' : 'NOT OK'}: ${r.message}`);
    process.exitCode = report.every((r) => r.ok) ? 0 : 1;
  }
}
