#!/usr/bin/env node
// Measures the landing page's initial JavaScript: the entry script plus every modulepreload in
// dist/index.html, gzipped (level 9). Usage: node scripts/bundle-size.mjs [--budget KB]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.DIST ?? path.resolve(import.meta.dirname, '..', 'dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
// Script and modulepreload tags, or the boot script's entry and preloads (scripts/lib/boot-plugin.ts).
const files = [
  ...[...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]),
  ...[...html.matchAll(/data-(?:entry|preload)="([^"]*)"/g)].flatMap((m) =>
    m[1].split(' ').flatMap((p) => (p.startsWith('/assets/') ? [p.slice(1)] : [])),
  ),
];
let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(8)} kB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(8)} kB  total initial JS (gzip) for ${files.length} files`);
const budgetIndex = process.argv.indexOf('--budget');
if (budgetIndex !== -1) {
  const budget = Number(process.argv[budgetIndex + 1]) * 1024;
  if (total > budget) {
    console.error(`over budget: ${(total / 1024).toFixed(1)} kB > ${budget / 1024} kB`);
    process.exit(1);
  }
}
