// The build budgets (scripts/check-build.ts, run by `npm test`) on small fixture builds: a landing
// page within budget passes; an oversized one, one that pulls in Firebase, admin or MUI X code, and
// a prerendered page without its heading fail.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkLandingBundle, checkPageChunks, LANDING_BUDGET_KB } from '../../scripts/lib/bundle-budget';
import { checkPrerendered } from '../../scripts/lib/prerender-check';
import { startAfterPaint, withPreloads } from '../../scripts/lib/start-after-paint';

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'budget-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const write = (file: string, text: string | Buffer) => writeFileSync(path.join(dist, file), text);
// Pages as the build writes them: the entry and the page's chunks in the start script.
const page = (preloads: string[] = []) =>
  withPreloads(
    startAfterPaint(
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-a.js"></script></head>' +
        '<body><div id="root"></div></body></html>',
    ),
    preloads.map((p) => `/assets/${p}`),
  );
const shell = (preloads: string[] = []) => write('spa.html', page(preloads));
const modules = (map: Record<string, string[]>) => write('.vite/chunk-modules.json', JSON.stringify(map));

describe('landing bundle budget', () => {
  it('passes a small landing page and counts the chunks it imports statically', () => {
    shell();
    write('assets/index-a.js', 'import{a as b}from"./vendor-b.js";import("./lazy-c.js");console.log(b)');
    write('assets/vendor-b.js', 'export const a=1;');
    write('assets/lazy-c.js', 'x'.repeat(500_000));
    const report = checkLandingBundle(dist);
    expect(report.files.map((f) => f.file).sort()).toEqual(['assets/index-a.js', 'assets/vendor-b.js']);
    expect(report.problems).toEqual([]);
  });

  it('fails an oversized landing page', () => {
    shell(['big-b.js']);
    write('assets/index-a.js', 'console.log(1)');
    // Random bytes in base64 compress to about 3/4: 260 kB is about 195 kB gzipped.
    write(
      'assets/big-b.js',
      randomBytes(260 * 1024)
        .toString('base64')
        .slice(0, 260 * 1024),
    );
    const report = checkLandingBundle(dist);
    expect(report.total).toBeGreaterThan(LANDING_BUDGET_KB * 1024);
    expect(report.problems).toEqual([expect.stringMatching(new RegExp(`over the ${LANDING_BUDGET_KB} kB budget`))]);
  });

  it('fails when the initial chunks hold Firebase, admin or MUI X modules, or React Router’s development build', () => {
    shell(['vendor-b.js']);
    write('assets/index-a.js', 'import"./vendor-b.js";');
    write('assets/vendor-b.js', 'export const a=1;');
    modules({
      'assets/index-a.js': ['src/main.tsx', 'src/app/admin/registry.tsx'],
      'assets/vendor-b.js': [
        'node_modules/@firebase/firestore/dist/index.esm.js',
        'node_modules/@mui/x-data-grid/index.js',
        'node_modules/react-router/dist/development/chunk-YDNE64FV.mjs',
      ],
    });
    const problems = checkLandingBundle(dist).problems.join('\n');
    expect(problems).toMatch(/index-a\.js carries admin code \(src\/app\/admin\/registry\.tsx\)/);
    expect(problems).toMatch(/vendor-b\.js carries Firebase SDK code/);
    expect(problems).toMatch(/vendor-b\.js carries MUI X code/);
    expect(problems).toMatch(/vendor-b\.js carries React Router's development build code/);
  });

  it('fails when the initial chunks hold zod, a schema or a parser', () => {
    shell(['zod-b.js']);
    write('assets/index-a.js', 'import"./zod-b.js";');
    write('assets/zod-b.js', 'export const a=1;');
    modules({
      'assets/index-a.js': ['src/main.tsx', 'src/features/social/schema.ts', 'src/features/page-content/parse.ts'],
      'assets/zod-b.js': ['node_modules/zod/v4/core/core.js', 'src/config/env-schema.ts'],
    });
    const problems = checkLandingBundle(dist).problems;
    expect(problems).toEqual([
      'assets/index-a.js carries zod/schema validation code (src/features/social/schema.ts)',
      'assets/zod-b.js carries zod/schema validation code (node_modules/zod/v4/core/core.js)',
    ]);
    // Their types and the modules around them are fine.
    modules({ 'assets/index-a.js': ['src/main.tsx', 'src/features/social/queries.ts', 'src/lib/util/async.ts'] });
    expect(checkLandingBundle(dist).problems).toEqual([]);
  });

  it('fails on Firebase or MUI X code found by its strings when no module list says so', () => {
    shell();
    write('assets/index-a.js', 'class e extends Error{name="FirebaseError"};const c="MuiDataGrid-root";');
    const problems = checkLandingBundle(dist).problems.join('\n');
    expect(problems).toMatch(/carries Firebase SDK code \("FirebaseError"\)/);
    expect(problems).toMatch(/carries MUI X code \("MuiDataGrid"\)/);
  });
});

describe('prerendered pages’ initial chunks', () => {
  it('fail a page whose preloaded route chunk imports zod, and pass one that loads it later', () => {
    write('community.html', page(['Community-b.js']));
    write('blog.html', page(['Blog-d.js']));
    write('assets/index-a.js', 'console.log(1)');
    write('assets/Community-b.js', 'import{z}from"./zod-c.js";export default z;');
    write('assets/zod-c.js', 'export const z=1;');
    write('assets/Blog-d.js', 'export const load=()=>import("./zod-c.js");');
    modules({
      'assets/index-a.js': ['src/main.tsx'],
      'assets/Community-b.js': ['src/pages/public/CommunityPage.tsx'],
      'assets/zod-c.js': ['node_modules/zod/v4/core/core.js'],
      'assets/Blog-d.js': ['src/pages/public/BlogListPage.tsx'],
    });
    expect(
      checkPageChunks(dist, [
        { route: '/community', file: 'community.html' },
        { route: '/blog', file: 'blog.html' },
      ]),
    ).toEqual(['/community: assets/zod-c.js carries zod/schema validation code (node_modules/zod/v4/core/core.js)']);
  });
});

describe('UI texts in the initial chunks (issue 41)', () => {
  // As the build lays them out (src/i18n/catalog.ts): English's first-paint texts in the entry, each
  // other language's in a chunk its pages preload, every language's later texts in chunks of their own.
  const layout = (entryAlsoHolds: string[] = []) => {
    write('assets/index-a.js', 'import("./de-shell-b.js");import("./en-page-c.js");');
    write('assets/de-shell-b.js', 'export default {}');
    write('assets/en-page-c.js', 'export default {}');
    modules({
      'assets/index-a.js': ['src/main.tsx', 'src/i18n/messages/en-shell.ts', ...entryAlsoHolds],
      'assets/de-shell-b.js': ['src/i18n/messages/de-shell.ts'],
      'assets/en-page-c.js': ['src/i18n/messages/en-page.ts'],
    });
  };

  it('passes an English first script with English first-paint texts only; a German page preloads German', () => {
    layout();
    shell();
    expect(checkLandingBundle(dist).problems).toEqual([]);
    write('de.html', page(['de-shell-b.js']));
    expect(checkPageChunks(dist, [{ route: '/de/', file: 'de.html' }])).toEqual([]);
  });

  it('fails an English first script that carries German or Spanish texts', () => {
    layout(['src/i18n/messages/de-shell.ts', 'src/i18n/messages/es-page.ts']);
    shell();
    expect(checkLandingBundle(dist).problems).toEqual([
      "assets/index-a.js carries another language's UI texts (src/i18n/messages/de-shell.ts) on a page in en",
      "assets/index-a.js carries another language's UI texts (src/i18n/messages/es-page.ts) on a page in en",
    ]);
  });

  it('fails an English page that preloads German texts', () => {
    layout();
    write('company.html', page(['de-shell-b.js']));
    expect(checkPageChunks(dist, [{ route: '/company', file: 'company.html' }])).toEqual([
      "/company: assets/de-shell-b.js carries another language's UI texts (src/i18n/messages/de-shell.ts) on a page in en",
    ]);
  });
});

describe('prerendered headings', () => {
  const manifest = (pages: object[]) => write('.vite/prerender.json', JSON.stringify(pages));

  it('passes when every prerendered file holds its h1 and fails on a missing or wrong one', () => {
    write('index.html', '<div id="root"><h1 class="x">Design <em>faster</em> &amp; safer</h1></div>');
    write('blog.html', '<div id="root"><div role="status">Loading page</div></div>');
    manifest([
      { route: '/', file: 'index.html', h1: 'Design faster & safer' },
      { route: '/blog', file: 'blog.html', h1: 'Blog' },
      { route: '/gone', file: 'gone.html', h1: 'Gone' },
    ]);
    const { problems } = checkPrerendered(dist);
    expect(problems).toEqual([
      expect.stringMatching(/^\/blog: h1 "Blog" not in blog\.html/),
      '/gone: gone.html is missing',
    ]);
  });

  it('fails a build that prerendered nothing', () => {
    expect(checkPrerendered(dist).problems).toEqual([expect.stringMatching(/nothing was prerendered/)]);
  });
});
