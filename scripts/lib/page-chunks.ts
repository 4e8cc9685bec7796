// The chunks each public page module preloads (the start script's data-preload, through
// _site/pages.json: scripts/lib/prerender-plugin.ts writes it, the site function reads it).
import type { Manifest } from 'vite';

/** The chunks of a page module (src/pages/public/<page>.tsx) that the shell does not load already,
 *  each after the chunks it imports.
 *  The page's own chunk is found by the modules it holds (chunkModules: the build's
 *  .vite/chunk-modules.json): where the bundler merges a page with the modules only it uses, the
 *  manifest keys that chunk by its file name, not by the page's source. A page without a chunk
 *  stops the build (its start script would preload nothing, and its chunks would all be requested
 *  in one task when the app starts). */
export function pageChunks(manifest: Manifest, page: string | null, chunkModules: Record<string, string[]>): string[] {
  return page ? moduleChunks(manifest, `src/pages/public/${page}.tsx`, chunkModules) : [];
}

/** The chunks of a module the app imports dynamically (a page, a language's texts) that the shell
 *  does not load already, each after the chunks it imports. */
export function moduleChunks(manifest: Manifest, source: string, chunkModules: Record<string, string[]>): string[] {
  const file = Object.keys(chunkModules).find((f) => chunkModules[f]!.includes(source));
  const key = Object.keys(manifest).find((k) => manifest[k]!.src === source || manifest[k]!.file === file);
  if (!key) throw new Error(`prerender: no chunk of the build holds ${source}`);
  // Each chunk after the chunks it imports: the start script runs them in this order, one per task.
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    chunk.imports?.forEach(visit);
    files.push(chunk.file);
  };
  visit(key);
  const shell = new Set<string>();
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const loaded = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || shell.has(chunk.file)) return;
    shell.add(chunk.file);
    chunk.imports?.forEach(loaded);
  };
  if (entry?.src) loaded(entry.src);
  return files.filter((f) => !shell.has(f)).map((f) => `/${f}`);
}
