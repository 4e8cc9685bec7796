// Starts the Firebase Emulator Suite (Auth + Firestore, Storage where its runtime can be had; with
// `functions: true` also Functions with the Cloud Tasks and Eventarc emulators they bring, and
// Hosting serving a build through the same rewrites as production) through firebase-tools, and
// MailDev (`maildev: true`: the SMTP server the functions send to), on any machine:
//  - offline machines with Google's Debian firestore emulator package and Java 17: a manifest-only
//    launcher jar points firebase-tools at the packaged emulator (FIRESTORE_EMULATOR_BINARY_PATH);
//  - ordinary developer machines: firebase-tools downloads its own emulators.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { availableParallelism, setPriority } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const PROJECT_ID = 'demo-structura';
const HOST = '127.0.0.1';
const baseConfig = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
// EMULATOR_PORT_BASE=N runs a second suite beside the default one (ports N..N+5), through a
// generated copy of firebase.json: `npm test` uses its own base so it never collides with `npm start`.
const PORT_BASE = Number(process.env.EMULATOR_PORT_BASE) || 0;
const EMULATED = ['auth', 'firestore', 'storage', 'hub', 'logging', 'functions', 'hosting', 'tasks', 'eventarc'];
/** MailDev is no Firebase emulator: its ports (SMTP in, web + REST API) live here. */
const MAILDEV_DEFAULT = { maildevSmtp: 1025, maildevWeb: 1080 };
export const PORTS = PORT_BASE
  ? {
      ...Object.fromEntries(EMULATED.map((name, i) => [name, PORT_BASE + (i < 5 ? i : i + 1)])),
      maildevSmtp: PORT_BASE + 10,
      maildevWeb: PORT_BASE + 11,
    }
  : {
      ...Object.fromEntries(Object.entries(baseConfig.emulators).flatMap(([k, v]) => (v.port ? [[k, v.port]] : []))),
      ...MAILDEV_DEFAULT,
    };
// The Pub/Sub emulator (the analytics queue, with the functions): its own port, past MailDev's.
PORTS.pubsub = PORT_BASE ? PORT_BASE + 12 : 8085;
export const SITE_URL = `http://${HOST}:${PORTS.hosting}`;
/** The seed's day (scripts/seed-data/time.ts), fixed when the suite starts for all it runs. */
const SEED_DAY = process.env.SEED_DAY ?? new Date().toISOString().slice(0, 10);

/** What the functions read as params in the emulators (functions/src/config.ts). In production
 *  mode the functions refuse what deployed ones refuse (a webhook that is not https). */
function functionsEnvFile({ productionMode = false } = {}) {
  const dir = path.join(CACHE, `functions-env.${PORT_BASE || 'default'}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, '.env.local'),
    [
      `SITE_URL=${SITE_URL}`,
      `SMTP_HOST=${HOST}`,
      `SMTP_PORT=${PORTS.maildevSmtp}`,
      'SMTP_USER=',
      'MAIL_FROM="Structura AI website <no-reply@structura.local>"',
      // Quick retries locally, so a test (or a person) sees one within seconds.
      'LEAD_RETRY_DELAY_SECONDS=2',
      'LEAD_RETRY_MIN_BACKOFF_SECONDS=2',
      // A local webhook receiver is plain http.
      `LEAD_WEBHOOK_HTTPS_ONLY=${productionMode}`,
      // The Hosting emulator passes X-Forwarded-For on as sent: the last entry is the client's.
      'CLIENT_TRUSTED_HOPS=0',
      '',
    ].join('\n'),
  );
  return dir;
}

/** The emulators' firebase.json, beside firebase.json (firebase-tools takes the project's folder
 *  from the config's): this suite's ports, Hosting serving `hostingDir` with the emulators' origins
 *  allowed by its Content-Security-Policy, the functions' params from functionsEnvFile. */
function configFile({ hostingDir = 'dist', storage = false, productionMode = false } = {}) {
  const cfg = structuredClone(baseConfig);
  for (const name of EMULATED) cfg.emulators[name] = { ...cfg.emulators[name], host: HOST, port: PORTS[name] };
  if (PORT_BASE) cfg.emulators.firestore.websocketPort = PORT_BASE + 5;
  for (const fn of [cfg.functions].flat()) fn.configDir = path.relative(ROOT, functionsEnvFile({ productionMode }));
  cfg.emulators.pubsub = { host: HOST, port: PORTS.pubsub };
  cfg.hosting.public = hostingDir;
  const local = ['auth', 'firestore', ...(storage ? ['storage'] : [])].map((n) => `http://${HOST}:${PORTS[n]}`);
  for (const rule of cfg.hosting.headers)
    for (const header of rule.headers)
      if (header.key === 'Content-Security-Policy')
        header.value = header.value
          .replace(/connect-src ([^;]*)/, `connect-src $1 ${local.join(' ')}`)
          .replace(/img-src ([^;]*)/, `img-src $1 ${local.join(' ')}`);
  const file = path.join(ROOT, `.firebase-emulators.${PORT_BASE || 'default'}.json`);
  writeFileSync(file, JSON.stringify(cfg, null, 2));
  return file;
}
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'emulators');
const DEBIAN_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIREBASE_BIN = path.join(ROOT, 'node_modules', '.bin', 'firebase');

const log = (msg) => console.log(`[emulators] ${msg}`);

/** A zip holding only META-INF/MANIFEST.MF (stored, uncompressed): enough for `java -jar`. */
function writeManifestJar(file, manifest) {
  const name = Buffer.from('META-INF/MANIFEST.MF');
  const data = Buffer.from(manifest);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  writeFileSync(file, Buffer.concat([local, name, data, central, name, end]));
}

/** A launcher for the Debian-packaged Pub/Sub emulator (google-cloud-cli-pubsub-emulator), or
 *  null where it is not installed (firebase-tools then downloads its own). firebase-tools runs the
 *  file PUBSUB_EMULATOR_BINARY_PATH names (and chmods it), so it gets a script of ours. */
function packagedPubsubLauncher() {
  const packaged = '/usr/lib/google-cloud-sdk/platform/pubsub-emulator/bin/cloud-pubsub-emulator';
  if (!existsSync(packaged)) return null;
  mkdirSync(CACHE, { recursive: true });
  const launcher = path.join(CACHE, 'pubsub-emulator.sh');
  writeFileSync(launcher, `#!/bin/sh\nexec ${packaged} "$@"\n`, { mode: 0o755 });
  return launcher;
}

/** The launcher for the Debian-packaged Firestore emulator, or null where it is not installed. */
export function packagedFirestoreLauncher() {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (!existsSync(DEBIAN_JAR)) return null;
  mkdirSync(CACHE, { recursive: true });
  const launcher = path.join(CACHE, 'firestore-launcher.jar');
  writeManifestJar(
    launcher,
    'Manifest-Version: 1.0\r\n' +
      'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\r\n' +
      `Class-Path: ${DEBIAN_JAR}\r\n\r\n`,
  );
  return launcher;
}

/** Storage's rules runtime is a download; true when firebase-tools has it (or could fetch it). */
let storageProbe = null;
export function storageEmulatorAvailable() {
  if (process.env.STORAGE_EMULATOR === 'off') return false;
  storageProbe ??= probeStorageEmulator();
  return storageProbe;
}
function probeStorageEmulator() {
  const r = spawnSync(FIREBASE_BIN, ['setup:emulators:storage'], {
    cwd: ROOT,
    timeout: 60_000,
    encoding: 'utf8',
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
  });
  return r.status === 0;
}

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: HOST, port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function waitForPorts(ports, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error('firebase emulators exited before they were ready');
    const open = await Promise.all(ports.map(portOpen));
    if (open.every(Boolean)) return;
    if (Date.now() > deadline) throw new Error(`emulators not ready after ${timeoutMs / 1000}s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** Builds functions/lib (esbuild, about a second): the Functions emulator loads what is there. */
export function buildFunctions() {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'functions/build.mjs'), '--quiet'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('building the functions (functions/build.mjs) failed');
}

/** MailDev (npm `maildev`): SMTP on PORTS.maildevSmtp, its web UI and REST API (/email) on
 *  PORTS.maildevWeb, mail kept in memory. Resolves once both accept connections. `background`: in
 *  the background (as in startEmulators). */
export async function startMaildev({ background = false } = {}) {
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/maildev/dist/bin/maildev.js'),
      '--smtp',
      String(PORTS.maildevSmtp),
      '--web',
      String(PORTS.maildevWeb),
      '--ip',
      HOST,
      '--web-ip',
      HOST,
      '--silent',
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  if (background) runInBackground(child.pid);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        resolve();
      }
    });
  try {
    await waitForPorts([PORTS.maildevSmtp, PORTS.maildevWeb], child, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

/**
 * Starts the emulators and resolves once they accept connections. `functions` adds the Functions
 * emulator (built first; with it the Cloud Tasks and Eventarc emulators its functions need) and
 * Hosting serving `hostingDir`; `maildev` starts MailDev beside them. `background` runs them all
 * (and every process they start) in the background (`runInBackground`), for measuring a browser
 * on the same machine: in production the server is not on the visitor's CPU (docs/performance.md).
 * Returns { env, storage, stop }: env holds the variables a client needs to reach them.
 */
export async function startEmulators({
  quiet = false,
  functions = false,
  maildev = false,
  hostingDir = 'dist',
  productionMode = false,
  background = false,
} = {}) {
  const busy = [];
  const wanted = [
    'auth',
    'firestore',
    'storage',
    'hub',
    ...(functions ? ['functions', 'hosting', 'tasks', 'eventarc', 'pubsub'] : []),
    ...(maildev ? ['maildevSmtp', 'maildevWeb'] : []),
  ];
  for (const name of wanted) {
    if (await portOpen(PORTS[name])) busy.push(`${name}:${PORTS[name]}`);
  }
  if (busy.length) {
    throw new Error(
      `ports already in use (${busy.join(', ')}): another emulator suite is probably running; stop it first`,
    );
  }
  const env = { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '' };
  const launcher = packagedFirestoreLauncher();
  if (launcher) {
    env.FIRESTORE_EMULATOR_BINARY_PATH = launcher;
    log(`Firestore: the machine's packaged emulator (${launcher})`);
  } else {
    log('Firestore: the emulator firebase-tools downloads');
  }
  const storage = storageEmulatorAvailable();
  if (!storage) {
    console.warn(
      '[emulators] WARNING: the Storage emulator is unavailable on this machine (its rules runtime cannot be downloaded); file uploads will report "storage unavailable".',
    );
  }
  if (functions) buildFunctions();
  if (functions) env.PUBSUB_EMULATOR_BINARY_PATH = packagedPubsubLauncher() ?? env.PUBSUB_EMULATOR_BINARY_PATH;
  const mail = maildev ? await startMaildev({ background }) : null;
  const only = [
    'auth',
    'firestore',
    ...(storage ? ['storage'] : []),
    ...(functions ? ['functions', 'hosting', 'pubsub'] : []),
  ];
  const child = spawn(
    FIREBASE_BIN,
    [
      'emulators:start',
      '--project',
      PROJECT_ID,
      '--config',
      configFile({ hostingDir, storage, productionMode }),
      '--only',
      only.join(','),
    ],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  if (background) runInBackground(child.pid);
  let output = '';
  const collect = (chunk) => {
    output += chunk;
    if (!quiet) process.stdout.write(chunk.toString().replace(/^/gm, '[firebase] '));
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = () =>
    new Promise((resolve) => {
      killRestartedFirestore();
      mail?.stop();
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        resolve();
      }
      // Nothing is exported on stop (the suites are test data), so a CLI still shutting down after
      // 3 s is killed.
      setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 3_000).unref();
    });
  // The CLI can exit while its emulators (the Java ones: Firestore, Pub/Sub, each in a session of
  // its own) are still running and holding their ports; the next suite on the same ports would find
  // them busy. So a stop ends when every port of the suite is closed, killing by port what still
  // listens after 3 s.
  const stop = async () => {
    await exited();
    const started = Date.now();
    let killed = false;
    for (;;) {
      const open = await Promise.all(only.map((n) => portOpen(PORTS[n])));
      const still = only.filter((_, i) => open[i]);
      if (still.length === 0 || Date.now() - started > 25_000) return;
      if (!killed && Date.now() - started > 3_000) {
        // The Java emulators run in sessions of their own (outside the CLI's group): killed by port.
        killed = true;
        for (const name of still) {
          const pid = javaOnPort(PORTS[name]);
          if (pid) process.kill(pid, 'SIGKILL');
        }
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  try {
    await waitForPorts(
      only.map((n) => PORTS[n]),
      child,
    );
    // The functions are loaded (and their triggers registered) a moment after the port opens.
    if (functions)
      await waitForOutput(() => output, /All emulators ready|functions\[.*\]: .*function initialized/, child);
  } catch (error) {
    await stop();
    if (quiet) console.error(output);
    throw error;
  }
  log(`ready: ${only.map((n) => `${n} ${HOST}:${PORTS[n]}`).join(', ')} (project ${PROJECT_ID})`);
  const drains = functions ? drainAnalytics() : null;
  return {
    storage,
    stop: () => {
      if (drains) clearInterval(drains);
      return stop();
    },
    env: { ...clientEnv(storage), ...(productionMode ? { FUNCTIONS_PRODUCTION_MODE: 'true' } : {}) },
    output: () => output,
  };
}

/** Cloud Scheduler's part for the analytics queue, which the emulators never play (scheduled
 *  functions do not fire there): the analyticsDrain function run through its emulator URL (its name
 *  + '-0') every ANALYTICS_DRAIN_MS, 10 s by default (a minute in production), so the Analytics
 *  page shows local visits within seconds. A run that fails (the functions still loading, a suite
 *  stopping) is simply the next run's work. */
function drainAnalytics() {
  const every = Number(process.env.ANALYTICS_DRAIN_MS) || 10_000;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runScheduledFunction('analyticsDrain')
      .catch(() => {})
      .finally(() => (running = false));
  }, every);
  timer.unref();
  return timer;
}

/** Keeps a process just started (and the processes and threads it starts later, which inherit
 *  both) out of a measured browser's way: niceness 19, and on Linux with 2 or more CPUs only the
 *  last CPU (`taskset`), so the others are the browser's whenever it wants them. */
export function runInBackground(pid) {
  try {
    setPriority(pid, 19);
  } catch (error) {
    console.warn(`[emulators] could not lower the priority of process ${pid}: ${error.message}`);
  }
  const cpus = availableParallelism();
  if (process.platform !== 'linux' || cpus < 2) return;
  const r = spawnSync('taskset', ['-a', '-p', '-c', String(cpus - 1), String(pid)], { stdio: 'ignore' });
  if (r.status !== 0) console.warn(`[emulators] taskset unavailable: process ${pid} may use every CPU`);
}

async function waitForOutput(read, pattern, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(read())) {
    if (child.exitCode !== null) throw new Error('firebase emulators exited before they were ready');
    if (Date.now() > deadline) throw new Error(`emulators printed no ${pattern} within ${timeoutMs / 1000}s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Environment for the app (VITE_*) and for Node clients (…_EMULATOR_HOST). */
export function clientEnv(storage) {
  return {
    VITE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_EMULATOR_HOST: HOST,
    VITE_AUTH_EMULATOR_PORT: String(PORTS.auth),
    VITE_FIRESTORE_EMULATOR_PORT: String(PORTS.firestore),
    VITE_STORAGE_EMULATOR_PORT: storage ? String(PORTS.storage) : '',
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
    SITE_URL,
    SEED_DAY,
    FUNCTIONS_EMULATOR_ORIGIN: `http://${HOST}:${PORTS.functions}`,
    PUBSUB_EMULATOR_HOST: `${HOST}:${PORTS.pubsub}`,
    MAILDEV_SMTP_PORT: String(PORTS.maildevSmtp),
    MAILDEV_URL: `http://${HOST}:${PORTS.maildevWeb}`,
    ...(storage ? { FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${PORTS.storage}` } : {}),
  };
}

// ---------------------------------------------------------------- fault injection (browser tests)

const restartedPidFile = () => path.join(CACHE, `firestore-restarted.${PORT_BASE || 'default'}.pid`);

/** Stops a Firestore emulator that restartFirestore started (it is not in firebase-tools' group). */
function killRestartedFirestore() {
  const file = restartedPidFile();
  if (!existsSync(file)) return;
  try {
    process.kill(-Number(readFileSync(file, 'utf8')), 'SIGKILL');
  } catch {
    /* already gone */
  }
  rmSync(file, { force: true });
}

/** The running Firestore emulator on this suite's port: its pid and command line. */
/** A Java emulator started with `--port N` / `--port=N` (Linux /proc), as { pid, argv }, or null. */
function javaProcessOnPort(port, match = () => true) {
  if (!existsSync('/proc')) return null;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let argv;
    try {
      argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    } catch {
      continue;
    }
    const at = argv.indexOf('--port');
    if (!argv[0]?.endsWith('java') || !match(argv)) continue;
    if (argv[at + 1] === String(port) || argv.includes(`--port=${port}`)) return { pid: Number(pid), argv };
  }
  return null;
}
const javaOnPort = (port) => javaProcessOnPort(port)?.pid ?? null;

function firestoreProcess() {
  const port = String(PORTS.firestore);
  const found = javaProcessOnPort(port, (argv) => argv.some((a) => /firestore/i.test(a)));
  if (found) return found;
  throw new Error(`no Firestore emulator process found on port ${port} (Linux /proc only)`);
}

/**
 * Kills the Firestore emulator process (SIGKILL, no warning to clients) and starts it again on the
 * same ports with the same rules, seeded from an export taken just before, so the data survives
 * (data loss is not the fault under test; the lost connections are). Resolves once the new
 * process accepts connections. `downMs` keeps it down a while, so clients notice.
 */
export async function restartFirestore({ downMs = 3000 } = {}) {
  const { pid, argv } = firestoreProcess();
  const dir = path.join(CACHE, `firestore-export.${PORT_BASE || 'default'}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const res = await fetch(`http://${HOST}:${PORTS.firestore}/emulator/v1/projects/${PROJECT_ID}:export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      database: `projects/${PROJECT_ID}/databases/(default)`,
      export_directory: dir,
      export_name: 'firestore_export',
    }),
  });
  if (!res.ok) throw new Error(`firestore export failed: ${res.status} ${await res.text()}`);
  const metadata = path.join(dir, 'firestore_export', 'firestore_export.overall_export_metadata');
  if (!existsSync(metadata)) throw new Error(`firestore export wrote no ${metadata}`);
  process.kill(pid, 'SIGKILL');
  for (let i = 0; i < 100 && (await portOpen(PORTS.firestore)); i++) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, downMs));
  killRestartedFirestore();
  const args = argv.slice(1);
  const seed = args.indexOf('--seed_from_export');
  if (seed !== -1) args.splice(seed, 2);
  const child = spawn(argv[0], [...args, '--seed_from_export', metadata], {
    cwd: ROOT,
    stdio: 'ignore',
    detached: true,
  });
  child.unref();
  writeFileSync(restartedPidFile(), String(child.pid));
  await waitForPorts([PORTS.firestore], child);
  log(`firestore restarted (pid ${child.pid}) from ${metadata}`);
  // The Functions emulator registered its Firestore triggers with the process just killed. Through
  // the hub, triggers are switched off and on again, which registers them with the new process
  // (switching on alone skips triggers it believes are still registered).
  if (await portOpen(PORTS.functions)) {
    for (const step of ['disableBackgroundTriggers', 'enableBackgroundTriggers']) {
      const hub = await fetch(`http://${HOST}:${PORTS.hub}/functions/${step}`, { method: 'PUT' });
      if (!hub.ok) throw new Error(`hub ${step} failed: ${hub.status} ${await hub.text()}`);
    }
    log('function triggers registered again with the restarted Firestore');
  }
}

/** Runs a scheduled function once (the Functions emulator never runs schedules): a POST to its
 *  emulator URL, which is its name with `-0` appended. Resolves with the HTTP status. */
export async function runScheduledFunction(name, origin = `http://${HOST}:${PORTS.functions}`) {
  const res = await fetch(`${origin}/${PROJECT_ID}/us-central1/${name}-0`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(120_000),
  });
  await res.body?.cancel();
  return res.status;
}
