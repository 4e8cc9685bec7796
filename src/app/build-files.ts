// The files `vite build` writes for the site function to read back from Hosting: written by
// scripts/lib/prerender-plugin.ts, read by functions/src/site (shell.ts, render.ts, function.ts).

/** Each page module's chunks, by module name, and each language's UI texts' chunks, by
 *  catalogChunkKey (the German page preloads German's: src/i18n/catalog.ts). */
export const PAGE_CHUNKS_FILE = '_site/pages.json';

/** A language's first-paint texts in PAGE_CHUNKS_FILE, and their source (src/i18n/catalog.ts
 *  imports it). */
export const catalogChunkKey = (locale: string) => `i18n:${locale}`;
export const catalogSourceFile = (locale: string) => `src/i18n/messages/${locale}-shell.ts`;

/** The chunks a rendered page preloads: its language's texts (none for English, which is in the
 *  entry), then its page module's. */
export const preloadsOf = (
  table: Readonly<Record<string, readonly string[]>>,
  page: { page: string | null; locale: string },
): string[] => [...new Set([...(table[catalogChunkKey(page.locale)] ?? []), ...(table[page.page ?? ''] ?? [])])];

/** The file a route is prerendered to: / -> _pages/index.html, /blog -> _pages/blog.html,
 *  /blog/x -> _pages/blog/x.html. */
export const fileOfRoute = (route: string) =>
  route === '/' ? '_pages/index.html' : `_pages/${route.replace(/^\/+|\/+$/g, '')}.html`;
