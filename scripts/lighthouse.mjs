#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile preset) on the public site as visitors get it.
// Private emulator suite (EMULATOR_PORT_BASE, default 19600), seeded, an emulator-backed production
// build with its prerendered pages (dist-lighthouse-<base>), `vite preview`, then Lighthouse on every
// public route and the first published blog post and case study (--all: every prerendered page),
// median of 3 runs each (--runs N). Prints route | perf | FCP s | LCP s | TBT ms | CLS | a11y | BP |
// SEO | JS boot ms | server response ms | host | TBT from CPU time | waiting, and exits 1 when a
// route misses the targets: performance >= 95, accessibility, best practices and SEO 100. "host" is
// Lighthouse's benchmarkIndex of the machine in the median run (its CPU power; the 4x CPU slowdown
// assumes 1500-2000, docs/performance.md), with "slow" when Lighthouse warned in any of the route's
// runs that the host was too slow for its score.
// "TBT from CPU time" is the blocking time the median run's trace gives from the time the page's
// main thread ran, and "waiting" the share of its long tasks' time it waited for a CPU instead
// (scripts/lib/trace-blocking.ts): the part of TBT that is the machine's, not the page's.
// Options: --runs N, --routes /a,/b, --all, --dist <dir> (measure an existing build, no emulators
// started: they must already be running for its live data), --site (measure the Site URL instead:
// Hosting and the site function rendering each page, as production serves it, without its CDN),
// --keep <dir> (keep every run's Lighthouse report and trace there, as <route>-<run>.json and
// <route>-<run>.trace.json).
// The emulators, the functions and `vite preview` run in the background (lowest CPU priority, the
// last CPU only), so the browser gets the machine's CPU first, as a visitor's phone would with the
// server elsewhere: on a 2-core machine they otherwise compete with the page's main thread
// (docs/performance.md, "The server on the visitor's CPU").
// Needs CHROME_PATH (default /usr/bin/chromium) and the lighthouse package (devDependency).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ensureNode } from './lib/node-runtime.mjs';

await ensureNode();
const ROOT = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : args[i + 1];
};
const RUNS = Number(option('--runs', 3));
const keepDir = option('--keep', null);
const KEEP = keepDir && path.resolve(keepDir);
const TARGETS = { perf: 95, a11y: 100, bp: 100, seo: 100 };
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const lighthouseBin = process.env.LIGHTHOUSE_BIN ?? bin('lighthouse');
if (!existsSync(lighthouseBin)) {
  console.error(`lighthouse not found at ${lighthouseBin} (npm install, or set LIGHTHOUSE_BIN)`);
  process.exit(2);
}

const run = (cmd, argv, env = process.env, quiet = false) =>
  new Promise((resolve) =>
    spawn(cmd, argv, { cwd: ROOT, env, stdio: quiet ? 'ignore' : 'inherit' }).on('exit', (c) => resolve(c ?? 1)),
  );

process.env.EMULATOR_PORT_BASE ??= '19600';
// (imported after the line above: the module reads its ports from the environment once)
const { runInBackground, startEmulators } = await import('./lib/emulators.mjs');
const base = Number(process.env.EMULATOR_PORT_BASE);
const port = base + 74;
let dist = option('--dist', null);
let emulators = null;
const SITE = args.includes('--site');
let env = { ...process.env, VITE_SITE_URL: `http://127.0.0.1:${port}` };
if (SITE && dist) throw new Error('--site builds its own dist (Hosting serves it): drop --dist');
if (!dist) {
  dist = `dist-lighthouse-${base}`;
  emulators = await startEmulators({
    quiet: true,
    background: true,
    ...(SITE ? { functions: true, hostingDir: dist } : {}),
  });
  env = { ...env, ...emulators.env, ...(SITE ? { VITE_SITE_URL: emulators.env.SITE_URL } : {}) };
  let code = await run(bin('tsx'), ['scripts/seed.ts', '--reset'], env);
  if (code === 0)
    code = await run(bin('vite'), ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], env);
  if (code !== 0) {
    await emulators.stop();
    process.exit(code);
  }
  // The build installs the renderer in functions/lib/ssr, and the Functions emulator reloads on
  // the change, ending its workers: wait for that before measuring, not in the middle of a route.
  if (SITE) await reloaded(emulators.output);
}
const distDir = path.resolve(ROOT, dist);

/** Resolves once the Functions emulator has loaded the functions again after the build (or after
 *  20 s when it printed nothing new: no file changed). */
async function reloaded(output) {
  const loads = () => (output().match(/Loaded functions definitions/g) ?? []).length;
  const before = loads();
  for (const deadline = Date.now() + 20_000; Date.now() < deadline && loads() === before;)
    await new Promise((r) => setTimeout(r, 250));
}

// The public routes as the route table lists them.
const { PUBLIC_PATHS: publicPaths } = await tsImport('../src/domain/site/routes.ts', import.meta.url);
const { traceBlocking } = await tsImport('./lib/trace-blocking.ts', import.meta.url);
const manifestFile = path.join(distDir, '.vite/prerender.json');
const prerendered = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')).map((p) => p.route) : [];
const routes = option('--routes', null)?.split(',') ?? [
  ...publicPaths,
  ...(args.includes('--all')
    ? prerendered.filter((r) => !publicPaths.includes(r))
    : ['blog', 'case-studies'].flatMap((s) => prerendered.find((r) => r.startsWith(`/${s}/`)) ?? [])),
];

const preview = SITE
  ? null
  : spawn(bin('vite'), ['preview', '--outDir', dist, '--port', String(port), '--strictPort'], {
      cwd: ROOT,
      env,
      stdio: 'ignore',
    });
if (preview) runInBackground(preview.pid);
const origin = SITE ? env.VITE_SITE_URL : `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(origin)).ok) break;
  } catch {
    if (i > 100) throw new Error(`vite preview did not start on ${origin}`);
  }
  await new Promise((r) => setTimeout(r, 200));
}

const tmp = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(route) {
  const runs = [];
  // One request first: a page's first render loads its module in the function, which the CDN
  // keeps from visitors in production (the issue's figures are for a warm function).
  if (SITE) await (await fetch(origin + route)).arrayBuffer();
  for (let i = 0; i < RUNS; i++) {
    const out = path.join(tmp, `run-${i}.json`);
    const code = await run(
      lighthouseBin,
      [
        origin + route,
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        '--save-assets',
      ],
      { ...process.env, CHROME_PATH: chrome },
      true,
    );
    if (code !== 0 || !existsSync(out)) throw new Error(`lighthouse failed on ${route} (exit ${code})`);
    const lhr = JSON.parse(readFileSync(out, 'utf8'));
    const a = lhr.audits;
    const trace = out.replace(/\.json$/, '-0.trace.json'); // (Lighthouse's name for the first trace)
    const blocking = existsSync(trace) ? traceBlocking(JSON.parse(readFileSync(trace, 'utf8'))) : null;
    runs.push({
      perf: Math.round(lhr.categories.performance.score * 100),
      fcp: a['first-contentful-paint'].numericValue / 1000,
      lcp: a['largest-contentful-paint'].numericValue / 1000,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      a11y: Math.round(lhr.categories.accessibility.score * 100),
      bp: Math.round(lhr.categories['best-practices'].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      boot: a['bootup-time']?.numericValue ?? 0,
      ttfb: a['server-response-time']?.numericValue ?? 0,
      host: lhr.environment?.benchmarkIndex ?? 0,
      slowHost: (lhr.runWarnings ?? []).some((w) => /slower CPU than/.test(w)),
      tbtCpu: blocking?.cpuMs ?? NaN,
      waiting: blocking?.waiting ?? NaN,
    });
    if (KEEP) {
      mkdirSync(KEEP, { recursive: true });
      const name = `${route.replace(/\W+/g, '_') || 'root'}-${i}`;
      renameSync(out, path.join(KEEP, `${name}.json`));
      if (existsSync(trace)) renameSync(trace, path.join(KEEP, `${name}.trace.json`));
    }
    for (const f of readdirSync(tmp)) rmSync(path.join(tmp, f), { force: true });
  }
  // The median run by performance score, its figures together (not a mix of runs).
  const byPerf = [...runs].sort((x, y) => x.perf - y.perf);
  const mid = byPerf[Math.floor(byPerf.length / 2)];
  return {
    ...mid,
    bootMedian: median(runs.map((r) => r.boot)),
    ttfbMedian: median(runs.map((r) => r.ttfb)),
    slowHosts: runs.filter((r) => r.slowHost).length,
  };
}

const rows = [];
let failed = false;
try {
  for (const route of routes) {
    const m = await measure(route);
    const misses = [
      m.perf < TARGETS.perf && 'perf',
      m.a11y < TARGETS.a11y && 'a11y',
      m.bp < TARGETS.bp && 'BP',
      m.seo < TARGETS.seo && 'SEO',
    ].filter(Boolean);
    if (misses.length > 0) failed = true;
    rows.push([
      route,
      m.perf,
      m.fcp.toFixed(1),
      m.lcp.toFixed(1),
      Math.round(m.tbt),
      m.cls.toFixed(3),
      m.a11y,
      m.bp,
      m.seo,
      Math.round(m.bootMedian),
      Math.round(m.ttfbMedian),
      `${Math.round(m.host)}${m.slowHosts > 0 ? ` (slow in ${m.slowHosts} of ${RUNS})` : ''}`,
      Math.round(m.tbtCpu),
      `${Math.round(m.waiting * 100)}%`,
      misses.join(' ') || 'ok',
    ]);
    console.log(
      `[lighthouse] ${route}: perf ${m.perf}, LCP ${m.lcp.toFixed(1)} s, TBT ${Math.round(m.tbt)} ms (from CPU time ${Math.round(m.tbtCpu)}), host ${Math.round(m.host)}`,
    );
  }
} finally {
  preview?.kill();
  await emulators?.stop();
  rmSync(tmp, { recursive: true, force: true });
}

console.log(`\nLighthouse ${RUNS > 1 ? `median of ${RUNS}` : '1 run'}, mobile preset, ${origin}\n`);
console.log(
  '| route | perf | FCP s | LCP s | TBT ms | CLS | a11y | BP | SEO | JS boot ms | server ms | host | TBT from CPU time ms | waiting | targets |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
if (failed) {
  console.error(`\nbelow target: perf >= ${TARGETS.perf}, a11y/BP/SEO 100`);
  process.exit(1);
}
