// Every prerendered route's HTML holds its heading: the build's prerender step writes
// .vite/prerender.json (route, file, the h1 its data calls for), and this reads each file back.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const PRERENDER_MANIFEST = '.vite/prerender.json';

export interface PrerenderedPage {
  route: string;
  file: string;
  h1: string;
}

const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** The text of every h1 in the page's body. */
export const headingsOf = (html: string) =>
  [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decode(m[1]!));

export function checkPrerendered(dist: string): { pages: PrerenderedPage[]; problems: string[]; summary: string } {
  const manifest = path.join(dist, PRERENDER_MANIFEST);
  if (!existsSync(manifest))
    return { pages: [], problems: [`no ${PRERENDER_MANIFEST} in ${dist}: nothing was prerendered`], summary: '' };
  const pages = JSON.parse(readFileSync(manifest, 'utf8')) as PrerenderedPage[];
  const problems: string[] = [];
  for (const page of pages) {
    const file = path.join(dist, page.file);
    if (!existsSync(file)) {
      problems.push(`${page.route}: ${page.file} is missing`);
      continue;
    }
    const headings = headingsOf(readFileSync(file, 'utf8'));
    if (!headings.includes(decode(page.h1)))
      problems.push(`${page.route}: h1 "${page.h1}" not in ${page.file} (found ${JSON.stringify(headings)})`);
  }
  return {
    pages,
    problems,
    summary: `${pages.length} prerendered routes, ${pages.length - problems.length} with their h1`,
  };
}
