// The files `vite build` writes for the site function to read back from Hosting: written by
// scripts/lib/prerender-plugin.ts, read by functions/src/site (shell.ts, render.ts, function.ts).

/** Each page module's chunks, by module name. */
export const PAGE_CHUNKS_FILE = '_site/pages.json';

/** The file a route is prerendered to: / -> _pages/index.html, /blog -> _pages/blog.html,
 *  /blog/x -> _pages/blog/x.html. */
export const fileOfRoute = (route: string) =>
  route === '/' ? '_pages/index.html' : `_pages/${route.replace(/^\/+|\/+$/g, '')}.html`;
