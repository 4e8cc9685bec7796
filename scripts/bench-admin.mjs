#!/usr/bin/env node
/* global document, window, innerHeight, requestAnimationFrame, MutationObserver, HTMLInputElement */
// The back office at scale (issue 10, item 7): npm run bench:admin [-- --scale 10000 --runs 3]
// A private emulator suite (EMULATOR_PORT_BASE, default 19600), seeded with --scale N extra
// resources and leads, an emulator-backed build in dist-bench-<base> served by `vite preview`, then
// headless Chromium signed in as the seeded admin measures, for /admin/leads and the Resources tab
// of /admin/content (median of the runs):
//   data→rows   from the list's first snapshot arriving in the app (performance mark
//               `list-data:<collection>`, src/lib/entity/entity-api.ts) to the first grid row in the DOM;
//   nav→rows    from navigation start to the first grid row;
//   scroll      frame times while scrolling a page of 100 rows (p95 ms, frames over 50 ms);
//   search      from typing a name in the toolbar's quick search to the grid showing the window's
//               matches (local), and to the server search's note with its extra matches (server:
//               includes the 300 ms typing pause before the server is asked).
// The lists are windows (EntityDef.window: the newest 500, "Showing 500 of 10,0xx", Load more), so
// the browser never listens to the whole collection: the Firestore emulator's WebChannel gives up
// on a listen of more than ~9,998 documents (firebase-tools#5197), which stopped 10,000 before.
// Exits non-zero when data→rows passes 500 ms on either table.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium, ensureDependencies } from './lib/setup.mjs';
import { ensureNode } from './lib/node-runtime.mjs';
import { COLLECTIONS } from '../src/domain/collections.ts';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const SCALE = arg('scale', 10000);
const RUNS = arg('runs', 3);
const BUDGET_MS = 500;

process.env.EMULATOR_PORT_BASE ??= '19600';
await ensureNode();
ensureDependencies();
const chromiumPath = ensureChromium();
const { ROOT, startEmulators } = await import('./lib/emulators.mjs');
const { chromium } = await import(path.join(ROOT, 'node_modules/playwright/index.mjs'));
const base = Number(process.env.EMULATOR_PORT_BASE);
const previewPort = base + 74;
const outDir = `dist-bench-${base}`;
const origin = `http://127.0.0.1:${previewPort}`;
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const log = (msg) => console.log(`[bench:admin] ${msg}`);
const run = (cmd, args, env) =>
  new Promise((resolve) => spawn(cmd, args, { cwd: ROOT, env, stdio: 'inherit' }).on('exit', (c) => resolve(c ?? 1)));

const TABLES = [
  // Name prefixes (the server search matches the start of a name or title) with matches both in
  // the window of the newest 500 and outside it.
  { name: 'Leads', url: '/admin/leads', collection: COLLECTIONS.demoRequests, query: 'Amara Okafor' },
  {
    name: 'Resources',
    url: '/admin/content?tab=resources',
    collection: COLLECTIONS.resources,
    query: 'Seismic Retrofit',
  },
];

// Installed before any page script: the time the first real grid row (not a skeleton) appears.
const FIRST_ROW_PROBE = () => {
  const found = () => document.querySelector('.MuiDataGrid-row[data-id]');
  const observer = new MutationObserver(() => {
    if (window.__firstRow === undefined && found()) {
      window.__firstRow = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
};

/** The window's line: "Showing 500 of 10,012 leads" → { shown: 500, total: 10012 }. */
const windowStatus = () => {
  const text = document.querySelector('[data-testid="window-status"]')?.textContent ?? '';
  const m = /Showing (?:all )?([\d,]+)(?: of ([\d,]+))?/.exec(text);
  const n = (x) => Number(x.replace(/,/g, ''));
  return m ? { shown: n(m[1]), total: m[2] ? n(m[2]) : n(m[1]) } : null;
};

/** Rows the grid's footer says it has ("1–25 of 500" → 500). */
const footerTotal = () => {
  const text = document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '';
  const m = /of\s+(?:more than\s+)?([\d,]+)/.exec(text);
  return m ? Number(m[1].replace(/,/g, '')) : -1;
};

async function measureOnce(page, table) {
  await page.goto(origin + table.url);
  await page.waitForFunction(
    (mark) => window.__firstRow !== undefined && performance.getEntriesByName(mark).length > 0,
    `list-data:${table.collection}`,
    { timeout: arg('timeout', 300) * 1000 },
  );
  const first = await page.evaluate((c) => {
    const data = performance.getEntriesByName(`list-data:${c}`)[0].startTime;
    const parsed = performance.getEntriesByName(`list-parsed:${c}`)[0]?.startTime ?? data;
    return { data, parsed, row: window.__firstRow };
  }, table.collection);
  // The server's count: "Showing 500 of 10,012 leads".
  await page.waitForFunction((min) => (windowStatus()?.total ?? 0) >= min, SCALE, { timeout: 60_000 }).catch(() => {});
  const status = await page.evaluate(windowStatus);
  const total = await page.evaluate(footerTotal);

  // Scrolling: a page of 100 rows, the window scrolled down and up again frame by frame.
  await page.getByRole('combobox', { name: /rows per page/i }).click();
  await page.getByRole('option', { name: '100', exact: true }).click();
  await page.waitForFunction(() => document.querySelectorAll('.MuiDataGrid-row[data-id]').length >= 100);
  const scroll = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const frames = [];
        const max = document.documentElement.scrollHeight - innerHeight;
        const step = Math.max(40, max / 60);
        let last = performance.now();
        let down = true;
        let y = 0;
        const tick = (now) => {
          frames.push(now - last);
          last = now;
          y = down ? Math.min(max, y + step) : Math.max(0, y - step);
          if (y >= max) down = false;
          window.scrollTo(0, y);
          if (!down && y <= 0) {
            frames.shift();
            const sorted = [...frames].sort((a, b) => a - b);
            resolve({
              p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
              long: frames.filter((f) => f > 50).length,
              frames: frames.length,
            });
          } else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );

  // Search: one word typed into the quick filter, until the footer shows fewer rows.
  const search = await page.evaluate(
    ({ query, total }) =>
      new Promise((resolve, reject) => {
        const input = document.querySelector('.MuiDataGrid-toolbarQuickFilter input, input[type="search"]');
        if (!input) return reject(new Error('no quick search field'));
        input.focus();
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        const start = performance.now();
        let local = null;
        const done = () => {
          const n = footerTotal();
          if (local === null && n >= 0 && n < total) local = { ms: performance.now() - start, matches: n };
          const note = /Includes (\d+) results? from a server search|found no other/.exec(
            document.body.textContent ?? '',
          );
          if (local && note) {
            observer.disconnect();
            resolve({ ...local, serverMs: performance.now() - start, serverExtra: Number(note[1] ?? 0) });
            return true;
          }
          return false;
        };
        const observer = new MutationObserver(done);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        setter.call(input, query);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        setTimeout(() => {
          observer.disconnect();
          reject(new Error('the search did not narrow the rows within 30 s'));
        }, 30_000);
      }),
    { query: table.query, total },
  );
  return {
    dataToRows: first.row - first.data,
    parse: first.parsed - first.data,
    navToRows: first.row,
    total,
    shown: status?.shown ?? -1,
    count: status?.total ?? -1,
    scrollP95: scroll.p95,
    longFrames: scroll.long,
    searchMs: search.ms,
    matches: search.matches,
    serverMs: search.serverMs,
    serverExtra: search.serverExtra,
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

let code = 1;
let emulators = null;
let preview = null;
let browser = null;
let failing = async () => {};
try {
  emulators = await startEmulators({ quiet: true });
  const env = { ...process.env, ...emulators.env, VITE_SITE_URL: origin };
  const seedStart = Date.now();
  if ((await run(bin('tsx'), ['scripts/seed.ts', '--reset', '--scale', String(SCALE)], env)) !== 0)
    throw new Error('seed failed');
  log(`seeded ${SCALE} resources + ${SCALE} leads in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
  if ((await run(bin('vite'), ['build', '--outDir', outDir, '--logLevel', 'warn'], env)) !== 0)
    throw new Error('build failed');
  preview = spawn(bin('vite'), ['preview', '--outDir', outDir, '--port', String(previewPort), '--strictPort'], {
    cwd: ROOT,
    env,
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; ; i += 1) {
    if (
      await fetch(origin).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 120) throw new Error('vite preview did not start');
    await new Promise((r) => setTimeout(r, 500));
  }

  browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(FIRST_ROW_PROBE);
  await context.addInitScript(`window.footerTotal = ${footerTotal.toString()};`);
  await context.addInitScript(`window.windowStatus = ${windowStatus.toString()};`);
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  const consoleLines = [];
  page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`.slice(0, 300)));
  failing = async () => {
    await page.screenshot({ path: `/tmp/bench-admin-${base}.png` }).catch(() => {});
    console.error(`[bench:admin] page at ${page.url()}; screenshot /tmp/bench-admin-${base}.png; last console lines:`);
    for (const line of consoleLines.slice(-15)) console.error(`  ${line}`);
  };
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel('Email').fill('admin@structura.local');
  await page.getByLabel('Password').fill('structura-admin-local');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\/dashboard$/, { timeout: 120_000 });

  const results = [];
  // --only Leads|Resources: measure one table.
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
  for (const table of TABLES.filter((t) => !only || t.name === only)) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const r = await measureOnce(page, table);
      log(
        `${table.name} run ${i + 1}: data→rows ${r.dataToRows.toFixed(0)} ms (parse ${r.parse.toFixed(0)}), nav→rows ${r.navToRows.toFixed(0)} ms, ` +
          `showing ${r.shown} of ${r.count}, scroll p95 ${r.scrollP95.toFixed(1)} ms / ${r.longFrames} long, ` +
          `search ${r.searchMs.toFixed(0)} ms (${r.matches} in the window), server ${r.serverMs.toFixed(0)} ms (+${r.serverExtra})`,
      );
      runs.push(r);
    }
    const m = (key) => median(runs.map((r) => r[key]));
    results.push({ table: table.name, rows: `${runs[0].shown} of ${runs[0].count}`, query: table.query, m });
  }

  // --shots DIR: how the tables look at this scale (1440 and 390 px), a server search showing.
  const shots = process.argv.includes('--shots') ? process.argv[process.argv.indexOf('--shots') + 1] : null;
  for (const width of shots ? [1440, 390] : []) {
    await page.setViewportSize({ width, height: 900 });
    for (const table of TABLES) {
      await page.goto(origin + table.url);
      await page.getByTestId('window-status').waitFor();
      await page.getByRole('searchbox').fill(table.query);
      await page.getByText(/from a server search|found no other/).waitFor();
      await page.screenshot({ path: path.join(shots, `${table.name.toLowerCase()}-${width}.png`), fullPage: false });
    }
  }

  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  const lines = [
    `| table | rows (window of total) | data→rows ms | parse ms | nav→rows ms | scroll p95 ms | long frames | search ms local (query, matches) | search ms server (extra matches) |`,
    `|---|---|---|---|---|---|---|---|---|`,
    ...results.map(
      ({ table, rows, query, m }) =>
        `| ${table} | ${rows} | ${m('dataToRows').toFixed(0)} | ${m('parse').toFixed(0)} | ${m('navToRows').toFixed(0)} | ` +
        `${m('scrollP95').toFixed(1)} | ${m('longFrames')} | ${m('searchMs').toFixed(0)} ("${query}", ${m('matches')}) | ` +
        `${m('serverMs').toFixed(0)} (+${m('serverExtra')}) |`,
    ),
  ];
  console.log(
    `\nAdmin tables with ${SCALE} extra resources and leads, median of ${RUNS} (load average ${load}, ${os.cpus().length} cores):\n`,
  );
  console.log(lines.join('\n'));
  const over = results.filter((r) => r.m('dataToRows') > BUDGET_MS);
  if (over.length)
    console.error(
      `\n[bench:admin] over the ${BUDGET_MS} ms budget (data→rows): ${over.map((r) => r.table).join(', ')}`,
    );
  code = over.length ? 1 : 0;
} catch (error) {
  console.error(`[bench:admin] ${error instanceof Error ? error.stack : String(error)}`);
  await failing();
} finally {
  await browser?.close().catch(() => {});
  if (preview?.pid) {
    try {
      process.kill(-preview.pid);
    } catch {
      // already gone
    }
  }
  await emulators?.stop();
  rmSync(path.join(ROOT, outDir), { recursive: true, force: true });
}
process.exit(code);
