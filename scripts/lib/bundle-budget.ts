// The landing page's initial JavaScript, read from a build's output: the entry of index.html (the
// SPA shell when prerendering wrote the landing page there), its page's chunks and every chunk
// those import statically, gzipped (level 9). It fails over the budget or
// when any of it is Firebase SDK, back-office or MUI X code. What a chunk holds is known from the
// module list the build writes (.vite/chunk-modules.json, see chunkModulesPlugin) and, as a second
// line, from strings only that code carries.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFAULT_LOCALE, splitLocalePath } from '../../src/domain/locales.ts';

export const LANDING_BUDGET_KB = 165;
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/** Module paths (relative to the project) that must never load before the landing page is interactive. */
export const FORBIDDEN_MODULES: [what: string, pattern: RegExp][] = [
  ['Firebase SDK', /node_modules\/(@firebase|firebase)\//],
  ['MUI X', /node_modules\/@mui\/x-/],
  [
    'admin',
    /(^|\/)src\/(app\/admin\/|components\/admin\/|pages\/admin\/|app\/layout\/Admin|lib\/entity\/entity(-api)?\.ts|features\/[^/]+\/entity\.ts)/,
  ],
  // Parsers and schemas load with the listeners, mutations and forms that use them (the environment
  // is validated at build time, scripts/lib/app-env.ts).
  [
    'zod/schema validation',
    /node_modules\/zod\/|(^|\/)src\/(lib\/schema\/zod\.ts|lib\/data\/docs\.ts|config\/env-schema\.ts|features\/[^/]+\/(schema|parse|\w*Schema)\.ts)/,
  ],
  // Its package exports name only its development build; vite.config.ts takes the production one.
  ["React Router's development build", /node_modules\/react-router\/dist\/development\//],
];

/** Strings in the built code that only that code carries. */
export const FORBIDDEN_STRINGS: [what: string, pattern: RegExp][] = [
  ['Firebase SDK', /FirebaseError|firestore\.googleapis\.com|identitytoolkit\.googleapis\.com|"@firebase\/app"/],
  ['MUI X', /Mui(DataGrid|Charts|BarChart|LineChart|PieChart|DatePicker|Pickers|DateCalendar)|@mui\/x-license/],
];

export interface BundleFile {
  file: string;
  gzip: number;
}
export interface BundleReport {
  files: BundleFile[];
  total: number;
  budget: number;
  problems: string[];
}

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([^"']+\.js)["']/g;

/** The landing page's HTML: the prerendered landing page (_pages/index.html, with its page
 *  module's preloads), or the shell (spa.html) in a build without prerendering. */
export const landingHtml = (dist: string): string => {
  const prerendered = path.join(dist, '_pages/index.html');
  return readFileSync(existsSync(prerendered) ? prerendered : path.join(dist, 'spa.html'), 'utf8');
};

/** The chunks a page loads before it is interactive: its entry, its preloads and what they import
 *  statically (the landing page's by default). */
export function initialChunks(dist: string, html = landingHtml(dist)): string[] {
  // The start script's entry and page chunks (scripts/lib/start-after-paint.ts), or script and
  // modulepreload tags (the back office, a build without the start script).
  const queue = [
    ...[...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/data-(?:entry|preload)="([^"]*)"/g)].flatMap((m) =>
      m[1]!.split(' ').flatMap((u) => (u.startsWith('/assets/') ? [u.slice(1)] : [])),
    ),
  ];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(dist, file), 'utf8');
    for (const m of code.matchAll(STATIC_IMPORT)) queue.push(path.posix.join(path.posix.dirname(file), m[1]!));
  }
  return [...seen];
}

export function checkLandingBundle(dist: string, budgetKb = LANDING_BUDGET_KB): BundleReport {
  const files = initialChunks(dist).map((file) => ({
    file,
    gzip: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
  }));
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  const budget = budgetKb * 1024;
  const problems: string[] = [];
  if (total > budget)
    problems.push(`initial JS is ${(total / 1024).toFixed(1)} kB gzipped, over the ${budgetKb} kB budget`);
  problems.push(
    ...forbiddenCode(
      dist,
      files.map((f) => f.file),
    ),
    ...foreignTexts(
      dist,
      files.map((f) => f.file),
      'en',
    ),
  );
  return { files, total, budget, problems };
}

/** What the files hold that must not load before a page is interactive (FORBIDDEN_MODULES, then
 *  FORBIDDEN_STRINGS for code the module list does not name). */
export function forbiddenCode(dist: string, files: string[]): string[] {
  const modulesFile = path.join(dist, CHUNK_MODULES_FILE);
  const modules: Record<string, string[]> = existsSync(modulesFile)
    ? JSON.parse(readFileSync(modulesFile, 'utf8'))
    : {};
  const problems: string[] = [];
  for (const file of files) {
    for (const [what, pattern] of FORBIDDEN_MODULES) {
      const hit = (modules[file] ?? []).find((m) => pattern.test(m));
      if (hit) problems.push(`${file} carries ${what} code (${hit})`);
    }
    const code = readFileSync(path.join(dist, file), 'utf8');
    for (const [what, pattern] of FORBIDDEN_STRINGS) {
      const hit = code.match(pattern);
      if (hit && !problems.some((p) => p.startsWith(`${file} carries ${what}`)))
        problems.push(`${file} carries ${what} code ("${hit[0]}")`);
    }
  }
  return problems;
}

/** UI texts a page in `locale` must not load before it is interactive (src/i18n/catalog.ts): another
 *  language's (English's are allowed: its first-paint texts are in the entry, on every page, and its
 *  later parts' texts travel with those parts, a page's own chunks included). */
export function foreignTexts(dist: string, files: string[], locale: string): string[] {
  const modulesFile = path.join(dist, CHUNK_MODULES_FILE);
  const modules: Record<string, string[]> = existsSync(modulesFile)
    ? JSON.parse(readFileSync(modulesFile, 'utf8'))
    : {};
  const catalog = /(?:^|\/)src\/i18n\/messages\/([a-z]{2})(-shell|-page)?\.ts$/;
  return files.flatMap((file) =>
    (modules[file] ?? []).flatMap((m) => {
      const hit = m.match(catalog);
      if (!hit) return [];
      return hit[1] === locale || hit[1] === DEFAULT_LOCALE
        ? []
        : [`${file} carries another language's UI texts (${m}) on a page in ${locale}`];
    }),
  );
}

/** Every prerendered page's initial chunks (its route's own, preloaded with it) are as clean as the
 *  landing page's: no Firebase, admin, MUI X or zod code, no other language's texts. */
export function checkPageChunks(dist: string, pages: { route: string; file: string }[]): string[] {
  return pages.flatMap(({ route, file }) => {
    const html = path.join(dist, file);
    if (!existsSync(html)) return [];
    const files = initialChunks(dist, readFileSync(html, 'utf8'));
    return [...forbiddenCode(dist, files), ...foreignTexts(dist, files, splitLocalePath(route).locale)].map(
      (p) => `${route}: ${p}`,
    );
  });
}

export function formatReport(report: BundleReport): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(7)} kB`;
  return [
    ...[...report.files].sort((a, b) => b.gzip - a.gzip).map((f) => `${kb(f.gzip)}  ${f.file}`),
    `${kb(report.total)}  landing initial JS (gzip) in ${report.files.length} files, budget ${report.budget / 1024} kB`,
    ...report.problems.map((p) => `FAIL ${p}`),
  ].join('\n');
}
