#!/usr/bin/env node
// Builds the functions into lib/index.js (what package.json "main" names and Firebase deploys):
// one CommonJS bundle for the Node of package.json's engines with esbuild. The app's own modules (src/, through `@/`, e.g.
// the zod schemas of leads and settings) are bundled in, so the app and the functions share them;
// the npm packages the functions declare stay external and are installed by Firebase on deploy.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const HERE = import.meta.dirname;
const ROOT = path.resolve(HERE, '..');
const pkg = JSON.parse(readFileSync(path.join(HERE, 'package.json'), 'utf8'));

const started = Date.now();
await build({
  entryPoints: [path.join(HERE, 'src/index.ts')],
  outfile: path.join(HERE, 'lib/index.js'),
  bundle: true,
  platform: 'node',
  target: `node${pkg.engines.node}`,
  format: 'cjs',
  sourcemap: 'linked',
  tsconfig: path.join(ROOT, 'tsconfig.json'),
  external: Object.keys(pkg.dependencies),
  logLevel: 'warning',
  legalComments: 'none',
});
if (!process.argv.includes('--quiet')) console.log(`[functions] built lib/index.js in ${Date.now() - started} ms`);
