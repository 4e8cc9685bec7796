// Budgets of a build (run by `npm test` after the emulator-backed build):
//   the landing page's initial JS (<= 165 kB gzipped, no Firebase, admin, MUI X, zod or RTK Query
//   code) and, where the build prerendered pages, every prerendered route's HTML holding its h1 and
//   loading no such code before it is interactive.
// Usage: tsx scripts/check-build.ts [dist dir]   (DIST=<dir> works too; default dist)
//   BUNDLE_BUDGET_KB=<n> sets another budget than the target's 165 kB.
import path from 'node:path';
import { checkLandingBundle, checkPageChunks, formatReport } from './lib/bundle-budget.ts';
import { checkPrerendered } from './lib/prerender-check.ts';

const dist = path.resolve(process.argv[2] ?? process.env.DIST ?? 'dist');
const bundle = checkLandingBundle(dist, Number(process.env.BUNDLE_BUDGET_KB) || undefined);
console.log(formatReport(bundle));
const pages = checkPrerendered(dist);
console.log(pages.summary);
for (const p of pages.problems) console.log(`FAIL ${p}`);
const chunks = checkPageChunks(dist, pages.pages);
console.log(`${pages.pages.length} prerendered routes' initial chunks checked for Firebase, admin, MUI X and zod code`);
for (const p of chunks) console.log(`FAIL ${p}`);
process.exit(bundle.problems.length + pages.problems.length + chunks.length > 0 ? 1 : 0);
