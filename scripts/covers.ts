// Writes the cover art of the seeded blog posts and case studies (public/images/...svg): a
// blueprint-style drawing of a structural frame whose hue and proportions come from the slug.
// Run: npx tsx scripts/covers.ts (the output is committed).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { blogPosts, caseStudies } from './seed-data';

const ROOT = path.resolve(import.meta.dirname, '..');

function hash(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

export function coverSvg(slug: string): string {
  const h = hash(slug);
  const hue = h % 360;
  const bays = 3 + (h % 4);
  const storeys = 3 + ((h >> 4) % 4);
  const [x0, y0, w, hgt] = [180, 90, 840, 420];
  const bay = w / bays;
  const storey = hgt / storeys;
  const lines: string[] = [];
  for (let i = 0; i <= bays; i++)
    lines.push(`<line x1="${x0 + i * bay}" y1="${y0}" x2="${x0 + i * bay}" y2="${y0 + hgt}"/>`);
  for (let j = 0; j <= storeys; j++)
    lines.push(`<line x1="${x0}" y1="${y0 + j * storey}" x2="${x0 + w}" y2="${y0 + j * storey}"/>`);
  const braced = (h >> 8) % bays;
  for (let j = 0; j < storeys; j++) {
    const x = x0 + braced * bay;
    const y = y0 + j * storey;
    lines.push(`<line x1="${x}" y1="${y}" x2="${x + bay}" y2="${y + storey}" class="b"/>`);
    lines.push(`<line x1="${x + bay}" y1="${y}" x2="${x}" y2="${y + storey}" class="b"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" role="img" aria-hidden="true">
<defs>
<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 62% 22%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 12%)"/></linearGradient>
<pattern id="p" width="30" height="30" patternUnits="userSpaceOnUse"><path d="M30 0H0V30" fill="none" stroke="hsl(${hue} 60% 70% / .12)"/></pattern>
<style>line{stroke:hsl(${hue} 80% 82%);stroke-width:5;stroke-linecap:round}.b{stroke:#F59E0B;stroke-width:4}</style>
</defs>
<rect width="1200" height="630" fill="url(#g)"/><rect width="1200" height="630" fill="url(#p)"/>
<g>${lines.join('')}</g>
<line x1="140" y1="${y0 + hgt + 18}" x2="1060" y2="${y0 + hgt + 18}" style="stroke-dasharray:14 10;stroke-width:3"/>
</svg>
`;
}

for (const item of [...blogPosts, ...caseStudies]) {
  if (!item.coverImage.startsWith('/images/')) continue;
  const file = path.join(ROOT, 'public', item.coverImage);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, coverSvg(item.slug));
}
console.log(`covers written for ${blogPosts.length + caseStudies.length} items`);
