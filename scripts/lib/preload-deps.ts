// Vite plugin and helper: the preload list of a dynamic import leaves out what has loaded already.
//
// For each dynamic import Vite writes into the importing chunk the files the imported chunk needs,
// and preloads them all when the import runs. The chunks the importing chunk imports statically
// (and theirs, and so on) have loaded before it ran, so listing them again is only bytes: the route
// table's 17 lazy routes listed ~20 of the first script's chunks each (~1.3 kB gzipped in the first
// script). `withoutLoaded` removes them, and drops a list left with the imported file alone (the
// import fetches it at once anyway). The plugin gives it the bundle, which Vite's own generateBundle
// (vite:build-import-analysis, which runs after this project's plugins) then rewrites.
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk' | 'asset';
  imports?: readonly string[];
}
export type BundleLike = Record<string, ChunkLike>;

/** The chunk and every chunk it imports statically, directly or not: loaded whenever it runs. */
export function loadedWith(bundle: BundleLike, host: string): Set<string> {
  const loaded = new Set<string>();
  const todo = [host];
  while (todo.length) {
    const file = todo.pop()!;
    const chunk = bundle[file];
    if (loaded.has(file) || chunk?.type !== 'chunk') continue;
    loaded.add(file);
    todo.push(...(chunk.imports ?? []));
  }
  return loaded;
}

export function preloadDeps(): {
  plugin: Plugin;
  withoutLoaded: (host: string, file: string, deps: string[]) => string[];
} {
  let bundle: BundleLike | null = null;
  const cache = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'structura-preload-deps',
      apply: 'build',
      generateBundle(_options, output) {
        bundle = output as unknown as BundleLike;
        cache.clear();
      },
    },
    withoutLoaded(host, file, deps) {
      if (!bundle) return deps;
      let loaded = cache.get(host);
      if (!loaded) cache.set(host, (loaded = loadedWith(bundle, host)));
      const rest = deps.filter((dep) => !loaded.has(dep));
      return rest.length === 1 && rest[0] === file ? [] : rest;
    },
  };
}
