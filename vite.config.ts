import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appEnvOf, defineAppEnv } from './scripts/lib/app-env.ts';
import { bootPlugin, isBootStageChunk } from './scripts/lib/boot-plugin.ts';
import { chunkModulesPlugin } from './scripts/lib/chunk-modules-plugin.ts';
import { hostingHeadersPlugin } from './scripts/lib/hosting-headers.ts';
import { muiNoCssVarsPlugin } from './scripts/lib/mui-no-css-vars.ts';
import { preloadDeps } from './scripts/lib/preload-deps.ts';
import { prerenderPlugin } from './scripts/lib/prerender-plugin.ts';
import { sitemapPlugin } from './scripts/lib/sitemap-plugin.ts';

/** What the public pages import once hydrated: the feature APIs with RTK Query (`api`, `stream`:
 *  src/lib/live-query.ts loads both at once), what the listeners import (the document parsers and
 *  schemas, the worker's client and the lazy Auth port) and the identity listener with its profile
 *  writer, which nobody waits for on a prerendered page: see build.modulePreload. (The editor also
 *  imports page-content's parse on Publish and Restore; its listener has loaded it by then.) */
const AFTER_HYDRATION =
  /(^|\/)(api|stream|schema|parse|docs|worker-listeners|auth-port|listen|profile-writes)-[\w-]+\.js$/;
/** The parts of public pages loaded with lazySection (src/components/ui/LazySection.tsx), whose code
 *  arrives while the page hydrates: see build.modulePreload. */
const LAZY_SECTIONS = /(^|\/)(Footer|HomeBelowFold|HeroVisual)-[\w-]+\.js$/;
/** The boot stages (src/boot/*, imported by src/main.tsx), named apart: see build.modulePreload. */
const BOOT_STAGE = /(^|\/)boot-[\w-]+\.js$/;

export default defineConfig(({ command, mode }) => {
  const preloads = preloadDeps();
  return {
    // The environment is validated here, not in the browser: a bad configuration stops the build or
    // the dev server with the EnvError text; the app reads the validated AppEnv (src/config/raw-env.ts).
    define: defineAppEnv(appEnvOf(mode, command)),
    plugins: [
      muiNoCssVarsPlugin(),
      react(),
      sitemapPlugin(),
      hostingHeadersPlugin(),
      chunkModulesPlugin(),
      bootPlugin(),
      prerenderPlugin(),
      preloads.plugin,
    ],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    // The live-data worker (src/lib/firebase/live-worker.ts) is a module worker.
    worker: { format: 'es' },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    build: {
      target: 'es2022',
      // The parsers, schemas and the live-data client load when the listeners start, after a
      // prerendered page has hydrated, so their imports are fetched as the browser finds them instead
      // of being announced first: Vite's helper adds one <link rel="modulepreload"> per dependency,
      // all in one task (~10 links there, a 65-105 ms task at 4x in a traced run such as Lighthouse's,
      // right when the listeners start). zod and docs.ts start loading with the backend instead
      // (src/boot/state.ts).
      // The boot stages' chunks are preloaded by the boot script (scripts/lib/boot-plugin.ts), one link
      // per task; Vite's helper, running when main.tsx imports a stage, added the links the boot script
      // had not reached yet all at once (a 79-88 ms task at 4x on /resources).
      // The lazily loaded parts of a page (LAZY_SECTIONS) load the same way as the parsers, while the
      // page hydrates: the landing page's sections under the hero import ~10 chunks.
      modulePreload: {
        // No polyfill for <link rel="modulepreload"> in the first script: every browser the build
        // targets (es2022) has it but Safari before 17, where the modules then load when imported.
        polyfill: false,
        resolveDependencies: (file, deps, { hostId }) =>
          AFTER_HYDRATION.test(file) || BOOT_STAGE.test(file) || LAZY_SECTIONS.test(file)
            ? []
            : preloads.withoutLoaded(hostId, file, deps),
      },
      // No source maps in production builds: they would publish the original source.
      sourcemap: false,
      rollupOptions: {
        output: {
          chunkFileNames: (chunk) =>
            isBootStageChunk(chunk) ? 'assets/boot-[name]-[hash].js' : 'assets/[name]-[hash].js',
          // Firebase is loaded after first paint, in chunks of its own. The packages every Firebase
          // chunk shares (app, util, component, logger, idb, tslib) are captured first (highest
          // priority): a group also takes its modules' dependencies, so otherwise the Auth chunk
          // would hold them and every Firebase chunk would load Auth.
          codeSplitting: {
            groups: [
              {
                name: 'firebase-core',
                test: /node_modules[\\/](@firebase[\\/](app|app-check|util|component|logger|webchannel-wrapper)|firebase[\\/](app|app-check)|idb|tslib)[\\/]/,
                priority: 3,
              },
              {
                name: 'firebase-firestore',
                test: /node_modules[\\/](@firebase|firebase)[\\/]firestore[\\/]/,
                priority: 2,
              },
              { name: 'firebase-auth', test: /node_modules[\\/](@firebase|firebase)[\\/]auth[\\/]/, priority: 2 },
              { name: 'firebase-storage', test: /node_modules[\\/](@firebase|firebase)[\\/]storage[\\/]/, priority: 2 },
            ],
          },
        },
      },
    },
  };
});
