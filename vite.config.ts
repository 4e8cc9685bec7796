import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type InlineConfig, type ProxyOptions } from 'vite';
import { appEnvOf, defineAppEnv } from './scripts/lib/app-env.ts';
import { backOfficeBuildPlugin } from './scripts/lib/back-office-build.ts';
import { chunkModulesPlugin } from './scripts/lib/chunk-modules-plugin.ts';
import { hostingHeadersPlugin } from './scripts/lib/hosting-headers.ts';
import { prerenderPlugin } from './scripts/lib/prerender-plugin.ts';
import { sitemapPlugin } from './scripts/lib/sitemap-plugin.ts';
import { startAfterPaintPlugin } from './scripts/lib/start-after-paint.ts';

/** The site's endpoints (/api/*: the analytics beacon's collect function) as production routes
 *  them: through Hosting, whose rewrites call the function. The dev server and `vite preview` pass
 *  them to the Hosting emulator (SITE_URL, set by scripts/lib/emulators.mjs); when the suite runs
 *  without it (`npm run lighthouse` on a build), a beacon gets 204 as if it were counted, rather
 *  than an error on the page. */
const apiProxy = (): Record<string, ProxyOptions> | undefined =>
  process.env.SITE_URL
    ? {
        '/api': {
          target: process.env.SITE_URL,
          changeOrigin: true,
          configure: (proxy) =>
            proxy.on('error', (error, _req, res) => {
              if ('writeHead' in res && (error as NodeJS.ErrnoException).code === 'ECONNREFUSED')
                res.writeHead(204).end();
            }),
        },
      }
    : undefined;

const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command, mode }) => {
  // What both apps' builds share: the public site (index.html) and the back office (admin.html,
  // built by backOfficeBuildPlugin with this configuration and no other plugin).
  const shared = (): InlineConfig => ({
    // The environment is validated here, not in the browser: a bad configuration stops the build or
    // the dev server with the EnvError text; the app reads the validated AppEnv (src/config/raw-env.ts).
    define: defineAppEnv(appEnvOf(mode, command)),
    plugins: [react()],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // React Router ships a production build (its development warnings off, so the minifier drops
        // them), but its package exports point every condition at dist/development
        // (remix-run/react-router#14102): a build takes the production files.
        ...(command === 'build'
          ? [
              { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
              { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
            ]
          : []),
      ],
    },
    // The live-data worker (src/app/live-worker.ts) is a module worker.
    worker: { format: 'es' },
    build: {
      target: 'es2022',
      // No source maps in production builds: they would publish the original source.
      sourcemap: false,
      rollupOptions: {
        output: {
          // Firebase loads after the first paint, in chunks of its own. The packages every Firebase
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
              // React DOM apart from the app's code: the start script runs each chunk in a task of
              // its own (scripts/lib/start-after-paint.ts), and the two together made the longest.
              { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 1 },
              // Two libraries' chunks in two each, so that no evaluation is one long task: emotion apart
              // from MUI's system, RTK Query's core (with Redux Toolkit, which it captures) apart from its
              // React hooks and the app's API (docs/performance.md, 2026-11-29).
              { name: 'emotion', test: /node_modules[\\/](@emotion|stylis)[\\/]/, priority: 1 },
              {
                name: 'rtk-query',
                test: /node_modules[\\/](reselect|@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]rtk-query\.modern)/,
                priority: 1,
              },
              // MUI's modules every public page loads (Typography, ButtonBase and CircularProgress for
              // Button, GlobalStyles, styled, useThemeProps, with the theme they import) and React's
              // JSX runtime: one file instead of seven the bundler had split off, which each cost a
              // request and a task and gzipped apart (docs/performance.md, issue 41).
              {
                name: 'mui-base',
                test: /node_modules[\\/](@mui[\\/](material[\\/](Typography|CircularProgress|ButtonBase|GlobalStyles|zero-styled|utils[\\/]useId)|system[\\/](styled|useThemeProps|GlobalStyles)|styled-engine[\\/]GlobalStyles|utils[\\/]useId)[\\/.]|react[\\/](jsx-runtime|cjs[\\/]react-jsx-runtime))/,
                priority: 1,
              },
              // Small modules every app part shares, one file instead of several (each file is one
              // more request and task when a page starts). The locales and the demo URL joined in
              // issue 41: the entry and lazy chunks both import them, and apart each was a chunk of
              // the first script of its own (docs/performance.md); so did the first-paint texts and
              // their loader once lazy parts (the retry notice) read them too (0.8 kB apart).
              {
                name: 'shared',
                test: /src[\\/]((domain[\\/](collections|locales|leads[\\/]demo-url)|lib[\\/]data[\\/]backend-types|config[\\/]constants)\.ts|i18n[\\/](catalog\.ts|loader\.ts|locale-context\.tsx|messages[\\/]en-shell\.ts))$/,
                priority: 1,
              },
            ],
          },
        },
      },
    },
  });
  const config = shared();
  return {
    ...config,
    plugins: [
      ...config.plugins!,
      backOfficeBuildPlugin(shared),
      sitemapPlugin(),
      hostingHeadersPlugin(),
      chunkModulesPlugin(),
      startAfterPaintPlugin(),
      prerenderPlugin(),
    ],
    server: { host: '127.0.0.1', port: 5173, proxy: apiProxy() },
    preview: { host: '127.0.0.1', port: 4173, proxy: apiProxy() },
    // No preload helper in dynamic imports: a prerendered page names its chunks in its start script
    // (scripts/lib/start-after-paint.ts); docs/performance.md has what the helper cost.
    build: { ...config.build, modulePreload: false },
  };
});
