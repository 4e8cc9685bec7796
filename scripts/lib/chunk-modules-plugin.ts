// Vite plugin: writes .vite/chunk-modules.json into the build (chunk file -> the project-relative
// paths of the modules in it), so the bundle budget (scripts/lib/bundle-budget.ts) can tell what
// the landing page's initial chunks hold. Hosting ignores dot-directories.
import path from 'node:path';
import type { Plugin } from 'vite';
import { CHUNK_MODULES_FILE } from './bundle-budget.ts';

export function chunkModulesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'structura-chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      if (this.environment && this.environment.name !== 'client') return;
      const modules: Record<string, string[]> = {};
      for (const [file, chunk] of Object.entries(bundle))
        if (chunk.type === 'chunk')
          modules[file] = Object.keys(chunk.modules).map((id) => path.relative(root, id.replace(/^\0/, '')));
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(modules) });
    },
  };
}
